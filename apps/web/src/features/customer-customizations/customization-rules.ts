import {
  customizationAliasMaxLength,
  customizationAliasPattern,
  customizationTitleMaxLength,
  messages,
  type Customization,
} from '@console/contract';

export type CustomizationProblems = { title: string | null; alias: string | null };

/**
 * What stops a customization being saved: a title is needed; the alias is lower-case letters, digits
 * and dashes; a new one may not take an alias the customer already has (saving it would overwrite).
 */
export const customizationProblems = (
  input: Customization,
  { existing, isNew }: { existing: readonly Customization[]; isNew: boolean },
): CustomizationProblems => {
  const title = input.title.trim();
  const alias = input.alias.trim();
  return {
    title: !title
      ? messages.customerPayments.customizationTitleRequired
      : title.length > customizationTitleMaxLength
        ? `Use at most ${customizationTitleMaxLength} characters`
        : null,
    alias:
      !customizationAliasPattern.test(alias) || alias.length > customizationAliasMaxLength
        ? messages.customerPayments.customizationAliasInvalid
        : isNew && existing.some((c) => c.alias === alias)
          ? messages.customerPayments.customizationAliasTaken
          : null,
  };
};

export const hasProblems = (problems: CustomizationProblems) => problems.title !== null || problems.alias !== null;
