import { knownHostingCertificates, type AlarmState } from '@console/contract';
import type { AuthContext } from '../../identity/auth-context';
import type { PlatformMonitor } from '../../platform/monitor';

/** What the header alarms are raised from; failed connections are limited to the caller's subscriptions. */
export const readAlarmState = async ({ monitor, auth }: { monitor: PlatformMonitor; auth: AuthContext }): Promise<AlarmState> => {
  const [certificate, installed, defaultDatabase] = await Promise.all([
    monitor.managementCertificateStatus(),
    monitor.installedHostingCertificates(),
    monitor.defaultDatabase(),
  ]);
  const mine = new Set(auth.subscriptionIds);
  return {
    managementCertificate: {
      failedConnectionResults: certificate.failedConnectionResults.filter((r) => mine.has(r.subscriptionId)),
    },
    hostingCertificates: knownHostingCertificates.map((c) => ({ id: c.id, name: c.name, isPresent: installed.includes(c.id) })),
    defaultDatabase: { isConfigured: defaultDatabase !== null, name: defaultDatabase?.name ?? null },
  };
};
