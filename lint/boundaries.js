import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

// The architecture rules of decision 008, built for a repository root so that the test in this folder can run the very
// same rules on its fixtures (lint/fixtures) as `npm run lint` runs on the apps.

/** The server's shared layers, lowest first: a layer imports only the layers before it, never a feature. */
export const serverLayers = ['lib', 'db', 'audit', 'identity', 'live', 'platform', 'jobs', 'http'];

const featuresOf = (featuresDir) => {
  try {
    return readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};

/**
 * A feature imports another feature only through that feature's public file (features/<name>/index.ts): one zone per
 * feature, restricting every other feature folder except its index.ts.
 */
const featureZones = (srcDir) => {
  const featuresDir = path.join(srcDir, 'features');
  const features = featuresOf(featuresDir);
  return features.map((feature) => ({
    target: path.join(featuresDir, feature),
    from: features.filter((other) => other !== feature).map((other) => path.join(featuresDir, other, '**')),
    except: [path.join(featuresDir, '*', 'index.ts')],
    message: `A feature imports another feature only through its public file: import from '../<feature>' (its index.ts), and export what you need there.`,
  }));
};

const sharedZones = (srcDir, shared) =>
  shared.map((layer, i) => ({
    target: path.join(srcDir, layer),
    from: [
      path.join(srcDir, 'features'),
      path.join(srcDir, 'app'),
      ...shared.slice(i + 1).map((above) => path.join(srcDir, above)),
    ],
    message: `${layer}/ is shared code: it never imports a feature, the app layer or a layer above it (${shared.slice(i + 1).join(', ') || 'none'}).`,
  }));

/** The flat-config entries that keep the boundaries of apps/web and apps/server under `root`. */
export const boundaries = (root) => {
  const web = path.join(root, 'apps/web/src');
  const server = path.join(root, 'apps/server/src');
  return [
    {
      files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
      plugins: { 'import-x': importX },
      settings: {
        'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
        'import-x/extensions': ['.ts', '.tsx', '.js'],
      },
      rules: {
        'import-x/no-restricted-paths': [
          'error',
          {
            basePath: root,
            zones: [
              ...featureZones(web),
              ...sharedZones(web, ['lib']),
              ...featureZones(server),
              ...sharedZones(server, serverLayers),
              {
                // The server's root files beside the layers are read by the layers themselves (config, version) or
                // hand them to HTTP (app-deps): none of them may know a feature.
                target: ['config.ts', 'app-deps.ts', 'version.ts'].map((file) => path.join(server, file)),
                from: [path.join(server, 'features')],
                message: 'The server config and app-deps are shared: they never import a feature.',
              },
            ],
          },
        ],
        // Type-only imports are left out (they vanish at build time); external packages are not followed.
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
      },
    },
  ];
};
