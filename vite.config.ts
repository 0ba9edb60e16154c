import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { routePreloads } from './scripts/vite/routePreloads.ts';
import { chunkGroups, moduleGraphRecorder } from './scripts/vite/chunks.ts';
import { noCommitCascades } from './scripts/vite/commitCascades.ts';
import { prefetchScript } from './src/fake-api/storedPrefetch.ts';

/**
 * A screen's first load is a few large files (issue 26: scripts/vite/chunks.ts), since over HTTP/1.1 a
 * browser opens six connections per host; the route's own files are preloaded beside the boot file by
 * `routePreloads` (scripts/vite/routePreloads.ts).
 */
// The back office lives under /admin (catalogue spec §2); assets are served from there too.
export default defineConfig(({ mode }) => {
  const moduleGraph = moduleGraphRecorder();
  // Read as the app reads it (import.meta.env): the environment, then .env files.
  const demo = !loadEnv(mode, process.cwd(), 'VITE_').VITE_API_URL;
  return {
    base: '/admin/',
    // The demo's fake backend comes with every signed-in screen's code: its first read waited for it.
    // Library updates inside the commit no longer hold every screen's first paint back (scripts/vite/commitCascades.ts).
    plugins: [react(), noCommitCascades(), routePreloads(demo ? { everyRoute: ['src/fake-api/browser.ts'], everyRouteScript: prefetchScript() } : {}), moduleGraph],
    server: { port: 5173 },
    preview: { port: 4173 },
    build: {
      sourcemap: false,
      chunkSizeWarningLimit: 1500,
      rolldownOptions: {
        // An area's public face (`public.ts`) only re-exports: importing one name of it must not bundle
        // every module it names (the eager dashboard links to the Order Center through the orders' face).
        treeshake: { moduleSideEffects: [{ test: /[\\/]src[\\/](resources|custom-pages)[\\/][^\\/]+[\\/](fake[\\/])?public\.ts$/, sideEffects: false }] },
        output: {
          codeSplitting: { groups: chunkGroups(moduleGraph.graph, { oneDataFile: demo }) },
        },
      },
    },
  };
});
