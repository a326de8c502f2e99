// The start benchmark's bare peer: Node, Fastify and PGlite opening the same data folder and answering
// /api/health with a query — what any server on this stack pays before doing anything of its own.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import Fastify from 'fastify';

const client = await PGlite.create(process.env.DATA_DIR, { extensions: { pg_trgm } });
const app = Fastify();
app.get('/api/health', async () => {
  await client.query('select 1');
  return { status: 'ok' };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
const stop = async () => {
  await app.close();
  await client.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
