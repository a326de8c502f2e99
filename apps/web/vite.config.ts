import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
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

export default defineConfig({
  plugins: [react(), precompress()],
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
    },
  },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 1500 },
});
