import { z } from 'zod';

/** What every server validator answers: valid, or the reasons it is not. */
export const validationResult = z.object({ isValid: z.boolean(), reasons: z.array(z.string()) });

export type ValidationResult = z.infer<typeof validationResult>;

/** doc2 §7: validators take the candidate. */
export const candidateInput = z.object({ candidate: z.string().max(2000) });
