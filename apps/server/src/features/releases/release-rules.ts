import { constants } from '@console/contract';
import semver from 'semver';

/** Words a channel name may use: letters, digits, spaces, dots, dashes and underscores, starting with a letter. */
const channelNamePattern = /^[A-Za-z][A-Za-z0-9 ._-]*$/;

/**
 * Why a candidate release version cannot be created (doc2 §5: the server's semantic version check; empty
 * is invalid). Parsing and comparing are the semver library's; the console adds only "not yet released".
 */
export const releaseVersionReasons = (candidate: string, existingVersions: readonly string[]): string[] => {
  const version = candidate.trim();
  if (!version) return ['Release version is required.'];
  const parsed = semver.valid(version);
  if (!parsed) return [`Release version “${version}” is not a semantic version (major.minor.patch, e.g. 2026.6.0).`];
  if (existingVersions.some((existing) => semver.valid(existing) !== null && semver.eq(existing, parsed)))
    return [`Release ${parsed} already exists.`];
  return [];
};

/** Why a candidate channel name cannot be used (doc2 §5: the server's name check). */
export const releaseChannelNameReasons = (candidate: string, existingNames: readonly string[]): string[] => {
  const name = candidate.trim();
  if (!name) return ['Release channel name is required.'];
  const reasons: string[] = [];
  if (name.length > 50) reasons.push('Release channel name must be at most 50 characters.');
  if (!channelNamePattern.test(name))
    reasons.push(
      'Release channel name must start with a letter and use only letters, digits, spaces, dots, dashes and underscores.',
    );
  if (existingNames.some((existing) => existing.toLowerCase() === name.toLowerCase()))
    reasons.push(`A release channel named ${name} already exists.`);
  return reasons;
};

/** The channels beta cleanup empties (doc2 §4: Beta and Preview). */
export const isBetaOrPreview = (channelName: string) => /^(beta|preview)$/i.test(channelName.trim());

/**
 * doc2 §9 ad hoc stability index: 10000 (the constant) is a channel whose customers had no error; each
 * customer with an error in the window takes its share off (the seeded channels read 9800, 9200, 8100).
 */
export const stabilityIndexOf = ({ customers, customersWithErrors }: { customers: number; customersWithErrors: number }) =>
  customers === 0
    ? constants.adHocStabilityIndex
    : Math.round((constants.adHocStabilityIndex * (customers - customersWithErrors)) / customers);

/** How far back the ad hoc stability index looks for errors. */
export const stabilityWindowMs = 7 * 24 * 60 * 60 * 1000;

/** Orders versions by semver; what is not a semantic version (e.g. 'unreleased') sorts lowest, by text. */
export const compareVersions = (a: string, b: string) => {
  const [va, vb] = [semver.valid(a), semver.valid(b)];
  if (va && vb) return semver.compare(va, vb);
  if (va) return 1;
  if (vb) return -1;
  return a.localeCompare(b);
};
