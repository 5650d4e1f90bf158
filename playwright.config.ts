import { defineConfig } from '@playwright/test';

// Playwright cannot download its browsers here: Debian's Chromium is used instead.
const chromiumPath = process.env.ALUMNI_LOADER_CHROMIUM ?? '/usr/bin/chromium';

const LONG_FILES = [/screens-two-sizes\.spec\.ts$/, /review-grid\.spec\.ts$/, /import-wizard\.spec\.ts$/];
const TIMED_FILE = /large-file\.spec\.ts$/;

export default defineConfig({
  testDir: 'test/e2e',
  outputDir: 'test-results/e2e',
  timeout: 120_000,
  // Every test has its own home folder, web host and sandbox on free ports, so two files run side
  // by side; the longest files are handed out first (workers take files in the projects' order), so
  // none is left running alone at the end. The one test that times the app (large-file) runs
  // afterwards, alone.
  workers: 2,
  projects: [
    { name: 'long', testMatch: LONG_FILES },
    { name: 'screens', testIgnore: [...LONG_FILES, TIMED_FILE] },
    { name: 'timed', testMatch: TIMED_FILE, dependencies: ['long', 'screens'] },
  ],
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    viewport: { width: 1280, height: 860 },
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
