import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The bare react-admin list on ra-data-simple-rest of `npm run bench` (scripts/bench/run.mjs), built
 * apart from the back office like `bare/`: its own root, base `/`, no public folder, output at the
 * project's root so `vite preview --config` serves it. The server's address and token come from
 * VITE_BENCH_REST_URL and VITE_BENCH_REST_TOKEN at build time.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  publicDir: false,
  plugins: [react()],
  // Only errors: react-admin's 'use client' notices and the single big chunk would bury the benchmark's output.
  logLevel: 'error',
  build: {
    outDir: fileURLToPath(new URL('../../../dist-bench-rest', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
  },
});
