import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** A build id baked into the bundle and written to /version.json, so open pages can notice a new build. */
const buildId = process.env.BUILD_ID ?? new Date().toISOString();

function versionFile(): Plugin {
  return {
    name: 'bb-version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify({ build: buildId }) });
    },
  };
}

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  plugins: [react(), versionFile()],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 1500 },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/api', '/auth', '/reader', '/healthz'].map((p) => [p, { target: apiTarget, changeOrigin: false }]),
    ),
  },
});
