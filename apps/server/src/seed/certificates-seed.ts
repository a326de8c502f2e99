import { randomBytes } from 'node:crypto';
import { asc, count } from 'drizzle-orm';
import type { Db } from '../db/database';
import { deploymentControllers, hostingCertificates, ossecKeys } from '../db/schema';
import { generateClientCertificate } from '../lib/client-certificate';
import { readPkcs12 } from '../lib/pkcs12';
import { encryptSecret } from '../lib/secrets';

const day = 24 * 3600 * 1000;

/**
 * The Certificates and Intrusion-detection keys screens' first content: the three known hosting
 * certificates (the code-signing one expiring within the month, as a real fleet's sometimes is) and a
 * pool of OSSEC keys, most assigned to the seeded machines' agents.
 */
export const seedCertificatesAndKeysIfEmpty = async (db: Db, { secretsKey }: { secretsKey: string }) => {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(hostingCertificates);
  if (total === 0) {
    const now = Date.now();
    const made = [
      { id: 'wildcard-ssl', subject: '*.eventsair.example', issuedAt: now - 30 * day },
      // Issued two years before it runs out in 20 days (the generator gives two years).
      { id: 'code-signing', subject: 'EventsAIR code signing', issuedAt: now - 2 * 365 * day + 20 * day },
      { id: 'cloud-service-rdp', subject: 'EventsAIR cloud service RDP', issuedAt: now - 200 * day },
    ];
    const rows = made.map(({ id, subject, issuedAt }) => {
      const password = randomBytes(12).toString('base64url');
      const { pfx } = generateClientCertificate({ subject, password, now: new Date(issuedAt) });
      const cert = readPkcs12({ content: pfx, password, maxBytes: pfx.length });
      return {
        id,
        thumbprint: cert.thumbprint,
        subject: cert.subject,
        issuer: cert.issuer,
        notBefore: cert.notBefore,
        notAfter: cert.notAfter,
        pfxEncrypted: encryptSecret(pfx, secretsKey),
        passwordEncrypted: encryptSecret(Buffer.from(password, 'utf8'), secretsKey),
        uploadedByName: 'Seed',
        uploadedAt: new Date(issuedAt),
      };
    });
    await db.insert(hostingCertificates).values(rows).onConflictDoNothing();
  }
  const [{ keys } = { keys: 0 }] = await db.select({ keys: count() }).from(ossecKeys);
  if (keys === 0) {
    const machines = await db
      .select({ name: deploymentControllers.name })
      .from(deploymentControllers)
      .orderBy(asc(deploymentControllers.name))
      .limit(8);
    const assignedAt = new Date(Date.now() - 10 * day);
    await db
      .insert(ossecKeys)
      .values(
        Array.from({ length: 12 }, (_, i) => {
          const machine = machines[i]?.name ?? null;
          return {
            agentId: String(i + 1).padStart(3, '0'),
            agentName: machine ?? `spare-agent-${String(i + 1).padStart(2, '0')}`,
            ipAddress: 'any',
            keyEncrypted: encryptSecret(Buffer.from(randomBytes(32).toString('hex'), 'utf8'), secretsKey),
            assignedTo: machine,
            assignedAt: machine ? assignedAt : null,
          };
        }),
      )
      .onConflictDoNothing();
  }
};
