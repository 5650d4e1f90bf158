// What the import specs share: bridge calls from the page, the axe scan, a look at the sandbox.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { BRIDGE_PATH_PREFIX, TOKEN_HEADER } from '../../src-shared/bridge/wire';
import { SANDBOX_TEST_KEY } from '../../src-main/services/environments/built-in-sandbox';

/** Calls a bridge method the way the app does (same origin, the tab's token); answers its value. */
export async function bridgeCall<T>(page: Page, token: string, method: string, args: object = {}): Promise<T> {
  const envelope = await page.evaluate(
    async ({ url, header, token, args }) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [header]: token },
        body: JSON.stringify(args),
      });
      return response.json();
    },
    { url: `${BRIDGE_PATH_PREFIX}${method}`, header: TOKEN_HEADER, token, args },
  );
  if (!envelope.ok) throw new Error(`${method}: ${envelope.error.message}`);
  return envelope.value as T;
}

/** Fails on any serious or critical axe-core violation, naming each. */
export async function expectNoSeriousA11yViolations(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const described = serious.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join('; ')}`,
  );
  expect(described, `axe-core at ${where}`).toEqual([]);
}

export interface SandboxUser {
  user_id: number;
  email: string;
  first_name: string;
  last_name: string;
  [field: string]: unknown;
}

/** Every user of the built-in sandbox's test environment, read page by page through its API. */
export async function sandboxUsers(baseUrl: string): Promise<SandboxUser[]> {
  const users: SandboxUser[] = [];
  for (let page = 1; ; page++) {
    const response = await fetch(`${baseUrl}/api/users/?page=${page}`, {
      headers: { 'x-api-key': SANDBOX_TEST_KEY, accept: 'application/json' },
    });
    expect(response.status).toBe(200);
    const batch = (await response.json()) as SandboxUser[];
    users.push(...batch);
    if (batch.length < 100) return users;
  }
}

/** The base address of the built-in sandbox, once the app has started it. */
export async function builtInSandboxUrl(page: Page, token: string): Promise<string> {
  const environments = await bridgeCall<{ name: string; url: string; builtIn: boolean }[]>(page, token, 'env.list');
  const sandbox = environments.find((e) => e.builtIn);
  if (!sandbox || !/^https?:\/\//.test(sandbox.url))
    throw new Error(`The built-in sandbox has no address yet: ${JSON.stringify(environments)}`);
  return sandbox.url;
}

/**
 * File, header, mapping (suggested) and review of a file with no invalid row, then the Plan step; optionally another
 * environment.
 */
export async function throughToPlan(page: Page, file: string, environment?: string): Promise<void> {
  await page.getByLabel('Choose a CSV or XLSX file').setInputFiles(file);
  await page.getByRole('button', { name: 'Next: check the header row' }).click();
  await page.getByRole('button', { name: 'Next: map the columns' }).click();
  await page.getByRole('button', { name: 'Next: check every row' }).click();
  await expect(page.getByRole('status', { name: 'Row counts' })).toContainText('0 with errors');
  await page.getByRole('button', { name: 'Next: plan against the service' }).click();
  await expect(page.getByRole('heading', { name: 'Step 5 of 7: Plan' })).toBeVisible();
  if (environment) await page.getByRole('combobox', { name: 'Environment', exact: true }).selectOption(environment);
}
