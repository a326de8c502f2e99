import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/** One line of an upgrade's cost: what is charged, how much, in which currency. */
export const upgradeCostDetail = z.object({
  description: z
    .string({ message: 'Description is required' })
    .trim()
    .min(1, 'Description is required')
    .max(200, 'Description must be at most 200 characters'),
  amount: z
    .number({ message: 'Amount must be a number' })
    .min(0, 'Amount must not be negative')
    .max(10_000_000, 'Amount must be at most 10,000,000')
    .multipleOf(0.01, 'Amount must have at most two decimals'),
  currencyCode: z
    .string({ message: 'Currency must be a currency code' })
    .regex(/^[A-Z]{3}$/, 'Currency must be a three-letter currency code'),
});

export type UpgradeCostDetail = z.infer<typeof upgradeCostDetail>;

/**
 * doc2 §3 Upgrade cost: name, identifier, upgradeCostDetails (list); with the version an edit saves
 * over and who changed it last.
 */
export const upgradeCost = z.object({
  id: z.uuid(),
  name: z.string(),
  identifier: z.string(),
  upgradeCostDetails: z.array(upgradeCostDetail),
  version: z.number().int(),
  changedBy: z.string().nullable(),
  changedAtUtc: z.string().nullable(),
});

export type UpgradeCost = z.infer<typeof upgradeCost>;

export const upgradeCostInformation = z.object({ upgradeCosts: z.array(upgradeCost) });

export type UpgradeCostInformation = z.infer<typeof upgradeCostInformation>;

/** doc2 §7 POST …/updateUpgradeCost: the upgrade cost by id, its new name and lines, and the version read. */
export const upgradeCostUpdate = z.object({
  id: z.uuid({ message: 'Upgrade cost must be an upgrade cost id' }),
  name: z
    .string({ message: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(200, 'Name must be at most 200 characters'),
  upgradeCostDetails: z
    .array(upgradeCostDetail, { message: 'Cost lines must be a list' })
    .min(1, 'Cost lines must have at least one line')
    .max(50, 'Cost lines must be at most 50'),
  version: z.number({ message: 'Version must be the version that was read' }).int().min(1),
});

export type UpgradeCostUpdate = z.infer<typeof upgradeCostUpdate>;

export const getUpgradeCostInformation = defineEndpoint({
  method: 'GET',
  path: '/api/operations/upgradeCostInformation/upgradeCostInformation',
  summary: 'The cost of every upgrade between licence offerings, line by line',
  permission: 'signedIn',
  scope: 'operator',
  response: upgradeCostInformation,
});

export const updateUpgradeCost = defineEndpoint({
  method: 'POST',
  path: '/api/operations/upgradeCostInformation/updateUpgradeCost',
  summary: "Saves an upgrade cost's name and lines over the version that was read (409 when someone saved since)",
  permission: 'signedIn',
  body: upgradeCostUpdate,
  response: upgradeCost,
});
