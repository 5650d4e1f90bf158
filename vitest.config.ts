import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The renderer's state classes (*.svelte.ts) use runes: compiled as for the server, their
  // $state fields are plain fields and their $derived values are worked out when read.
  plugins: [svelte({ configFile: false, compilerOptions: { runes: true } })],
  test: {
    include: ['test/shared/**/*.test.ts', 'test/main/**/*.test.ts', 'test/renderer/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // Many tests wait on child processes and local servers: two workers keep a 2-core machine busy
    // (vitest's default there is one).
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
