import { z } from 'zod';
import { customerIdParams } from '../customers/customer-search';
import { defineEndpoint } from '../endpoint';
import { job } from '../jobs/job';
import { customDomain, domainNameBody } from './custom-domain';

/** The domain with its TXT records, and the job that publishes them when one was started. */
export const txtRecordsResponse = z.object({ customDomain, job: job.nullable() });

export type TxtRecordsResponse = z.infer<typeof txtRecordsResponse>;

/** doc1 §7 txtRecords: the TXT records of a domain, made and published (a job) the first time. */
export const getTxtRecords = defineEndpoint({
  method: 'POST',
  path: '/api/customers/customdomain/:id/txtRecords',
  summary: 'Gives the TXT records that prove ownership of a domain of the customer, creating them the first time',
  permission: 'signedIn',
  params: customerIdParams,
  body: domainNameBody,
  response: txtRecordsResponse,
});

/** doc1 §7 regenerateTxtRecords: new values; the domain must be validated again once they propagate. */
export const regenerateTxtRecords = defineEndpoint({
  method: 'POST',
  path: '/api/customers/customdomain/:id/regenerateTxtRecords',
  summary: 'Makes new TXT records for a domain of the customer and publishes them (a job)',
  permission: 'signedIn',
  params: customerIdParams,
  body: domainNameBody,
  response: txtRecordsResponse,
});
