import { envDescriptions, envSchema, requiredInProduction } from './config';

type Variable = keyof typeof envSchema.shape;

const defaultOf = (name: Variable): string => {
  const field = envSchema.shape[name] as { def: { type: string; defaultValue?: unknown } };
  if (field.def.type !== 'default') return '—';
  const value = field.def.defaultValue;
  return value === '' ? '(empty)' : `\`${String(value)}\``;
};

const cell = (text: string) => text.replaceAll('|', '\\|');

/** docs/configuration.md, from the configuration schema and its descriptions (`npm run docs:config`). */
export const configurationReference = () =>
  [
    '# Configuration reference',
    '',
    'Generated from `apps/server/src/config.ts` by `npm run docs:config`; do not edit by hand (a unit test compares).',
    'Every variable is read from the environment at start; a value that does not fit stops the start with the',
    "variable's name and why.",
    '',
    '| Variable | Default | Production | What it does |',
    '| --- | --- | --- | --- |',
    ...(Object.keys(envDescriptions) as Variable[]).map(
      (name) =>
        `| \`${name}\` | ${cell(defaultOf(name))} | ${requiredInProduction.includes(name) ? 'required' : ''} | ${cell(envDescriptions[name])} |`,
    ),
    '',
  ].join('\n');
