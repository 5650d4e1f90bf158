import { defineConfig } from '@playwright/test';

// Playwright cannot download its browsers here: Debian's Chromium is used instead.
const chromiumPath = process.env.ALUMNI_LOADER_CHROMIUM ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'test/e2e',
  outputDir: 'test-results/e2e',
  timeout: 120_000,
  // Every test has its own home folder, web host and sandbox on free ports, so two files run side
  // by side. The one test that times the app (large-file) runs afterwards, alone.
  workers: 2,
  projects: [
    { name: 'screens', testIgnore: /large-file\.spec\.ts$/ },
    { name: 'timed', testMatch: /large-file\.spec\.ts$/, dependencies: ['screens'] },
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
