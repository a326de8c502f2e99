/**
 * pg_trgm's similarity for ASCII text, so that "did you mean" can be answered from the in-memory
 * copy with the database's own numbers: words are runs of letters and digits, lower-cased, padded
 * with two spaces before and one after; similarity is shared / (all distinct trigrams of both),
 * in single precision (float4) as pg_trgm computes it. Text with other characters depends on the
 * database's locale and is left to SQL (`isAscii`).
 */

export const isAscii = (text: string) => [...text].every((c) => c.charCodeAt(0) < 128);

/** The distinct trigrams of a text, as pg_trgm's show_trgm gives them (unordered). */
export const trigramsOf = (text: string): string[] => {
  const found = new Set<string>();
  for (const word of text.toLowerCase().split(/[^a-z0-9]+/)) {
    if (!word) continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) found.add(padded.slice(i, i + 3));
  }
  return [...found];
};

/** pg_trgm's similarity from the number of shared trigrams and the sizes of both sets. */
export const similarityOf = (shared: number, sizeA: number, sizeB: number) =>
  sizeA === 0 || sizeB === 0 ? 0 : Math.fround(shared / (sizeA + sizeB - shared));

export const similarity = (a: string[], b: string[]) => {
  const inB = new Set(b);
  let shared = 0;
  for (const trigram of a) if (inB.has(trigram)) shared++;
  return similarityOf(shared, a.length, b.length);
};

/**
 * pg_trgm's similarity of many texts to one query, for scanning: the query's trigrams are gathered once,
 * and a text that is one run of [a-z0-9] (as most aliases are) is compared without building its trigram
 * list (its distinct trigrams are few, so a short array finds repeats).
 */
export const similarityTo = (query: string) => {
  const queryTrigrams = trigramsOf(query);
  const inQuery = new Set(queryTrigrams);
  const seen: string[] = [];
  return (text: string) => {
    if (!/^[a-z0-9]+$/.test(text)) {
      const trigrams = trigramsOf(text);
      return similarityOf(trigrams.filter((t) => inQuery.has(t)).length, trigrams.length, queryTrigrams.length);
    }
    const padded = `  ${text} `;
    seen.length = 0;
    let shared = 0;
    for (let i = 0; i + 3 <= padded.length; i++) {
      const trigram = padded.slice(i, i + 3);
      if (seen.includes(trigram)) continue;
      seen.push(trigram);
      if (inQuery.has(trigram)) shared++;
    }
    return similarityOf(shared, seen.length, queryTrigrams.length);
  };
};

/** pg_trgm.similarity_threshold's default, compared in single precision as the `%` operator does. */
export const similarityThreshold = Math.fround(0.3);

/** Words (customer_search_terms) with an inverted trigram index, to rank them against a word. */
export type TermIndex = { terms: string[]; sizes: Int32Array; postings: Map<string, number[]> };

export const buildTermIndex = (terms: string[]): TermIndex => {
  const sizes = new Int32Array(terms.length);
  const postings = new Map<string, number[]>();
  terms.forEach((term, i) => {
    const trigrams = trigramsOf(term);
    sizes[i] = trigrams.length;
    for (const trigram of trigrams) {
      const list = postings.get(trigram);
      if (list) list.push(i);
      else postings.set(trigram, [i]);
    }
  });
  return { terms, sizes, postings };
};

/** `term % word order by similarity(term, word) desc, term limit take`, as in SQL. */
export const closestTerms = (index: TermIndex, word: string, take: number): string[] => {
  const trigrams = trigramsOf(word);
  const shared = new Map<number, number>();
  for (const trigram of trigrams) for (const i of index.postings.get(trigram) ?? []) shared.set(i, (shared.get(i) ?? 0) + 1);
  const scored: { term: string; score: number }[] = [];
  for (const [i, count] of shared) {
    const score = similarityOf(count, index.sizes[i]!, trigrams.length);
    if (score >= similarityThreshold) scored.push({ term: index.terms[i]!, score });
  }
  scored.sort((a, b) => b.score - a.score || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
  return scored.slice(0, take).map((s) => s.term);
};
