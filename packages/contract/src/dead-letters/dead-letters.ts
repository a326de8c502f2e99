import { z } from 'zod';
import { constants } from '../constants';
import { deploymentParams } from '../customer-deployments/list-customer-deployments';
import { maxMessageIdsPerCall, splitMessageIds } from './dead-letter-rules';

/** One dead-lettered message of a deployment's queues: doc1 §3 messageId, with what an operator reads. */
export const deadLetter = z.object({
  messageId: z.string(),
  /** The queue the message was dead-lettered from. */
  queueName: z.string(),
  label: z.string(),
  enqueuedAtUtc: z.string(),
  deliveryCount: z.number().int(),
  deadLetterReason: z.string(),
  deadLetterErrorDescription: z.string(),
  body: z.string(),
});

export type DeadLetter = z.infer<typeof deadLetter>;

/**
 * doc1 §3 Dead letters: how many there are and the first page of them; a replay or delete also says
 * which messages it replayed or deleted (a bulk one does as many as it can in its time).
 */
export const deadLetterQueue = z.object({
  deadLetterCount: z.number().int(),
  deadLetters: z.array(deadLetter),
  replayedMessageIds: z.array(z.string()),
  deletedMessageIds: z.array(z.string()),
});

export type DeadLetterQueue = z.infer<typeof deadLetterQueue>;

const pageSizeTexts = constants.deadLetters.pageSizes.map(String) as [string, ...string[]];

/** doc1 §9: 10, 20, 50 or 100 (default 10). */
const batchSize = z
  .enum(pageSizeTexts, { message: `must be one of ${pageSizeTexts.join(', ')}` })
  .default(String(constants.deadLetters.defaultPageSize))
  .transform(Number);

export const deadLettersParams = deploymentParams;

export const deadLetterPageQuery = z.object({ batchSize });

/** doc1 §7: the ids joined by ';'; the answer's page has the size asked for (the one the operator sees). */
export const deadLetterIdsQuery = z.object({
  messageIds: z
    .string()
    .max(20_000)
    .refine((value) => splitMessageIds(value).length > 0, { message: 'must name at least one message' })
    .refine((value) => splitMessageIds(value).length <= maxMessageIdsPerCall, {
      message: `can name at most ${maxMessageIdsPerCall} messages`,
    })
    .refine((value) => splitMessageIds(value).every((id) => id.length <= 200), {
      message: 'must be message ids of at most 200 characters',
    }),
  batchSize,
});
