import { messages, permissionRefusals, type AlarmState } from '@console/contract';
import type { Permissions } from '../../app/navigation';

export type HeaderAlarmKind = 'subscriptionsUnreachable' | 'certificatesMissing' | 'noDefaultDatabase';

/** The screens alarms link to (doc2 §2: azure/managementCertificate, operations/certificates, azure/databases). */
export type AlarmRoute = '/azure/managementCertificate' | '/operations/certificates' | '/azure/databases';

export type HeaderAlarm = {
  kind: HeaderAlarmKind;
  /** doc2 §8's text, exactly. */
  message: string;
  to: AlarmRoute;
  /** What exactly is wrong: the subscriptions, the certificates. */
  detail: string;
  /** Why this operator cannot open the linked screen; null when they can. */
  refusal: string | null;
};

/** The header alarms the state raises, in the spec's order. */
export const headerAlarms = (state: AlarmState, permissions: Permissions | undefined): HeaderAlarm[] => {
  const alarms: HeaderAlarm[] = [];
  const failed = state.managementCertificate.failedConnectionResults;
  if (failed.length > 0) {
    alarms.push({
      kind: 'subscriptionsUnreachable',
      message: messages.alarms.subscriptionsUnreachable,
      to: '/azure/managementCertificate',
      detail: failed.map((f) => `${f.subscriptionName}: ${f.reason}`).join('; '),
      refusal: null,
    });
  }
  const missing = state.hostingCertificates.filter((c) => !c.isPresent);
  if (missing.length > 0) {
    alarms.push({
      kind: 'certificatesMissing',
      message: messages.alarms.certificatesMissing,
      to: '/operations/certificates',
      detail: `Missing: ${missing.map((c) => c.name).join(', ')}`,
      refusal: null,
    });
  }
  if (!state.defaultDatabase.isConfigured) {
    alarms.push({
      kind: 'noDefaultDatabase',
      message: messages.alarms.noDefaultDatabase,
      to: '/azure/databases',
      detail: 'New customers cannot get a database until a default database is uploaded.',
      // doc2 §6: the databases screen is for operators with database access.
      refusal: permissions?.hasDbAccess ? null : permissionRefusals.fullDatabaseAccess,
    });
  }
  return alarms;
};
