import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { boundaries } from './boundaries.js';
import { featureCircles } from './feature-circles.js';

// Decision 008: `npm run lint` fails on a cross-feature deep import and on a circle. These tests keep that true: if a
// plugin update, a renamed folder or a config edit made a rule quietly stop firing, they fail.

const repoRoot = path.resolve(import.meta.dirname, '..');
const fixtureRoot = path.join(import.meta.dirname, 'fixtures');

/** The rule ids reported for each fixture file, linted with the same boundaries the repository's config uses. */
const lintFixtures = async () => {
  const eslint = new ESLint({
    cwd: fixtureRoot,
    overrideConfigFile: true,
    overrideConfig: [{ ...tseslint.configs.base, files: ['**/*.ts'] }, ...boundaries(fixtureRoot)],
  });
  const results = await eslint.lintFiles(['apps']);
  return Object.fromEntries(
    results.map((r) => [path.relative(fixtureRoot, r.filePath).split(path.sep).join('/'), r.messages.map((m) => m.ruleId)]),
  );
};

describe('the boundaries lint', () => {
  it('refuses a deep import into another feature, shared code importing a feature, a layer importing upward, a circle', async () => {
    const reported = await lintFixtures();
    expect(reported['apps/web/src/features/beta/reach-in.ts']).toEqual(['import-x/no-restricted-paths']);
    expect(reported['apps/web/src/lib/uses-feature.ts']).toEqual(['import-x/no-restricted-paths']);
    expect(reported['apps/server/src/db/uses-platform.ts']).toEqual(['import-x/no-restricted-paths']);
    expect(reported['apps/web/src/lib/cycle-one.ts']).toEqual(['import-x/no-cycle']);
    expect(reported['apps/web/src/lib/cycle-two.ts']).toEqual(['import-x/no-cycle']);
  }, 60_000);

  it("allows an import through the other feature's public file", async () => {
    const reported = await lintFixtures();
    expect(reported['apps/web/src/features/beta/through-public.ts']).toEqual([]);
    expect(reported['apps/web/src/features/gamma/uses-delta.ts']).toEqual([]);
  }, 60_000);

  it("is what the repository's own config runs", async () => {
    // In memory, on the real tree: a feature file reaching into the real customers feature.
    const eslint = new ESLint({ cwd: repoRoot });
    const [result] = await eslint.lintText(
      "import { isSettled } from '../customers/customer-rules';\n\nexport const settled = isSettled;\n",
      {
        filePath: path.join(repoRoot, 'apps/web/src/features/customer-details/boundary-probe.ts'),
      },
    );
    expect(result?.messages.map((m) => m.ruleId)).toEqual(['import-x/no-restricted-paths']);
    const config = await eslint.calculateConfigForFile(path.join(repoRoot, 'apps/server/src/lib/app-error.ts'));
    expect(config.rules['import-x/no-cycle']?.[0]).toBe(2);
  }, 60_000);
});

describe('the feature circles check', () => {
  it('finds features that import each other through their public files, where no file closes a circle', () => {
    expect(featureCircles(path.join(fixtureRoot, 'apps/web/src'))).toEqual([['delta', 'gamma']]);
  });

  it('finds none in the apps', () => {
    expect(featureCircles(path.join(repoRoot, 'apps/web/src'))).toEqual([]);
    expect(featureCircles(path.join(repoRoot, 'apps/server/src'))).toEqual([]);
  });
});
