import { z } from 'zod';

/** doc1 §3 Deleted site: siteId, with the name and time operators recognise it by. */
export const deletedSite = z.object({ siteId: z.string(), name: z.string(), deletedAt: z.string() });

export type DeletedSite = z.infer<typeof deletedSite>;

/** doc1 §7 undeleteSite (siteId); doc1 §5: none or an unknown one is answered 'Site Id not found.' */
export const undeleteSiteInput = z.object({ siteId: z.string().trim().max(100).nullish() });
