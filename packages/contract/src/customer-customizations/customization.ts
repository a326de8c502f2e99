import { z } from 'zod';
import { customerIdParams } from '../customers/customer-search';
import {
  customizationAliasMaxLength,
  customizationAliasPattern,
  customizationAliasRule,
  customizationTitleMaxLength,
} from './customization-rules';

/** doc1 §3 Customer.customizations: title and alias. */
export const customization = z.object({ title: z.string(), alias: z.string() });

export type Customization = z.infer<typeof customization>;

/** A customization of a customer: the customer's id and the customization's alias. */
export const customizationParams = customerIdParams.extend({
  alias: z
    .string()
    .max(customizationAliasMaxLength, { message: `must be at most ${customizationAliasMaxLength} characters` })
    .regex(customizationAliasPattern, { message: customizationAliasRule }),
});

export const customizationInput = z.object({
  title: z
    .string()
    .trim()
    .min(1, { message: 'is required' })
    .max(customizationTitleMaxLength, { message: `must be at most ${customizationTitleMaxLength} characters` }),
});
