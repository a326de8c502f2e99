import react from '@vitejs/plugin-react';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

const server = process.env.CONSOLE_SERVER ?? 'http://localhost:8080';

// The version the page is built with; the server reports its own (APP_VERSION, else the same package's), and
// the console asks for a reload when they differ (doc2 §2).
const serverPackage = JSON.parse(readFileSync(new URL('../server/package.json', import.meta.url), 'utf8')) as { version: string };
const consoleVersion = process.env.APP_VERSION || serverPackage.version;

/**
 * Every text asset is written beside itself as .br and .gz at build time, at the highest levels, so
 * the server sends them compressed without compressing per request (@fastify/static preCompressed).
 */
const precompress = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'console-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: () => {
      // A failed build wrote no folder: leave its own error to be the one reported.
      if (!existsSync(outDir)) return;
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const file = path.join(dir, name);
          return statSync(file).isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(outDir).filter((f) => /\.(js|css|html|svg|json)$/.test(f))) {
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
};

const scrollAreaMergeRefs = '\0console-scroll-area-merge-refs';

/**
 * Mantine's ScrollArea (which every Table brings, through Table.ScrollContainer) takes one helper,
 * useMergeRefs, from @floating-ui/react. A module is one chunk, so that import alone put all of
 * floating-ui's positioning code (≈ 15 kB gzip) into the first load of every table screen, although
 * only menus and tooltips use it. Here ScrollArea gets the same helper from @mantine/hooks instead.
 * Should ScrollArea ever import more from @floating-ui/react, the build fails on the missing export.
 */
const scrollAreaWithoutFloatingUi = (): Plugin => ({
  name: 'console-scroll-area-without-floating-ui',
  enforce: 'pre',
  resolveId: (source, importer) =>
    source === '@floating-ui/react' && importer && /[\\/]@mantine[\\/]core[\\/].*[\\/]ScrollArea[\\/]/.test(importer)
      ? scrollAreaMergeRefs
      : null,
  load: (id) =>
    id === scrollAreaMergeRefs
      ? "import { useMergedRef } from '@mantine/hooks';\nexport const useMergeRefs = (refs) => useMergedRef(...refs);\n"
      : null,
});

const appShellRemoveScroll = '\0console-app-shell-remove-scroll';

/**
 * Mantine's AppShell header, footer and aside read two class names from react-remove-scroll
 * (RemoveScroll.classNames), so that a modal's scroll lock keeps them aligned; Mantine's index
 * re-exports RemoveScroll. Those imports alone put all of react-remove-scroll (≈ 3 kB gzip; its
 * side car counts as a side effect) into every page's first load, although only modals and drawers,
 * which load on demand and import it themselves, lock scrolling. Here both get the two names from
 * their source, react-remove-scroll-bar's constants, which the modals' scroll lock styles. RemoveScroll
 * is therefore not taken from @mantine/core (eslint.config.js forbids it).
 */
const appShellWithoutRemoveScroll = (): Plugin => ({
  name: 'console-app-shell-without-remove-scroll',
  enforce: 'pre',
  resolveId: (source, importer) =>
    source === 'react-remove-scroll' &&
    importer &&
    /[\\/]@mantine[\\/]core[\\/]esm[\\/](index\.mjs|components[\\/]AppShell[\\/])/.test(importer)
      ? appShellRemoveScroll
      : null,
  load: (id) =>
    id === appShellRemoveScroll
      ? [
          "import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';",
          'export const RemoveScroll = { classNames: { fullWidth: fullWidthClassName, zeroRight: zeroRightClassName } };',
          '',
        ].join('\n')
      : null,
});

/**
 * The screens' chunks, by the route that shows them (as declared in src/app/router.tsx). A screen's
 * chunk is otherwise found only once the entry has downloaded and run: a small module placed before
 * the entry asks for the chunks of the page being opened, so they download beside the entry.
 */
