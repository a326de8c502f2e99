import { endpoints } from '@console/contract';
import type { RegisterRoutes } from '../../app-deps';
import { addEndpoint } from '../../http/add-endpoint';
import { applyStoredLogLevel, changeLogLevel, readLogLevel } from './log-level';

/** How often a process picks up a log level an operator set through another process. */
const logLevelSyncMs = 30_000;

/** doc2 §7 operations basics: version, configuration, the database studio address, the server's log level. */
export const registerOperationsBasicsRoutes: RegisterRoutes = (app, { config, database, log }) => {
  addEndpoint(app, endpoints.getVersion, async () => ({ version: config.version }));
  addEndpoint(app, endpoints.getConfiguration, async () => ({
    environment: config.environment,
    isProduction: config.isProduction,
    productName: config.productName,
    version: config.version,
    logServerUrl: config.logServerUrl ?? null,
    tenantUrlTemplate: config.tenantUrlTemplate,
    emailProvider: config.emailProvider,
  }));
  addEndpoint(app, endpoints.getRavenManagementStudioUri, async () => ({ uri: config.ravenManagementStudioUrl }));
  addEndpoint(app, endpoints.getLogLevel, async () => readLogLevel({ log }));
  addEndpoint(app, endpoints.setLogLevel, async ({ body }) => changeLogLevel({ db: database.db, log, logLevel: body.logLevel }));

  const sync = () =>
    applyStoredLogLevel({ db: database.db, log }).catch((error: unknown) =>
      log.warn({ err: error }, 'the stored log level could not be read'),
    );
  app.addHook('onReady', sync);
  const timer = setInterval(() => void sync(), logLevelSyncMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};
