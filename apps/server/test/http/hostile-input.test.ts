import { randomBytes } from 'node:crypto';
import { decodeHeaderText, reasonHeader, subscriptionHeader } from '@console/contract';
import { and, asc, desc, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, customerReports, customers } from '../../src/db/schema';
import { seedSubscriptions } from '../../src/seed/seed';
import { createTestApp, testDatabases, type TestApp } from '../harness';
import { until } from '../support/eventually';

/** Issue 23: input a careless or hostile client sends must be refused with a 400, and audited, whatever its size or bytes. */

const [production] = seedSubscriptions as [(typeof seedSubscriptions)[0]];

const reasonOf = (response: { headers: Record<string, unknown> }) =>
  decodeHeaderText(String(response.headers[reasonHeader] ?? ''));

/** Text that does not compress: a long id made of it cannot slip into an index by being repetitive. */
const randomText = (length: number) =>
  randomBytes(Math.ceil(length / 2))
    .toString('hex')
    .slice(0, length);

/** A multipart form as a browser sends it, byte for byte (a NUL in a name stays a NUL). */
const multipartForm = (file: { field?: string; name: string; content: string }, fields: Record<string, string> = {}) => {
  const boundary = '----hostile-input-boundary';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  parts.push(
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\n` +
      `Content-Type: application/octet-stream\r\n\r\n${file.content}\r\n--${boundary}--\r\n`,
  );
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: Buffer.from(parts.join('')) };
};

const report = '<?xml version="1.0"?><Report xmlns="urn:r"><Body/></Report>';

describe.each(testDatabases)('hostile input on %s', (kind) => {
  let t: TestApp;
  let customer: typeof customers.$inferSelect;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [customer] = (await t.db
      .select()
      .from(customers)
      .where(and(eq(customers.subscriptionId, production.id), eq(customers.state, 'active')))
      .orderBy(asc(customers.alias))
      .limit(1)) as [typeof customers.$inferSelect];
  });
  afterAll(async () => t?.close());

  const headers = () => t.authHeaders('admin', { [subscriptionHeader]: production.id });

  /** The newest audit record of a path starting so, once the refused call's record is there. */
  const recordOf = (pathStart: string, statusCode: number) =>
    until(
      () =>
        t.db
          .select()
          .from(auditEvents)
          .where(like(auditEvents.path, `${pathStart}%`))
          .orderBy(desc(auditEvents.id))
          .limit(1),
      ([row]) => row?.statusCode === statusCode,
    ).then(([row]) => row!);

  describe('the audit cannot be skipped by input size', () => {
    it('records a refused call whose body holds a 1 MB customer id, with the id cut short', async () => {
      const longId = randomText(1_000_000);
      const url = `/api/customers/${customer.id}/createSupportUser`;
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: await headers(),
        payload: { customerId: longId, userName: 'support.person' },
      });
      expect(response.statusCode).toBe(400);
      expect(reasonOf(response)).toBe('Customer must be a customer id.');

      const recorded = await recordOf(url, 400);
      expect(recorded).toMatchObject({ outcome: 'failed', action: 'Creates a support user in a customer' });
      expect(recorded.targetIds).toContain(customer.id);
      const cut = recorded.targetIds.find((id) => id !== customer.id)!;
      expect(cut.length).toBeLessThanOrEqual(256);
      expect(longId.startsWith(cut.slice(0, -1))).toBe(true);
    });

    it('records a refused call without its input when the database refuses the input', async () => {
      // The database refuses any record naming this target, as it refused an oversized one before.
      const target = `refused-${randomText(8)}`;
      await t.db.execute(
        sql.raw(`create or replace function refuse_target() returns trigger language plpgsql as $$
          begin if '${target}' = any(new.target_ids) then raise exception 'target refused for the test'; end if; return new; end $$`),
      );
      await t.db.execute(
        sql.raw(`create trigger refuse_target before insert on audit_events for each row execute function refuse_target()`),
      );
      try {
        const response = await t.app.inject({ method: 'POST', url: `/api/customers/${target}/repair`, headers: await headers() });
        expect(response.statusCode).toBe(400);
        const recorded = await recordOf(`/api/customers/${target}/repair`, 400);
        expect(recorded).toMatchObject({ outcome: 'failed', targetIds: [], details: { input: 'not recorded' } });
      } finally {
        await t.db.execute(sql.raw(`drop trigger refuse_target on audit_events`));
      }
    });
  });

  describe('bad bytes are a 400 naming the field', () => {
    it('refuses a NUL in an uploaded file’s name, stores nothing, and audits the refusal', async () => {
      const url = `/api/customers/${customer.id}/customReportStore`;
      const form = multipartForm({ name: 'Regis\u0000trations.rdl', content: report });
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...(await headers()), ...form.headers },
        payload: form.payload,
      });
      expect(response.statusCode).toBe(400);
      expect(reasonOf(response)).toBe(
        'File name contains a character that cannot be stored (a NUL or a broken character); remove it and try again.',
      );
      expect(await t.db.select().from(customerReports).where(eq(customerReports.customerId, customer.id))).toEqual([]);
      expect(await recordOf(url, 400)).toMatchObject({ outcome: 'failed', targetIds: [customer.id] });
    });

    it('refuses a NUL in an upload’s form fields, naming the field', async () => {
      const upload = async (url: string, fields: Record<string, string>) => {
        const form = multipartForm({ name: 'site.pfx', content: 'not a certificate' }, fields);
        return t.app.inject({ method: 'POST', url, headers: { ...(await headers()), ...form.headers }, payload: form.payload });
      };
      const domain = await upload(`/api/certificates/urlRewriteSettingsCertificate/${customer.id}`, {
        domainName: 'www.exa\u0000mple.com',
      });
      expect(domain.statusCode).toBe(400);
      expect(reasonOf(domain)).toBe(
        'Domain name contains a character that cannot be stored (a NUL or a broken character); remove it and try again.',
      );
      const password = await upload(`/api/certificates/customDomainNameCertificate/${customer.id}`, { password: 'se\u0000cret' });
      expect(password.statusCode).toBe(400);
      expect(reasonOf(password)).toBe(
        'Password contains a character that cannot be stored (a NUL or a broken character); remove it and try again.',
      );
      const fieldName = await upload(`/api/certificates/customDomainNameCertificate/${customer.id}`, { 'pass\u0000word': 'x' });
      expect(fieldName.statusCode).toBe(400);
      expect(reasonOf(fieldName)).toMatch(/^The request contains a character that cannot be stored/);
    });

    it('refuses a NUL in the change reason’s header and in a path segment, and changes nothing', async () => {
      const removal = await t.app.inject({
        method: 'DELETE',
        url: `/api/customers/${customer.id}`,
        headers: { ...(await headers()), 'x-change-reason': 'contract%00ended' },
      });
      expect(removal.statusCode).toBe(400);
      expect(reasonOf(removal)).toBe(
        'Reason contains a character that cannot be stored (a NUL or a broken character); remove it and try again.',
      );
      const [after] = await t.db.select().from(customers).where(eq(customers.id, customer.id));
      expect(after!.state).toBe('active');

      const path = await t.app.inject({ method: 'POST', url: '/api/customers/a%00b/repair', headers: await headers() });
      expect(path.statusCode).toBe(400);
      expect(reasonOf(path)).toBe(
        'Id contains a character that cannot be stored (a NUL or a broken character); remove it and try again.',
      );
    });
  });
});
