import { fieldLabel } from './field-labels';

/** A zod issue as the server's validator and the web's forms see it (code, path, message and its details). */
export type InputIssue = {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  expected?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  format?: string;
  values?: readonly unknown[];
  keys?: readonly string[];
};

const typeWords: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'yes or no',
  array: 'a list',
  object: 'a set of fields',
  date: 'a date',
  bigint: 'a whole number',
};

const formatWords: Record<string, string> = {
  uuid: 'an id',
  guid: 'an id',
  email: 'an email address',
  url: 'a web address',
  date: 'a date (YYYY-MM-DD)',
  datetime: 'a date and time',
  time: 'a time',
  ipv4: 'an IPv4 address',
  ipv6: 'an IPv6 address',
  cidrv4: 'an IPv4 range (CIDR)',
  cidrv6: 'an IPv6 range (CIDR)',
};

/** zod's own messages start like these; any other message was written for operators in the contract. */
const isZodDefault = (message: string) => /^(Invalid|Too (small|big)|Unrecognized|Expected|Required)\b/.test(message);

const bound = (value: number | bigint | undefined) => (value === undefined ? '' : String(value));

/** One sentence naming the field as operators know it and saying what is wrong with it. */
export const describeIssue = (issue: InputIssue): string => {
  const label = fieldLabel(issue.path);
  if (!isZodDefault(issue.message)) return `${label} ${issue.message.replace(/\.$/, '')}.`;
  switch (issue.code) {
    case 'invalid_type':
      if (/received undefined/.test(issue.message)) return `${label} is required.`;
      return `${label} must be ${typeWords[issue.expected ?? ''] ?? issue.expected ?? 'something else'}.`;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? `${label} is required.`
          : `${label} must be at least ${bound(issue.minimum)} characters.`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return Number(issue.minimum) <= 1
          ? `${label} needs at least one item.`
          : `${label} needs at least ${bound(issue.minimum)} items.`;
      return issue.inclusive === false
        ? `${label} must be more than ${bound(issue.minimum)}.`
        : `${label} must be at least ${bound(issue.minimum)}.`;
    case 'too_big':
      if (issue.origin === 'string') return `${label} must be at most ${bound(issue.maximum)} characters.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${label} can have at most ${bound(issue.maximum)} items.`;
      return issue.inclusive === false
        ? `${label} must be less than ${bound(issue.maximum)}.`
        : `${label} must be at most ${bound(issue.maximum)}.`;
    case 'invalid_format':
      return `${label} must be ${formatWords[issue.format ?? ''] ?? 'in the expected format'}.`;
    case 'invalid_value': {
      const values = (issue.values ?? []).map(String);
      return values.length > 0 && values.length <= 8
        ? `${label} must be one of ${values.join(', ')}.`
        : `${label} is not one of the choices.`;
    }
    case 'unrecognized_keys':
      return `${label} has fields this call does not take: ${(issue.keys ?? []).join(', ')}.`;
    case 'not_multiple_of':
      return `${label} is not an allowed step.`;
    default:
      return `${label} is not valid.`;
  }
};

/** Every problem of one request, one sentence each, in field order. */
export const describeIssues = (issues: readonly InputIssue[]): string => {
  const sentences = issues.map(describeIssue);
  return [...new Set(sentences)].join(' ');
};

// eslint-disable-next-line no-control-regex -- NUL is exactly what is looked for
const unstorable = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether text holds a character PostgreSQL cannot store: NUL, or half of a surrogate pair. */
export const hasUnstorableText = (text: string): boolean => unstorable.test(text);

/** The text with every unstorable character replaced by U+FFFD, for records that must always be written. */
export const toStorableText = (text: string): string =>
  // eslint-disable-next-line no-control-regex -- NUL is exactly what is replaced
  text.replace(/\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** The path of the first string inside `value` that cannot be stored, or null. */
export const findUnstorableText = (value: unknown, path: (string | number)[] = [], depth = 0): (string | number)[] | null => {
  if (typeof value === 'string') return hasUnstorableText(value) ? path : null;
  if (depth > 20 || !value || typeof value !== 'object') return null;
  for (const [key, item] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
    if (typeof key === 'string' && hasUnstorableText(key)) return [...path, key];
    const found = findUnstorableText(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
};

export const unstorableTextProblem = (path: readonly PropertyKey[]): string =>
  `${fieldLabel(path)} contains a character that cannot be stored (a NUL or a broken character); remove it and try again.`;
