import { defineEndpoint } from '../endpoint';
import { candidateInput, validationResult } from './validation-result';

/** doc2 §5/§7: POST /validate/sqlconnectionstring (candidate). */
export const validateSqlConnectionString = defineEndpoint({
  method: 'POST',
  path: '/api/validate/sqlconnectionstring',
  summary:
    'Checks a SQL Server connection string: readable, with a server, a database and a way to sign in; the reasons name the part, never a value',
  permission: 'signedIn',
  scope: 'operator',
  isReadOnly: true,
  body: candidateInput,
  response: validationResult,
});

/** doc2 §5/§7: POST /validate/servicebusconnectionstring (candidate). */
export const validateServiceBusConnectionString = defineEndpoint({
  method: 'POST',
  path: '/api/validate/servicebusconnectionstring',
  summary:
    'Checks an Azure Service Bus connection string: readable, an sb:// endpoint and a shared access key or signature; the reasons name the part, never a value',
  permission: 'signedIn',
  scope: 'operator',
  isReadOnly: true,
  body: candidateInput,
  response: validationResult,
});
