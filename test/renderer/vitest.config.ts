import { defineConfig } from 'vitest/config';

// The renderer's pure modules (the import worker's session) run under Node:
// `npx vitest run -c test/renderer/vitest.config.ts` (the root config lists test/shared and test/main only).
export default defineConfig({
  test: {
    include: ['test/renderer/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
  },
});
