import { endpoints } from '@console/contract';
import type { RegisterRoutes } from '../../app-deps';
import { addEndpoint } from '../../http/add-endpoint';
import { detailJobDefinitions } from './detail-jobs';
import * as details from './details-service';
import * as settings from './settings-service';

export const registerCustomerDetailsRoutes: RegisterRoutes = (app, { config, database, jobs, live }) => {
  const db = database.db;
  for (const definition of detailJobDefinitions) jobs?.register(definition);
  const depsOf = (auth: details.DetailDeps['auth']): details.DetailDeps => ({ db, config, auth, jobs, live });

  addEndpoint(app, endpoints.getCustomer, async ({ auth, params }) =>
    details.getCustomerDetails({ deps: depsOf(auth), id: params.id }),
  );
  addEndpoint(app, endpoints.updateCustomerName, async ({ auth, params, body }) =>
    details.updateName({ deps: depsOf(auth), id: params.id, newName: body.newName }),
  );
  addEndpoint(app, endpoints.updateMiscDetails, async ({ auth, params, body }) =>
    details.updateMiscDetails({ deps: depsOf(auth), id: params.id, webhookCount: body.webhookCount }),
  );
  addEndpoint(app, endpoints.setCustomerLogLevel, async ({ auth, params }) =>
    details.setLogLevel({ deps: depsOf(auth), id: params.id, level: params.level }),
  );
  addEndpoint(app, endpoints.updateEmailDomain, async ({ auth, params, body }) =>
    details.updateEmailDomain({ deps: depsOf(auth), id: params.id, emailDomain: body.emailDomain }),
  );
  addEndpoint(app, endpoints.changeReleaseChannel, async ({ auth, params }) =>
    details.changeReleaseChannel({ deps: depsOf(auth), id: params.id, channelId: params.channelId }),
  );
  addEndpoint(app, endpoints.pinReleaseChannel, async ({ auth, params }) =>
    details.pinReleaseChannel({ deps: depsOf(auth), id: params.id }),
  );
  addEndpoint(app, endpoints.unlockFromCurrentReleaseChannel, async ({ auth, params }) =>
    details.unlockFromCurrentReleaseChannel({ deps: depsOf(auth), id: params.id }),
  );
  addEndpoint(app, endpoints.updateGdsSettings, async ({ auth, params, body }) =>
    details.updateGdsSettings({ deps: depsOf(auth), id: params.id, settings: body }),
  );
  addEndpoint(app, endpoints.dnsRepairCustomer, async ({ auth, params }) =>
    details.startDetailJob({ deps: depsOf(auth), id: params.id, kind: 'dnsRepair' }),
  );
  addEndpoint(app, endpoints.restartCustomerService, async ({ auth, params }) =>
    details.startDetailJob({ deps: depsOf(auth), id: params.id, kind: 'restartService' }),
  );
  addEndpoint(app, endpoints.recycleAppPool, async ({ auth, params, body }) =>
    details.startDetailJob({ deps: depsOf(auth), id: params.id, kind: 'recycleAppPool', bodyCustomerId: body.customerId }),
  );
  addEndpoint(app, endpoints.fixClickOnce, async ({ auth, params, body }) =>
    details.startDetailJob({ deps: depsOf(auth), id: params.id, kind: 'fixClickOnce', bodyCustomerId: body.customerId }),
  );
  addEndpoint(app, endpoints.resetCreditCardVaultCredentials, async ({ auth, params }) =>
    details.startDetailJob({ deps: depsOf(auth), id: params.id, kind: 'resetCreditCardVault' }),
  );
  addEndpoint(app, endpoints.moveToAppGateway, async ({ auth, params }) =>
    details.startDetailJob({ deps: depsOf(auth), id: params.id, kind: 'moveToAppGateway' }),
  );
  addEndpoint(app, endpoints.setStaticIpAddress, async ({ auth, params }) =>
    details.startDetailJob({ deps: depsOf(auth), id: params.id, kind: 'assignStaticIp' }),
  );
  addEndpoint(app, endpoints.getClickOnceArtifacts, async ({ auth, params }) =>
    settings.getClickOnceArtifacts({ deps: depsOf(auth), id: params.id }),
  );
  addEndpoint(app, endpoints.addCustomerFeature, async ({ auth, params }) =>
    settings.setFeature({ deps: depsOf(auth), id: params.id, featureId: params.featureId, isEnabled: true }),
  );
  addEndpoint(app, endpoints.removeCustomerFeature, async ({ auth, params }) =>
    settings.setFeature({ deps: depsOf(auth), id: params.id, featureId: params.featureId, isEnabled: false }),
  );
  addEndpoint(app, endpoints.saveCustomer, async ({ auth, params, body }) =>
    settings.saveCustomer({ deps: depsOf(auth), id: params.id, input: body }),
  );
  addEndpoint(app, endpoints.listFeatures, async () => settings.listFeatures({ db }));
};
