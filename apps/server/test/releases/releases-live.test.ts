import { subscriptionHeader, type Release, type ReleaseChannel } from '@console/contract';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSubscriptions } from '../../src/seed/seed';
import { createTestApp, testDatabases, whenConnected, type TestApp } from '../harness';
import { eventually } from '../support/eventually';

const production = seedSubscriptions[0]!.id;

/** Every releases-hub push a socket receives, in the order received. */
const record = (socket: Socket) => {
  const received: { event: string; payload: Record<string, unknown> }[] = [];
  socket.onAny((event: string, payload: Record<string, unknown>) => received.push({ event, payload }));
  return received;
};

describe.each(testDatabases)('releasesHub pushes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.listen();
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = async (url: string, payload: object, operator = 'admin') => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: await t.authHeaders(operator, { [subscriptionHeader]: production }),
      payload,
    });
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  };

  it('tells a second operator of a created channel, a created release and its promotion, in that order', async () => {
    const watcher = await whenConnected(
      await t.connectHub('releases', { id_token: await t.tokenFor('support'), subscription_id: production }),
    );
    const received = record(watcher);
    const channel = await post('/api/releasechannels', { name: 'Live channel' });
    expect(channel.status).toBe(201);
    const release = await post('/api/releases', { version: '2091.1.0' });
    expect(release.status).toBe(201);
    const { id: channelId } = channel.body as ReleaseChannel;
    const { id: releaseId } = release.body as Release;
    const promoted = await post(`/api/releases/${releaseId}/promote/${channelId}`, {});
    expect(promoted.status).toBe(202);

    await eventually(() =>
      expect(received.filter((r) => r.event !== 'releaseChannelsChanged').slice(0, 3)).toEqual([
        { event: 'releaseChannelCreated', payload: expect.objectContaining({ id: channelId, name: 'Live channel' }) },
        { event: 'releaseCreated', payload: { id: releaseId, version: '2091.1.0' } },
        { event: 'releasePromoted', payload: { releaseId, channelId } },
      ]),
    );
    watcher.disconnect();
  });
});
