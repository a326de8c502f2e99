import type { AlarmState } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { headerAlarms } from './header-alarms-rules';

const clear: AlarmState = {
  managementCertificate: { failedConnectionResults: [] },
  hostingCertificates: [
    { id: 'wildcard-ssl', name: 'Wildcard SSL', isPresent: true },
    { id: 'code-signing', name: 'Code signing', isPresent: true },
    { id: 'cloud-service-rdp', name: 'Cloud service RDP', isPresent: true },
  ],
  defaultDatabase: { isConfigured: true, name: 'customer-template' },
};

const everyFlag = { hasDbAccess: true, hasDbRoAccess: true, hasDbMigrationAccess: true, canGenerateKpiData: true };
const noFlags = { hasDbAccess: false, hasDbRoAccess: false, hasDbMigrationAccess: false, canGenerateKpiData: false };

describe('header alarms', () => {
  it('raises none when nothing is wrong', () => {
    expect(headerAlarms(clear, everyFlag)).toEqual([]);
  });

  it("raises each with the spec's text and link", () => {
    const alarms = headerAlarms(
      {
        managementCertificate: {
          failedConnectionResults: [{ subscriptionId: 's', subscriptionName: 'Staging fleet', reason: '403 Forbidden' }],
        },
        hostingCertificates: clear.hostingCertificates.map((c) => ({ ...c, isPresent: c.id !== 'code-signing' })),
        defaultDatabase: { isConfigured: false, name: null },
      },
      everyFlag,
    );
    expect(alarms.map((a) => [a.message, a.to])).toEqual([
      ['Cannot connect to some Azure Subscriptions', '/azure/managementCertificate'],
      ['One or more required hosting certificates are missing', '/operations/certificates'],
      ["There doesn't appear to be a default database configured.", '/azure/databases'],
    ]);
    expect(alarms[0]!.detail).toBe('Staging fleet: 403 Forbidden');
    expect(alarms[1]!.detail).toBe('Missing: Code signing');
    expect(alarms.every((a) => a.refusal === null)).toBe(true);
  });

  it('keeps the default database alarm for an operator without database access, saying why there is no link', () => {
    const [alarm] = headerAlarms({ ...clear, defaultDatabase: { isConfigured: false, name: null } }, noFlags);
    expect(alarm!.refusal).toBe('This needs full database access.');
  });
});
