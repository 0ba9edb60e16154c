import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * A bare react-admin app of `npm run bench` (scripts/bench/run.mjs), built apart from the back office
 * with nothing of its config: its own root (the folder of `configUrl`), base `/`, no public folder,
 * output at the project's root as `outDir` so `vite preview --config` serves it.
 */
export const bareAppConfig = (configUrl: string, outDir: string): UserConfig =>
  defineConfig({
    root: fileURLToPath(new URL('.', configUrl)),
    base: '/',
    publicDir: false,
    plugins: [react()],
    // Only errors: react-admin's 'use client' notices and the single big chunk would bury the benchmark's output.
    logLevel: 'error',
    build: {
      outDir: fileURLToPath(new URL(`../../../${outDir}`, configUrl)),
      emptyOutDir: true,
      sourcemap: false,
    },
  });
