import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The image benchmark's own pages, built apart from the app so nothing of them ships in the back office's
 * build: index.html (npm run bench:image) bundles the app's `optimiseImage` and its worker exactly as the
 * app does; uploader.html shows the ImageUploader in every state, for looking at it in a real browser.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  // Only errors: the uploader page bundles MUI, whose 'use client' notices would bury the benchmark's output.
  logLevel: 'error',
  build: {
    outDir: fileURLToPath(new URL('../../dist-bench-image', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      input: {
        bench: fileURLToPath(new URL('index.html', import.meta.url)),
        uploader: fileURLToPath(new URL('uploader.html', import.meta.url)),
      },
    },
  },
});
