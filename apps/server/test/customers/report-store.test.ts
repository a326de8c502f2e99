import { constants, reasonHeader, subscriptionHeader } from '@console/contract';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../harness';
import { operatorClient, production, seedFleet } from '../support/customers';

const multipart = (fileName: string | null, content: Buffer | string) => {
  const boundary = '----console-test-boundary';
  const head = fileName
    ? `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`
    : `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\n`;
  return {
    payload: Buffer.concat([
      Buffer.from(head),
      Buffer.isBuffer(content) ? content : Buffer.from(content),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

const rdl =
  '<?xml version="1.0"?><Report xmlns="http://schemas.microsoft.com/sqlserver/reporting/2016/01/reportdefinition"></Report>';

describe.each(testDatabases)('custom report store on %s', (kind) => {
  let t: TestApp;
  let ids: Map<string, string>;
  let client: ReturnType<typeof operatorClient>;
  const get: ReturnType<typeof operatorClient>['get'] = (...args) => client.get(...args);
  const post: ReturnType<typeof operatorClient>['post'] = (...args) => client.post(...args);

  beforeAll(async () => {
    t = await createTestApp(kind, { customers: 0 });
    client = operatorClient(t);
    ({ ids } = await seedFleet(t));
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('custom report store', () => {
    const upload = async (id: string, fileName: string | null, content: Buffer | string) => {
      const body = multipart(fileName, content);
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/customers/${id}/customReportStore`,
        headers: { ...(await t.authHeaders('admin', { [subscriptionHeader]: production })), ...body.headers },
        payload: body.payload,
      });
      return { status: response.statusCode, body: response.json(), reason: response.headers[reasonHeader] };
    };

    it('lists, uploads and removes reports', async () => {
      const id = ids.get('acmeconferences')!;
      expect((await get(`/api/customers/${id}/customReportStore`)).body).toEqual([]);
      const stored = await upload(id, 'Registrations.rdl', rdl);
      expect(stored.status).toBe(201);
      expect(stored.body).toMatchObject({
        title: 'Registrations',
        fileName: 'Registrations.rdl',
        sizeBytes: rdl.length,
        uploadedBy: 'Ada Admin',
      });
      const zip = await upload(id, 'Bundle.zip', Buffer.from(zipSync({ 'Bundle/Attendees.rdl': new TextEncoder().encode(rdl) })));
      expect(zip.status).toBe(201);
      const list = await get<{ id: string; title: string }[]>(`/api/customers/${id}/customReportStore/`);
      expect(list.body.map((r) => r.title).sort()).toEqual(['Bundle', 'Registrations']);
      const removed = await post(`/api/customers/${id}/customReportStore/${stored.body.id}`, undefined, 'DELETE');
      expect(removed.status).toBe(204);
      expect((await get<unknown[]>(`/api/customers/${id}/customReportStore`)).body).toHaveLength(1);
      expect((await post(`/api/customers/${id}/customReportStore/${stored.body.id}`, undefined, 'DELETE')).status).toBe(404);
    });

    it('checks the file before storing it', async () => {
      const id = ids.get('acmeevents')!;
      const none = await upload(id, null, 'just a field');
      expect(none.status).toBe(400);
      expect(none.body.errorMessage).toBe('Please select a file to upload');
      expect((await upload(id, 'virus.exe', 'MZ')).status).toBe(415);
      expect((await upload(id, 'fake.zip', rdl)).status).toBe(415);
      expect((await upload(id, 'binary.rdl', Buffer.from([0xff, 0xfe, 0x00, 0x01]))).status).toBe(415);
      expect((await upload(id, 'empty.rdl', '')).status).toBe(400);
      const big = await upload(id, 'huge.xml', Buffer.alloc(constants.customReport.maxBytes + 10, 0x3c));
      expect(big.status).toBe(413);
      expect((await get<unknown[]>(`/api/customers/${id}/customReportStore`)).body).toEqual([]);
    });
  });
});
