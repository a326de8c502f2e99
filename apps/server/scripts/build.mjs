// Bundles the server into one ES module (apps/server/dist/main.js) so `npm start` runs without a
// TypeScript compiler at run time (issue 10, goal 5). Packages stay in node_modules; only our own
// code and the workspace contract (TypeScript sources) are bundled. Migrations are copied beside it,
// where database.ts looks for them.
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';

const serverRoot = path.resolve(import.meta.dirname, '..');
const outdir = path.join(serverRoot, 'dist');

rmSync(outdir, { recursive: true, force: true });

const keepPackagesExternal = {
  name: 'keep-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@console/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: [path.join(serverRoot, 'src/main.ts')],
  outfile: path.join(outdir, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [keepPackagesExternal],
});

cpSync(path.join(serverRoot, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
