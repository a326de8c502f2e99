/**
 * A customization's alias (doc1 §3 Customer.customizations: title, alias): lower-case letters, digits
 * and dashes, a dash only between them. Plain values, so the browser checks the same rule without zod.
 */
export const customizationAliasPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const customizationAliasMaxLength = 50;
export const customizationTitleMaxLength = 100;
/** How many customizations one customer can have. */
export const maxCustomizations = 100;
export const customizationAliasRule = 'must be lower-case letters, digits and dashes (a dash only between them)';
