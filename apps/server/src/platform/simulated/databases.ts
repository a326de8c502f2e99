import { createHash, randomBytes } from 'node:crypto';
import type { DeploymentTarget, DiscoveredDatabase, PlatformDatabases, RegistrationRow } from '../types';

/** A stable number from a deployment id, so a deployment's simulated database is the same every time. */
const seedOf = (deploymentId: string) => createHash('sha256').update(deploymentId).digest().readUInt32BE(0);

/** Performance level ranges and sizes the simulated fleet's databases are given, smallest first. */
const presets = [
  { min: 'Basic', max: 'S0', size: 2 },
  { min: 'S0', max: 'S2', size: 250 },
  { min: 'S1', max: 'S3', size: 250 },
  { min: 'S2', max: 'S4', size: 500 },
  { min: 'S3', max: 'P1', size: 500 },
  { min: 'P1', max: 'P2', size: 1024 },
] as const;

const compatibility = [130, 140, 150, 150, 160] as const;

/** A password as the platform generates one: 24 characters of letters, digits and a few symbols. */
const newPassword = () => {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789!#%*+-=?';
  return [...randomBytes(24)].map((b) => alphabet[b % alphabet.length]).join('');
};

const serverNameOf = (target: DeploymentTarget) =>
  target.kind === 'onsite' ? 'sql-onsite-01' : `sql-${target.azureLocation ?? 'default'}-01`;

const eventWords = ['Conference', 'Summit', 'Expo', 'Congress', 'Forum', 'Symposium', 'Awards Night', 'Retreat'];
const registrationTypes = ['Delegate', 'Speaker', 'Exhibitor', 'Sponsor', 'Staff', 'Student'];
const statuses = ['Confirmed', 'Confirmed', 'Confirmed', 'Pending', 'Cancelled', 'Waitlisted'];

/**
 * The simulated databases: each deployment's is derived from its id (server by location, a range of
 * performance levels, a size and compatibility level), with new passwords the console then keeps
 * encrypted; its registrations are generated from the same seed, the same on every read.
 */
export const createSimulatedDatabases = (): PlatformDatabases => ({
  discover: async (target): Promise<DiscoveredDatabase> => {
    const seed = seedOf(target.deploymentId);
    const preset = presets[seed % presets.length]!;
    return {
      serverName: serverNameOf(target),
      databaseName: `ea-${target.alias}-${target.deploymentId.slice(0, 8)}`,
      minPerformanceLevelId: preset.min,
      maxPerformanceLevelId: preset.max,
      maxSizeInGb: preset.size,
      compatibilityLevel: compatibility[(seed >>> 8) % compatibility.length]!,
      password: newPassword(),
      readOnlyPassword: newPassword(),
    };
  },
  registrations: async function* (target): AsyncIterable<RegistrationRow> {
    // faker loads with the first report, not with the server (start time, issue 10).
    const { Faker, en } = await import('@faker-js/faker');
    const faker = new Faker({ locale: [en] });
    const seed = seedOf(target.deploymentId);
    faker.seed(seed);
    const total = 50 + (seed % 450);
    const events = Array.from(
      { length: 1 + (seed % 4) },
      () => `${faker.company.buzzNoun()} ${faker.helpers.arrayElement(eventWords)}`,
    );
    const start = Date.UTC(2025, 0, 1);
    // Names and addresses from faker's word lists: its own lastName and email templates and transliterate
    // every value, which made this report the slowest read of the contract (issue 30, goal 1).
    const lastNames = faker.definitions.person.last_name.generic ?? ['Smith'];
    const emailDomains = faker.definitions.internet.free_email;
    for (let i = 0; i < total; i++) {
      const firstName = faker.person.firstName();
      const lastName = faker.helpers.arrayElement(lastNames);
      const status = faker.helpers.arrayElement(statuses);
      yield {
        registrationId: `R${String(100000 + i)}`,
        eventName: faker.helpers.arrayElement(events),
        firstName,
        lastName,
        email: `${firstName}.${lastName}${faker.number.int(99)}@${faker.helpers.arrayElement(emailDomains)}`
          .toLowerCase()
          .replace(/[^a-z0-9.@-]/g, ''),
        registrationType: faker.helpers.arrayElement(registrationTypes),
        status,
        registeredAtUtc: new Date(start + i * 3_600_000 + faker.number.int({ min: 0, max: 3_599_999 })).toISOString(),
        amountPaid: status === 'Cancelled' ? '0.00' : faker.finance.amount({ min: 0, max: 1500, dec: 2 }),
      };
    }
  },
});
