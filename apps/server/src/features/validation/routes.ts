import { endpoints } from '@console/contract';
import type { RegisterRoutes } from '../../app-deps';
import { addEndpoint } from '../../http/add-endpoint';
import { serviceBusConnectionStringReasons, sqlConnectionStringReasons } from './connection-strings';
import { validateAzureDeployment, validateCustomDomains, validateCustomerAlias, validateSpfRecords } from './service';

const resultOf = (reasons: string[]) => ({ isValid: reasons.length === 0, reasons });

export const registerValidationRoutes: RegisterRoutes = (app, { database }) => {
  addEndpoint(app, endpoints.validateCustomerAlias, async ({ body }) =>
    validateCustomerAlias({ db: database.db, candidate: body.candidate }),
  );
  addEndpoint(app, endpoints.validateAzureDeployment, async ({ body }) =>
    validateAzureDeployment({ db: database.db, customerAlias: body.customerAlias, location: body.location }),
  );
  addEndpoint(app, endpoints.validateCustomDomains, async ({ body }) =>
    validateCustomDomains({ db: database.db, candidate: body.candidate }),
  );
  addEndpoint(app, endpoints.validateSpfRecords, async ({ body }) => validateSpfRecords({ candidate: body.candidate }));
  addEndpoint(app, endpoints.validateSqlConnectionString, async ({ body }) =>
    resultOf(sqlConnectionStringReasons(body.candidate)),
  );
  addEndpoint(app, endpoints.validateServiceBusConnectionString, async ({ body }) =>
    resultOf(await serviceBusConnectionStringReasons(body.candidate)),
  );
};
