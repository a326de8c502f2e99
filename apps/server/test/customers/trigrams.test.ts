import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { similarityTo } from '../../src/features/customers/trigrams';

/** The in-memory similarity must give pg_trgm's own numbers, repeats and punctuation included. */
describe('similarityTo', () => {
  let pglite: PGlite;
  beforeAll(async () => {
    pglite = await PGlite.create({ extensions: { pg_trgm } });
    await pglite.exec('create extension pg_trgm');
  });
  afterAll(async () => {
    await pglite?.close();
  });

  it('equals pg_trgm similarity for aliases with repeated trigrams, digits and other characters', async () => {
    const query = 'confrenece';
    const texts = ['conference', 'conferences', 'aaaa', 'abababab', 'con', 'c0nf3r', 'acme-events', 'a&b co', 'conconcon', ''];
    const score = similarityTo(query);
    for (const text of texts) {
      const { rows } = await pglite.query<{ s: number }>('select similarity($1, $2)::float8 as s', [text, query]);
      expect(score(text), text).toBeCloseTo(rows[0]!.s, 6);
    }
  });
});
