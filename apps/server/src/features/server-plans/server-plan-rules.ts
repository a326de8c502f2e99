import { performanceLevelRank, performanceLevels, type PerformanceLevel } from '@console/contract';

/** A plan name's length (doc2 §5 leaves the rule to the server; ours). */
export const planNameMaxLength = 50;
export const planNameMinLength = 3;

const planNamePattern = /^[A-Za-z][A-Za-z0-9 ._()+-]*$/;

/** Why a new server plan may not take this name (doc2 §5: validated by the server, reasons joined and shown). */
export const serverPlanNameReasons = (candidate: string, existingNames: readonly string[]): string[] => {
  const name = candidate.trim();
  if (!name) return ['Plan name is required.'];
  const reasons: string[] = [];
  if (name.length < planNameMinLength) reasons.push(`Plan name must be at least ${planNameMinLength} characters.`);
  if (name.length > planNameMaxLength) reasons.push(`Plan name must be at most ${planNameMaxLength} characters.`);
  if (!planNamePattern.test(name))
    reasons.push('Plan name must start with a letter and use only letters, digits, spaces and . _ ( ) + -');
  if (existingNames.some((existing) => existing.toLowerCase() === name.toLowerCase()))
    reasons.push(`A server plan named ${name} already exists.`);
  return reasons;
};

/** A level by id or name (they are the same for every level today; both are accepted). */
export const findPerformanceLevel = (idOrName: string): PerformanceLevel | undefined =>
  performanceLevels.find((l) => l.id === idOrName || l.name === idOrName);

/** A stored level id as the API gives it; an id no longer known is shown as itself. */
export const levelOf = (id: string): PerformanceLevel => findPerformanceLevel(id) ?? { id, name: id, edition: id };

/** The boost is what a plan scales up to, so it may not be below the weekday level. */
export const isBoostBelowWeekday = (weekdayId: string, boostId: string) =>
  performanceLevelRank(boostId) < performanceLevelRank(weekdayId);
