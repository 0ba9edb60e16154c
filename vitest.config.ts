import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  plugins: [react()],
  // Tests import the app as `@/...` (tsconfig's paths), not through a ladder of `../`.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'tests/component/**/*.test.tsx'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    testTimeout: 20000,
    // The JSON report feeds the `N passed, N failed` line of .ci/run.
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/unit.json' },
  },
});
