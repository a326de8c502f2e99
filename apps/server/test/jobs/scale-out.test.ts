import { hubs, livePath, type Job, type JobPush, type JobStep, type LiveEntityChange } from '@console/contract';
import { io } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { seedSubscriptions } from '../../src/seed/seed';
import { startConsoleProcess, type ConsoleProcess } from '../support/console-process';
import { freshDatabase, whenConnected } from '../harness';

const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Two console processes on one PostgreSQL behave as one console (docs/architecture.md "What runs", scale-out). */
describe.runIf(hasPostgres)('two server processes on one PostgreSQL', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('a job started through one is worked by the other, and its pushes reach clients of the first', async () => {
    const fresh = await freshDatabase('postgres');
    cleanups.push(fresh.drop);
    const env = { DATABASE_URL: fresh.database.url!, PLATFORM_SPEED: '20' };
    // The front process serves the console but works no jobs; the back process only works them.
    const front: ConsoleProcess = await startConsoleProcess({ ...env, JOBS_WORKER: 'false' });
    cleanups.push(front.stop);
    const back: ConsoleProcess = await startConsoleProcess(env);
    cleanups.push(back.stop);

    const subscription = seedSubscriptions[1]!;
    const token = await front.ask<string>({ type: 'token', subject: 'admin' });
    const socket = io(`${front.baseUrl}${hubs.jobs.namespace}`, {
      path: livePath,
      query: { id_token: token, subscription_id: subscription.id },
      transports: ['websocket'],
      reconnection: false,
    });
    cleanups.push(async () => void socket.disconnect());
    await whenConnected(socket);
    const seen: string[] = [];
    const completed = new Promise<JobPush>((resolve) => {
      socket.on('jobChanged', ({ change, entity }: LiveEntityChange<JobPush>) => {
        seen.push(
          `job ${change}${change === 'changed' ? ` with ${entity.steps?.map((s) => `${s.position} ${s.state}`).join(', ')}` : ''}`,
        );
        if (entity.isCompleted) resolve(entity);
      });
    });
    socket.on('jobStepChanged', ({ entity }: LiveEntityChange<JobStep>) => seen.push(`${entity.position} ${entity.state}`));

    const response = await fetch(`${front.baseUrl}/api/operations/selftest`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'x-subscription-id': subscription.id },
    });
    expect(response.status).toBe(202);
    const started = (await response.json()) as Job;

    const job = await completed;
    expect(job).toMatchObject({ correlationId: started.correlationId, isCompleted: true, isFaulted: false });
    // Only the back process works jobs, so every step push came to this client through PostgreSQL.
    expect(seen).toEqual([
      'job added',
      ...started.steps.flatMap((s, index) =>
        index + 1 < started.steps.length ? [`${s.position} running`, `${s.position} succeeded`] : [`${s.position} running`],
      ),
      `job changed with ${started.steps.at(-1)!.position} succeeded`,
    ]);
    const listed = (await (
      await fetch(`${back.baseUrl}/api/jobs`, {
        headers: { authorization: `Bearer ${token}`, 'x-subscription-id': subscription.id },
      })
    ).json()) as { jobs: Job[] };
    expect(listed.jobs.find((j) => j.correlationId === started.correlationId)?.isCompleted).toBe(true);
  });
});
