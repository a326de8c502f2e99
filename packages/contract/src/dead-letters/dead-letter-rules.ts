/** Dead-letter rules the browser needs as well as the server (no zod here: browser.ts loads it). */

/** doc1 §7: the ids of the messages to replay or delete travel joined by ';'. */
export const messageIdSeparator = ';';

/** The most messages one replay or delete names (the largest page). */
export const maxMessageIdsPerCall = 100;

export const joinMessageIds = (ids: readonly string[]): string => ids.join(messageIdSeparator);

export const splitMessageIds = (joined: string): string[] =>
  joined
    .split(messageIdSeparator)
    .map((id) => id.trim())
    .filter((id) => id.length > 0);
