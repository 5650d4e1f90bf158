// The service's refusal of an unconfirmed production write names no door: it carries a hint, and
// each door says where the name is given (the CLI its flags, the window its question).
import { describe, expect, it } from 'vitest';
import { cliFailureDetails } from '../../../src-main/cli/setting-words';
import { requireConfirmation } from '../../../src-main/services/jobs/run/job-guards';
import type { JobFile } from '../../../src-main/services/jobs/types';
import { wizardFailureDetails } from '../../../src-renderer/src/lib/setting-words';
import { AppError } from '../../../src-shared/errors';

const job = (kind: 'test' | 'production') =>
  ({
    id: '20261127-000000-ab12',
    environment: { name: 'client-prod', kind, url: 'https://alumni.example.edu' },
  }) as JobFile;

describe('requireConfirmation', () => {
  it('lets a test environment through, and production only when named exactly', () => {
    expect(() => requireConfirmation(job('test'), {})).not.toThrow();
    expect(() => requireConfirmation(job('production'), { confirmEnvironment: 'client-prod' })).not.toThrow();
    expect(() => requireConfirmation(job('production'), { confirmEnvironment: 'Client-Prod' })).toThrow(AppError);
  });

  it('refuses in door-neutral words with a hint each door words its own way', () => {
    let error = new AppError('internal', 'not refused');
    try {
      requireConfirmation(job('production'), {});
    } catch (thrown) {
      error = thrown as AppError;
    }
    expect(error).toBeInstanceOf(AppError);
    expect(error.message).toContain('"client-prod" (https://alumni.example.edu); it needs a confirmation.');
    expect(error.hint).toEqual({ setting: 'confirm-production', environment: 'client-prod' });
    expect([error.message, ...(error.details ?? [])].join(' ')).not.toMatch(/--[a-z]|command line|wizard/);
    expect(cliFailureDetails(error).at(-1)).toBe(
      'In the command: type client-prod when asked, or in a script add --yes --confirm-production client-prod.',
    );
    expect(wizardFailureDetails(error).at(-1)).toMatch(/^In the app: when asked "Write to PRODUCTION: client-prod\?"/);
  });
});
