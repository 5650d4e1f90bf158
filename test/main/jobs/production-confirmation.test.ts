// The terminal's confirmation before a write: production wants its name typed, or
// --confirm-production NAME; --yes alone never writes to production.
import { describe, expect, it } from 'vitest';
import { confirmWriteWith, type Ask } from '../../../src-main/cli/production-confirmation';
import type { AppError } from '../../../src-shared/errors';

const production = {
  environment: { name: 'client-prod', kind: 'production' as const, url: 'https://alumni.example.edu' },
};
const test = { environment: { name: 'client-test', kind: 'test' as const, url: 'https://test.example.edu' } };
const said: string[] = [];
const io = { io: { out: (text: string) => said.push(text), err: (text: string) => said.push(text), isTTY: true } };
const answering = (answer: string): Ask & { questions: string[] } => {
  const questions: string[] = [];
  return Object.assign(async (question: string) => (questions.push(question), answer), { questions });
};
const refusal = (promise: Promise<void>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as AppError,
  );

describe('confirming a write on the terminal', () => {
  it('on production: goes ahead only when the name is typed exactly', async () => {
    const typed = answering('client-prod');
    await expect(confirmWriteWith(io, production, 'Job 1', {}, typed)).resolves.toBeUndefined();
    expect(typed.questions[0]).toContain("Type the environment's name (client-prod)");
    expect((await refusal(confirmWriteWith(io, production, 'Job 1', {}, answering('y'))))?.message).toBe(
      'Nothing was sent: "y" is not "client-prod".',
    );
    expect((await refusal(confirmWriteWith(io, production, 'Job 1', {}, answering(''))))?.code).toBe('cancelled');
  });

  it('on production: --yes alone is refused, --yes --confirm-production NAME goes ahead, another name is refused', async () => {
    const never = answering('client-prod');
    const yesAlone = await refusal(confirmWriteWith(io, production, 'Job 1', { yes: true }, never));
    expect(yesAlone?.message).toContain('--yes alone never writes to production');
    expect(yesAlone?.details).toContain('In a script, name it too: --yes --confirm-production client-prod');
    await expect(
      confirmWriteWith(io, production, 'Job 1', { yes: true, confirmProduction: 'client-prod' }, null),
    ).resolves.toBeUndefined();
    expect(
      (await refusal(confirmWriteWith(io, production, 'Job 1', { yes: true, confirmProduction: 'Client-Prod' }, null)))
        ?.code,
    ).toBe('invalid-input');
    expect(never.questions).toEqual([]);
    expect((await refusal(confirmWriteWith(io, production, 'Job 1', {}, null)))?.message).toContain(
      'no terminal to type its name on',
    );
  });

  it('on a test environment: [y/N], or --yes', async () => {
    await expect(confirmWriteWith(io, test, 'Job 1', { yes: true }, null)).resolves.toBeUndefined();
    await expect(confirmWriteWith(io, test, 'Job 1', {}, answering('y'))).resolves.toBeUndefined();
    expect((await refusal(confirmWriteWith(io, test, 'Job 1', {}, answering('n'))))?.code).toBe('cancelled');
  });
});
