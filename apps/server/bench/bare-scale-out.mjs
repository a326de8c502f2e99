// The scale-out bench's bare peer (issue 30, goal 5): Socket.IO as it comes with the same PostgreSQL
// adapter as the console (@socket.io/postgres-adapter on a pool of 3), serving the same path and
// namespace. Two of these run side by side on one database; `POST /emit {name}` on one emits the
// console's payload (BENCH_PAYLOAD, a customer's details) under that name to every socket of the
// namespace, on every process. Nothing is checked or stored: what it costs is the adapter's own.
import { createServer } from 'node:http';
import { createAdapter } from '@socket.io/postgres-adapter';
import pg from 'pg';
import { Server } from 'socket.io';

const payload = JSON.parse(process.env.BENCH_PAYLOAD ?? '{}');
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 3 });
const http = createServer();
const io = new Server(http, { path: process.env.BENCH_LIVE_PATH, serveClient: false, perMessageDeflate: false });
io.adapter(createAdapter(pool));
const namespace = io.of(process.env.BENCH_NAMESPACE);

http.on('request', (request, response) => {
  if (request.url === '/api/health') return void response.end('{"status":"ok"}');
  if (request.method !== 'POST' || request.url !== '/emit') return;
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    const { name } = JSON.parse(body);
    namespace.emit('customerChanged', { ...payload, name });
    response.end('{}');
  });
});
await new Promise((resolve) => http.listen(Number(process.env.PORT), '127.0.0.1', resolve));
process.once('SIGTERM', () => io.close(() => void pool.end().then(() => process.exit(0))));
