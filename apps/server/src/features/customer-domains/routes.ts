import { endpoints } from '@console/contract';
import type { RegisterRoutes } from '../../app-deps';
import { addEndpoint } from '../../http/add-endpoint';
import type { AuthContext } from '../../identity/auth-context';
import { changeCustomer } from '../customer-details';
import { domainJobDefinitions } from './domain-jobs';
import * as email from './email-service';
import * as security from './security-service';
import * as domains from './service';

export const registerCustomerDomainRoutes: RegisterRoutes = (app, { database, config, jobs, live }) => {
  const db = database.db;
  /** After a change, every open page of the customer reads its panels again (a customerChanged push). */
  const touched = async <T>(auth: AuthContext, id: string, work: Promise<T>): Promise<T> => {
    const result = await work;
    await changeCustomer({ deps: { db, config, auth, jobs, live }, id, change: {} });
    return result;
  };
  const secretsKey = config.secretsEncryptionKey;
  for (const definition of domainJobDefinitions) jobs?.register(definition);
  const depsOf = (auth: AuthContext): domains.DomainDeps => ({ db, auth, secretsKey, jobs });

  addEndpoint(app, endpoints.getCustomDomain, async ({ auth, params }) =>
    domains.getCustomDomain({ deps: depsOf(auth), id: params.id }),
  );
  addEndpoint(app, endpoints.setCustomDomainName, async ({ auth, params, body }) =>
    touched(auth, params.id, domains.setCustomDomainName({ deps: depsOf(auth), id: params.id, ...body })),
  );
  addEndpoint(app, endpoints.removeCustomDomain, async ({ auth, params }) =>
    touched(auth, params.id, domains.removeCustomDomain({ deps: depsOf(auth), id: params.id })),
  );
  addEndpoint(app, endpoints.uploadCustomDomainCertificate, async ({ auth, params, file, fields }) =>
    touched(
      auth,
      params.id,
      domains.uploadCustomDomainCertificate({ deps: depsOf(auth), id: params.id, file, password: fields.password }),
    ),
  );
  addEndpoint(app, endpoints.addUrlRewrite, async ({ auth, params, body }) =>
    touched(auth, params.id, domains.addUrlRewrite({ deps: depsOf(auth), id: params.id, rule: body })),
  );
  addEndpoint(app, endpoints.removeUrlRewrite, async ({ auth, params }) =>
    touched(auth, params.id, domains.removeUrlRewrite({ deps: depsOf(auth), id: params.id, ruleName: params.rule })),
  );
  addEndpoint(app, endpoints.uploadUrlRewriteCertificate, async ({ auth, params, file, fields }) =>
    touched(
      auth,
      params.id,
      domains.uploadUrlRewriteCertificate({
        deps: depsOf(auth),
        id: params.id,
        by: { ruleName: params.rule },
        file,
        password: fields.password,
      }),
    ),
  );
  addEndpoint(app, endpoints.uploadUrlRewriteSettingsCertificate, async ({ auth, params, file, fields }) =>
    touched(
      auth,
      params.id,
      domains.uploadUrlRewriteCertificate({
        deps: depsOf(auth),
        id: params.id,
        by: { domainName: fields.domainName },
        file,
        password: fields.password,
      }),
    ),
  );
  addEndpoint(app, endpoints.addPortalAliases, async ({ auth, params, body }) =>
    touched(auth, params.id, domains.addPortalAliases({ deps: depsOf(auth), id: params.id, input: body.input })),
  );
  addEndpoint(app, endpoints.removePortalAlias, async ({ auth, params }) =>
    touched(auth, params.id, domains.removePortalAlias({ deps: depsOf(auth), id: params.id, alias: params.alias })),
  );
  addEndpoint(app, endpoints.validateDomain, async ({ auth, params, body }) =>
    domains.startDomainJob({ deps: depsOf(auth), id: params.id, domainName: body.domainName, kind: 'validate' }),
  );
  addEndpoint(app, endpoints.orderCertificate, async ({ auth, params, body }) =>
    domains.startDomainJob({ deps: depsOf(auth), id: params.id, domainName: body.domainName, kind: 'orderCertificate' }),
  );
  addEndpoint(app, endpoints.addDomainToFrontDoor, async ({ auth, params, body }) =>
    domains.startDomainJob({ deps: depsOf(auth), id: params.id, domainName: body.domainName, kind: 'addToFrontDoor' }),
  );
  addEndpoint(app, endpoints.getTxtRecords, async ({ auth, params, body }) =>
    domains.txtRecords({ deps: depsOf(auth), id: params.id, domainName: body.domainName, regenerate: false }),
  );
  addEndpoint(app, endpoints.regenerateTxtRecords, async ({ auth, params, body }) =>
    touched(
      auth,
      params.id,
      domains.txtRecords({ deps: depsOf(auth), id: params.id, domainName: body.domainName, regenerate: true }),
    ),
  );

  addEndpoint(app, endpoints.getCustomerSecurity, async ({ auth, params }) =>
    security.getSecurity({ deps: { db, auth }, id: params.id }),
  );
  addEndpoint(app, endpoints.addIpAddressEntry, async ({ auth, params, body }) =>
    touched(auth, params.id, security.addIpAddressEntry({ deps: { db, auth }, id: params.id, ...body })),
  );
  addEndpoint(app, endpoints.removeIpAddressEntry, async ({ auth, params }) =>
    touched(auth, params.id, security.removeIpAddressEntry({ deps: { db, auth }, id: params.id, ip: params.ip })),
  );
  addEndpoint(app, endpoints.restrictByIpAddress, async ({ auth, params }) =>
    touched(auth, params.id, security.restrictByIpAddress({ deps: { db, auth }, id: params.id, flag: params.flag })),
  );
  addEndpoint(app, endpoints.updateSessionTimeout, async ({ auth, params }) =>
    touched(auth, params.id, security.updateSessionTimeout({ deps: { db, auth }, id: params.id, value: params.value })),
  );

  addEndpoint(app, endpoints.getCustomerEmail, async ({ auth, params }) => email.getEmail({ deps: { db, auth }, id: params.id }));
  addEndpoint(app, endpoints.inviteTeammate, async ({ auth, params }) =>
    touched(auth, params.id, email.inviteTeammate({ deps: { db, auth, secretsKey }, id: params.id, teammate: params.teammate })),
  );
  addEndpoint(app, endpoints.deleteTeammate, async ({ auth, params, body }) =>
    touched(auth, params.id, email.deleteTeammate({ deps: { db, auth, secretsKey }, id: params.id, email: body.email })),
  );
  addEndpoint(app, endpoints.resetEmailApiKey, async ({ auth, params }) =>
    touched(auth, params.id, email.resetEmailApiKey({ deps: { db, auth, secretsKey }, id: params.id })),
  );
};
