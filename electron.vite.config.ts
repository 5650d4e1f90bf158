import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { BRIDGE_METHOD_NAMES } from './src-shared/bridge/contract';

// Our folders are not electron-vite's defaults, so every input is named here.
export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      externalizeDeps: true,
      rollupOptions: { input: { index: resolve(__dirname, 'src-main/electron/main.ts') } },
    },
  },
  preload: {
    // The preload needs the method names only: written in here, so it does not carry the
    // contract's zod schemas.
    define: { __ALUMNI_BRIDGE_METHOD_NAMES__: JSON.stringify(BRIDGE_METHOD_NAMES) },
    build: {
      outDir: 'out/preload',
      externalizeDeps: false,
      rollupOptions: {
        input: { index: resolve(__dirname, 'src-main/electron/preload.ts') },
        // A sandboxed preload must be CommonJS.
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(__dirname, 'src-renderer'),
    plugins: [svelte({ configFile: resolve(__dirname, 'svelte.config.js') })],
    worker: { format: 'es' },
    build: {
      outDir: resolve(__dirname, 'out/renderer'),
      rollupOptions: { input: { index: resolve(__dirname, 'src-renderer/index.html') } },
    },
  },
});
