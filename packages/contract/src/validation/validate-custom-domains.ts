import { defineEndpoint } from '../endpoint';
import { candidateInput, validationResult } from './validation-result';

export const validateCustomDomains = defineEndpoint({
  method: 'POST',
  path: '/api/validate/customdomains',
  summary: 'Checks custom email domains (comma, semicolon or space separated): syntax and whether another customer uses them',
  permission: 'signedIn',
  scope: 'operator',
  isReadOnly: true,
  body: candidateInput,
  response: validationResult,
});
