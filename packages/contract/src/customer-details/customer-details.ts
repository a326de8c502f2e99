import { z } from 'zod';
import { customerSummary } from '../customers/customer-search';
import { customerLicence } from '../customer-licence/licence';

/** A per-customer feature toggle (doc1 §3 Customer.features). */
export const customerFeature = z.object({ featureId: z.string(), isEnabled: z.boolean() });

/** doc1 §3 Customer: everything the details page shows, read in the caller's subscription. */
export const customerDetails = customerSummary.extend({
  /** 0 Verbose … 5 Fatal (constants.logLevels); 3 Warning by default. */
  logLevel: z.number().int(),
  webhookCount: z.number().int(),
  isOnDedicatedServer: z.boolean(),
  pinnedReleaseId: z.string().nullable(),
  /** The version the customer is pinned to, and its channel's current version. */
  pinnedVersion: z.string().nullable(),
  releaseChannelVersion: z.string().nullable(),
  /**
   * The versions its hosted applications run, as the platform last reported them (more than one while a
   * rollout is under way; none when nothing is deployed).
   */
  runningVersions: z.array(z.string()),
  features: z.array(customerFeature),
  /**
   * doc1 §3 gdsSettings (GDS off: no processing PCC, no API key). The API key is a secret: it is kept
   * encrypted and never returned, only whether one is set.
   */
  gdsSettings: z.object({ gdsEnabled: z.boolean(), gdsProcessingPcc: z.string().nullable(), hasCdsApiKey: z.boolean() }),
  /**
   * doc1 §3 payment gateways: whether the customer uses the standard list or custom gateways (chosen
   * from the custom list), and the gateways it uses among those it can.
   */
  /** doc1 §3 customizations (title, alias), in alias order. */
  customizations: z.array(z.object({ title: z.string(), alias: z.string() })),
  paymentGateways: z.array(z.string()),
  isUsingStandardPaymentGateways: z.boolean(),
  customPaymentGateways: z.array(z.string()),
  /** The server plan the customer runs on (its base plan), when one was chosen. */
  serverPlanName: z.string().nullable(),
  licence: customerLicence,
  /** The outbound address assigned by the static IP setting; null until one is. */
  staticIpAddress: z.string().nullable(),
  isOnAppGateway: z.boolean(),
  /** When the credit card vault credentials were last reissued. */
  creditCardVaultResetAt: z.string().nullable(),
  /** When the customer last changed, and when this copy was read: the page's "last refreshed". */
  updatedAt: z.string(),
  readAt: z.string(),
  /**
   * The version of the customer's record, counted up by every change an operator makes: a form sends
   * the version it read (If-Match), and a save over a newer one is a 409 naming who changed it and when.
   */
  version: z.number().int(),
  changedBy: z.string().nullable(),
  changedAt: z.string().nullable(),
});

export type CustomerDetails = z.infer<typeof customerDetails>;
