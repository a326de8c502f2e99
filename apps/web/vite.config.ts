import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const server = process.env.CONSOLE_SERVER ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
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
