import { performanceLevelLabel, type PerformanceLevel, type PlanCategory, type ValidationResult } from '@console/contract';

/** doc2 §3: a performance level is shown as edition-name, or its name alone when the two are equal. */
export const levelText = (level: Pick<PerformanceLevel, 'name' | 'edition'> | null): string =>
  level ? performanceLevelLabel(level) : 'None';

/** The picker's options, in the server's order (smallest first). */
export const levelOptions = (levels: readonly PerformanceLevel[]) => levels.map((l) => ({ value: l.id, label: levelText(l) }));

export const categoryLabels: Record<PlanCategory, string> = { Base: 'Base', PeakLoad: 'Peak load' };

/** The state of the as-you-type name check (doc2 §5: validated by the server, reasons joined and shown). */
export type NameCheck =
  { kind: 'empty' } | { kind: 'checking' } | { kind: 'valid' } | { kind: 'invalid'; message: string } | { kind: 'failed' };

/**
 * An answer counts only for what is typed now; empty is invalid without asking; the reasons are
 * joined into one message shown under the field.
 */
export const nameCheckOf = ({
  typed,
  checked,
  answer,
  isFetching,
  isError,
}: {
  typed: string;
  checked: string;
  answer: ValidationResult | undefined;
  isFetching: boolean;
  isError: boolean;
}): NameCheck => {
  if (typed.trim() === '') return { kind: 'empty' };
  if (checked !== typed || isFetching) return { kind: 'checking' };
  if (isError) return { kind: 'failed' };
  if (!answer) return { kind: 'checking' };
  return answer.isValid ? { kind: 'valid' } : { kind: 'invalid', message: answer.reasons.join(' ') };
};

export type PlanDraft = {
  name: string;
  weekday: string | null;
  weekendDay: string | null;
  boost: string | null;
  selectedCategory: PlanCategory | null;
};

export const emptyPlanDraft: PlanDraft = { name: '', weekday: null, weekendDay: null, boost: null, selectedCategory: null };

/** What still stops the add-plan form from saving, in the order of its fields (empty when it may save). */
export const missingFields = (draft: PlanDraft, check: NameCheck): string[] => [
  ...(check.kind === 'valid' ? [] : ['a valid name']),
  ...(draft.weekday ? [] : ['a weekday level']),
  ...(draft.weekendDay ? [] : ['a weekend-day level']),
  ...(draft.boost ? [] : ['a boost level']),
  ...(draft.selectedCategory ? [] : ['a category']),
];