const routeScreens: Record<string, string> = {
  '/': 'src/features/dashboard/dashboard-page.tsx',
  '/customers': 'src/features/customers/customers-page.tsx',
  '/customers/$customerId': 'src/app/customer-details-screen.tsx',
  '/operations/audit': 'src/features/audit/audit-page.tsx',
  '/hosting-groups/$hostingGroupId': 'src/features/hosting-groups/hosting-group-page.tsx',
};

const preloadRouteChunks = (): Plugin => ({
  name: 'console-preload-route-chunks',
  apply: 'build',
  enforce: 'post',
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
    const entry = chunks.find((chunk) => chunk.isEntry);
    const html = bundle['index.html'];
    if (!entry || html?.type !== 'asset') throw new Error('preload-route-chunks: no entry or index.html in the bundle');
    // What the entry loads anyway is not asked for twice.
    const initial = new Set([entry.fileName, ...entry.imports]);
    const withImports = (fileName: string, seen = new Set<string>()): Set<string> => {
      if (seen.has(fileName) || initial.has(fileName)) return seen;
      seen.add(fileName);
      for (const imported of (bundle[fileName] as { imports?: string[] }).imports ?? []) withImports(imported, seen);
      return seen;
    };
    const routes = Object.entries(routeScreens).map(([route, screen]) => {
      const chunk = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(`/apps/web/${screen}`));
      if (!chunk) throw new Error(`preload-route-chunks: no chunk for ${screen} (${route})`);
      const pattern = `^${route.replace(/\$[^/]+/g, '[^/]+')}$`;
      return [pattern, [...withImports(chunk.fileName)].map((file) => `/${file}`)] as const;
    });
    const source = [
      '// Generated by vite.config.ts: the chunks of the screen being opened, asked for beside the entry.',
      `const routes = ${JSON.stringify(routes)};`,
      'const found = routes.find(([pattern]) => new RegExp(pattern).test(location.pathname));',
      'for (const href of found ? found[1] : []) {',
      "  const link = document.createElement('link');",
      "  link.rel = 'modulepreload';",
      '  link.href = href;',
      '  document.head.append(link);',
      '}',
      '',
    ].join('\n');
    const reference = this.emitFile({ type: 'asset', name: 'route-preload.js', source });
    const script = `<script type="module" crossorigin src="/${this.getFileName(reference)}"></script>`;
    const page = String(html.source);
    const entryTag = `<script type="module" crossorigin src="/${entry.fileName}"></script>`;
    if (!page.includes(entryTag)) throw new Error('preload-route-chunks: the entry script is not in index.html');
    html.source = page.replace(entryTag, `${script}\n    ${entryTag}`);
  },
});

/**
 * The Mantine components every list screen draws (inputs, tables, pagination, checkboxes), in one chunk.
 * Split by usage, they came as ten chunks of 0.3 to 5 kB, each a request on the way to the first paint;
 * together they download as one and compress better (issue 10: the first load went from 195.8 kB in 15
 * files to 192.3 kB in 8, and Lighthouse's LCP from about 800 ms to about 705 ms). Menus and tooltips
 * stay out: they bring floating-ui and load on demand. e2e/first-load.spec.ts holds the budget.
 */
const screensCommon = {
  name: 'screens-common',
  test: /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Input|InputBase|TextInput|NativeSelect|Checkbox|CheckIcon|Table|ScrollArea|Pagination)[\\/]/,
};

export default defineConfig({
  plugins: [react(), scrollAreaWithoutFloatingUi(), appShellWithoutRemoveScroll(), preloadRouteChunks(), precompress()],
  define: { __CONSOLE_VERSION__: JSON.stringify(consoleVersion) },
  // The browser loads the contract without its zod schemas (packages/contract/src/browser.ts); the
  // web is still type-checked against the full contract. Unit tests (vitest) keep the full one.
  resolve: {
    alias: [
      {
        find: /^@console\/contract$/,
        replacement: fileURLToPath(new URL('../../packages/contract/src/browser.ts', import.meta.url)),
      },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': server,
      '/oidc': server,
      '/live': { target: server, ws: true },
      // The embedded blob storage's upload address is on the console's origin (decision 109).
      '/blob': server,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }, screensCommon] } } },
  },
});
