import { z } from 'zod';

/** doc2 §3 Custom report: id, title; plus what the store modal shows about the file. */
export const customReport = z.object({
  id: z.string(),
  title: z.string(),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  uploadedAtUtc: z.string(),
  uploadedBy: z.string().nullable(),
});

export type CustomReport = z.infer<typeof customReport>;
