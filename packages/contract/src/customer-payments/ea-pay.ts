import { z } from 'zod';

/** One EventsAIR Pay account open to a customer. */
export const eaPayAccount = z.object({ eaPayId: z.string(), name: z.string(), currencyCode: z.string() });

/** doc1 §2 pay provider setting: the accounts the customer can use and the one it uses (none yet: null). */
export const eaPayDetails = z.object({
  eaPayAccounts: z.array(eaPayAccount),
  selectedEaPayId: z.string().nullable(),
});

export type EaPayDetails = z.infer<typeof eaPayDetails>;

/** doc1 §7 setEaPayDetails (eaPayId); doc1 §5: a selected entry is needed. */
export const setEaPayDetailsInput = z.object({ eaPayId: z.string().trim().max(100).nullish() });
