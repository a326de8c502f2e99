import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';

const server = process.env.CONSOLE_SERVER ?? 'http://localhost:8080';

// The version the page is built with; the server reports its own (APP_VERSION, else the same package's), and
// the console asks for a reload when they differ (doc2 §2).
const serverPackage = JSON.parse(readFileSync(new URL('../server/package.json', import.meta.url), 'utf8')) as { version: string };
const consoleVersion = process.env.APP_VERSION || serverPackage.version;

export default defineConfig({
  plugins: [react()],
  define: { __CONSOLE_VERSION__: JSON.stringify(consoleVersion) },
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
