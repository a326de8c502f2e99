import { endpoints } from '@console/contract';
import { firstLettersQuery, reference, releaseChannelsQuery } from './search-queries';

export const referenceQueries = {
  offerings: reference('licenseOfferings', endpoints.listLicenseOfferings),
  currencyRates: reference('currencyRates', endpoints.listCurrencyRates),
  daysOfWeek: reference('daysOfWeek', endpoints.listDaysOfWeek),
  basePlans: reference('basePlans', endpoints.listBasePlans),
  peakPlans: reference('peakPlans', endpoints.listPeakPlans),
  stripeAccounts: reference('stripeAccounts', endpoints.listStripeAccounts),
  timeZones: reference('timeZones', endpoints.listTimeZones),
  features: reference('features', endpoints.listFeatures),
  locations: reference('locations', endpoints.listLocations),
  sharedCloudServices: reference('cloudServices', endpoints.listCloudServices, { type: 'Shared' }),
  sharedAppServicePlans: reference('appServicePlans', endpoints.listAppServicePlans, { type: 'Shared' }),
  releaseChannels: releaseChannelsQuery,
  firstLetters: firstLettersQuery,
};
