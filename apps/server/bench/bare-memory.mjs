// The memory bench's bare peer: Node and Fastify with the same database driver as the console, opening
// the same data (PGlite: a copy of the console's seeded folder; PostgreSQL: the same database through
// pg) and serving one route that reads a page of customers — what any server on this stack holds at rest.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import Fastify from 'fastify';
import pg from 'pg';

const pageQuery = 'select id, name, alias from customers order by id limit 100';
const database = process.env.DATABASE_URL
  ? new pg.Pool({ connectionString: process.env.DATABASE_URL })
  : await PGlite.create(process.env.DATA_DIR, { extensions: { pg_trgm } });
const app = Fastify();
app.get('/api/ready', async () => {
  const { rows } = await database.query(pageQuery);
  return { status: 'ok', customers: rows.length };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
const stop = async () => {
  await app.close();
  await (database instanceof PGlite ? database.close() : database.end());
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
