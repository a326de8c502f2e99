/** What an operator typed, as a LIKE pattern's fragment: LIKE's own characters (%, _ and \) match themselves. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
