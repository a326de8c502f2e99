import { defineEndpoint } from '../endpoint';
import { candidateInput, validationResult } from './validation-result';

export const validateCustomerAlias = defineEndpoint({
  method: 'POST',
  path: '/api/validate/customeralias',
  summary: 'Checks a customer alias: format, length, reserved words and whether it is taken',
  access: 'operator',
  isReadOnly: true,
  body: candidateInput,
  response: validationResult,
});
