import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/shared/**/*.test.ts', 'test/main/**/*.test.ts', 'test/renderer/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
