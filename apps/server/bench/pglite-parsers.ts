// `npm run bench:pglite`: what one drizzle query costs on PGlite as the console runs it (PGlite's parser
// map given once, decision 090) against drizzle on the same PGlite as shipped (drizzle hands its parsers
// with every query and PGlite copies its whole parser map for each). Same instance, same query,
// interleaved; prints medians of the per-query time and the gain.
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { openDatabase } from '../src/db/database';
import * as schema from '../src/db/schema';
import { seedIfEmpty } from '../src/seed/seed';
import { interleaved, median, printGoal } from './support';

const queries = Number(process.env.BENCH_QUERIES ?? 2000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);

const database = await openDatabase({ kind: 'pglite' });
await seedIfEmpty(database.db, { customers: 0 });
const asShipped = drizzle(database.pglite!, { schema });

/** Microseconds per query: the operator lookup every uncached authentication makes. */
const perQuery = (db: typeof asShipped) => async (): Promise<number> => {
  const started = performance.now();
  for (let i = 0; i < queries; i++) {
    await db.select().from(schema.operators).where(eq(schema.operators.subject, 'admin'));
  }
  return ((performance.now() - started) * 1000) / queries;
};

await perQuery(asShipped)(); // warm-up of both paths' plans and code
await perQuery(database.rootDb as unknown as typeof asShipped)();
const runs = await interleaved(rounds, {
  console: perQuery(database.rootDb as unknown as typeof asShipped),
  shipped: perQuery(asShipped),
});
const consoleUs = median(runs.console);
const shippedUs = median(runs.shipped);
printGoal({
  goal: 'PGlite query with parsers given once (pglite) faster than as shipped by ≥ 1.2 ×',
  measured: `${consoleUs.toFixed(0)} µs per query`,
  peer: `${shippedUs.toFixed(0)} µs as shipped`,
  ratio: `${(shippedUs / consoleUs).toFixed(2)} × faster`,
  isMet: shippedUs / consoleUs >= 1.2,
});
await database.close();
