import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/** doc2 §3 Offerings: friendlyName. The list includes 'Unspecified'; forms hide it (doc1 §9). */
export const licenseOffering = z.object({ id: z.string(), friendlyName: z.string() });

export type LicenseOffering = z.infer<typeof licenseOffering>;

export const listLicenseOfferings = defineEndpoint({
  method: 'GET',
  path: '/api/customers/licenseOfferings',
  summary: 'Licence offerings',
  permission: 'signedIn',
  scope: 'operator',
  response: z.array(licenseOffering),
});
