#!/usr/bin/env node
// Renders icon.svg to ../icon.png (1024 x 1024, transparent corners) with Chromium, so the
// installer icon is drawn exactly as a browser draws the SVG. Run after editing the SVG:
//   node resources/icon-source/render-icon.js
// Chromium: ALUMNI_LOADER_CHROMIUM, else /usr/bin/chromium.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const here = dirname(fileURLToPath(import.meta.url));
const SIZE = 1024;
const svg = readFileSync(join(here, 'icon.svg'), 'utf8');
const browser = await chromium.launch({ executablePath: process.env.ALUMNI_LOADER_CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage({ viewport: { width: SIZE, height: SIZE }, deviceScaleFactor: 1 });
  await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
  await page.locator('svg').screenshot({ path: join(here, '..', 'icon.png'), omitBackground: true });
  console.log(`wrote resources/icon.png (${SIZE} x ${SIZE})`);
} finally {
  await browser.close();
}
