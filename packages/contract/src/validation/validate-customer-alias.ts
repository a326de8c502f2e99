import { defineEndpoint } from '../endpoint';
import { candidateInput, validationResult } from './validation-result';

export const validateCustomerAlias = defineEndpoint({
  method: 'POST',
  path: '/api/validate/customeralias',
  summary: 'Checks a customer alias: format, length, reserved words and whether it is taken',
  permission: 'signedIn',
  scope: 'operator',
  isReadOnly: true,
  body: candidateInput,
  response: validationResult,
});
