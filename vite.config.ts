import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { routePreloads } from './scripts/vite/routePreloads.ts';
import { chunkGroups, moduleGraphRecorder } from './scripts/vite/chunks.ts';

const moduleGraph = moduleGraphRecorder();

/**
 * What every first page needs is one chunk (issue 8, item 20): over HTTP/1.1 a browser opens six
 * connections per host, and eleven boot files queued behind each other. The route's own chunks are
 * preloaded beside it by `routePreloads` (scripts/vite/routePreloads.ts).
 */
// The back office lives under /admin (catalogue spec §2); assets are served from there too.
export default defineConfig({
  base: '/admin/',
  plugins: [react(), routePreloads(), moduleGraph],
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
        // Few, large files (scripts/vite/chunks.ts).
        codeSplitting: { groups: chunkGroups(moduleGraph.graph) },
      },
    },
  },
});
