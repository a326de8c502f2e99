import { knownHostingCertificates, type AlarmState } from '@console/contract';
import type { AuthContext } from '../../identity/auth-context';
import type { Db } from '../../db/database';
import type { PlatformMonitor } from '../../platform/monitor';
import { readCertificateConnections } from '../management-certificate';

/**
 * What the header alarms are raised from; failed connections are the management certificate's status
 * (the same as its screen shows), limited to the caller's subscriptions.
 */
export const readAlarmState = async ({
  db,
  monitor,
  auth,
}: {
  db: Db;
  monitor: PlatformMonitor;
  auth: AuthContext;
}): Promise<AlarmState> => {
  const [certificate, installed, defaultDatabase] = await Promise.all([
    readCertificateConnections({ db, monitor, subscriptionIds: auth.subscriptionIds }),
    monitor.installedHostingCertificates(),
    monitor.defaultDatabase(),
  ]);
  return {
    managementCertificate: { failedConnectionResults: certificate.failed },
    hostingCertificates: knownHostingCertificates.map((c) => ({ id: c.id, name: c.name, isPresent: installed.includes(c.id) })),
    defaultDatabase: { isConfigured: defaultDatabase !== null, name: defaultDatabase?.name ?? null },
  };
};
