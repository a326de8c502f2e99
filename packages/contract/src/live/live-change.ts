import { z } from 'zod';

/** doc1 §4: pushed live entities are marked added, changed or removed. */
export const liveChanges = ['added', 'changed', 'removed'] as const;

export type LiveChange = (typeof liveChanges)[number];

export const liveChangeOf = <T extends z.ZodType>(entity: T) => z.object({ change: z.enum(liveChanges), entity });

export type LiveEntityChange<T> = { change: LiveChange; entity: T };
