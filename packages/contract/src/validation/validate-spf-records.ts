import { defineEndpoint } from '../endpoint';
import { candidateInput, validationResult } from './validation-result';

export const validateSpfRecords = defineEndpoint({
  method: 'POST',
  path: '/api/validate/spfrecords',
  summary: 'Checks that each domain (comma or semicolon separated) publishes an SPF record that lets the provider send its mail',
  permission: 'signedIn',
  scope: 'operator',
  isReadOnly: true,
  body: candidateInput,
  response: validationResult,
});
