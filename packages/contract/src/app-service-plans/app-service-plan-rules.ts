/**
 * App service plan rules (doc2 §2 "App service plans", §3 App service plan). The spec lists the calls and
 * fields only; the pricing tiers, their instance limits and the name rule are Azure App Service's own.
 * Zod-free, so the web reads the same rules (browser.ts).
 */

/** The pricing tiers the console offers (GET config: supportedPricingTiers), with Azure's instance limit per tier. */
export const appServicePricingTiers = [
  { code: 'B1', name: 'Basic B1', maxInstanceCount: 3 },
  { code: 'B2', name: 'Basic B2', maxInstanceCount: 3 },
  { code: 'S1', name: 'Standard S1', maxInstanceCount: 10 },
  { code: 'S2', name: 'Standard S2', maxInstanceCount: 10 },
  { code: 'P1v3', name: 'Premium P1v3', maxInstanceCount: 30 },
  { code: 'P2v3', name: 'Premium P2v3', maxInstanceCount: 30 },
  { code: 'P3v3', name: 'Premium P3v3', maxInstanceCount: 30 },
] as const;

/** The largest instance count any tier allows. */
export const maxInstanceCount = 30;

export type AppServicePricingTier = (typeof appServicePricingTiers)[number]['code'];

export const appServicePricingTierCodes = appServicePricingTiers.map((t) => t.code) as [
  AppServicePricingTier,
  ...AppServicePricingTier[],
];

/** Deployment slots of a plan's sites. */
export const appServiceSlots = ['Production', 'Staging'] as const;
export type AppServiceSlot = (typeof appServiceSlots)[number];

export const appServicePlanStates = ['active', 'reconfiguring', 'decommissioning'] as const;
export type AppServicePlanState = (typeof appServicePlanStates)[number];

/** Azure's rule for plan and resource group names: 1-40 letters, digits and hyphens. */
export const appServicePlanNamePattern = /^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/;
export const appServicePlanNameMaxLength = 40;

/** Why an instance count does not fit a tier, in the operator's words; empty when it fits. */
export const instanceCountReasons = (pricingTier: string, instanceCount: number): string[] => {
  const tier = appServicePricingTiers.find((t) => t.code === pricingTier);
  if (!tier) return [`Pricing tier must be one of ${appServicePricingTierCodes.join(', ')}`];
  if (!Number.isInteger(instanceCount) || instanceCount < 1 || instanceCount > tier.maxInstanceCount) {
    return [`Instance count must be between 1 and ${tier.maxInstanceCount} for ${tier.name}`];
  }
  return [];
};
