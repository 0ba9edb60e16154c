import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
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
