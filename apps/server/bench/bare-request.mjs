// The request bench's bare peer (issue 30, goal 0): Fastify answering the same bodies, with the same logger
// settings as the console — pino at info, asynchronous to stdout, one line per answered request carrying
// the same fields — so the difference measured is the console's own work per request.
import Fastify from 'fastify';
import pino from 'pino';

const log = pino({ level: 'info' }, pino.destination({ dest: 1, sync: false }));
const app = Fastify({ loggerInstance: log, disableRequestLogging: true });
app.addHook('onResponse', (request, reply, done) => {
  if (request.log.isLevelEnabled('info')) {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        operator: undefined,
      },
      'request completed',
    );
  }
  done();
});
const bodies = JSON.parse(process.env.BENCH_BODIES ?? '{}');
app.get('/api/customers/daysOfWeek', async () => bodies.daysOfWeek);
app.get('/api/health', async () => bodies.health);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
