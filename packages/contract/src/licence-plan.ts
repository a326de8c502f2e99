import { constants } from './constants';
import { fieldLabel } from './field-labels';

/** A calendar date written as the licence edit payload carries it: `YYYY-MM-DD`. */
export type CalendarDate = string;

const calendarDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The date as a UTC midnight, or null when it is not a real calendar date (2026-02-30 is not). */
const toUtcDate = (value: CalendarDate): Date | null => {
  const match = calendarDatePattern.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
};

/** Whether the peak length is one the operator may choose (doc1 §9: 3, 5, 7, 10 or 14 days). */
export const isPeakDayChoice = (peakDays: number): boolean => (constants.peakDayChoices as readonly number[]).includes(peakDays);

/**
 * The peak end date: the start date plus peakDays (doc1 §4). Calendar arithmetic in UTC, so a
 * daylight-saving change between the two dates never moves the answer by a day. Null while the
 * start date is not a real date.
 */
export const peakEndDate = (peakStartDate: CalendarDate, peakDays: number): CalendarDate | null => {
  const start = toUtcDate(peakStartDate);
  if (!start || !Number.isInteger(peakDays)) return null;
  start.setUTCDate(start.getUTCDate() + peakDays);
  return start.toISOString().slice(0, 10);
};

/** Total peak boost hours: peakDays times the chosen plan's blockHours (doc1 §4). */
export const totalPeakBoostHours = (peakDays: number, plan: { blockHours: number }): number => peakDays * plan.blockHours;

/** The licence offerings an operator may choose: every one but 'Unspecified' (doc1 §9). */
export const choosableLicenceOfferings = <T extends { id: string; friendlyName: string }>(offerings: readonly T[]): T[] =>
  offerings.filter(
    (offering) => offering.friendlyName !== constants.hiddenLicenseOffering && offering.id !== constants.hiddenLicenseOffering,
  );

/** The base plan's first day of the week, Monday unless one was chosen (doc1 §9). */
export const firstDayOfWeekOrDefault = (firstDayOfWeek: string | null | undefined): string =>
  firstDayOfWeek && (constants.daysOfWeek as readonly string[]).includes(firstDayOfWeek)
    ? firstDayOfWeek
    : constants.defaultFirstDayOfWeek;

/** A licence's rates and costs: amounts the server takes from 0 to 1,000,000 (its schema uses these bounds). */
export const licenceAmountBounds = { min: 0, max: 1_000_000 } as const;

/**
 * Why a typed rate or cost cannot be saved, in the words the server would use, or null when it can.
 * The form refuses a negative amount instead of quietly making it 0 (issue 25).
 */
export const licenceAmountProblem = (field: string, value: number): string | null => {
  const label = fieldLabel([field]);
  if (!Number.isFinite(value)) return `${label} must be a number.`;
  if (value < licenceAmountBounds.min) return `${label} must be at least ${licenceAmountBounds.min}.`;
  if (value > licenceAmountBounds.max) return `${label} must be at most ${licenceAmountBounds.max}.`;
  return null;
};
