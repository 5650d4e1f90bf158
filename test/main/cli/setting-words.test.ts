// The CLI's words for a setting hint: the flag that sets it, after the shared plain words.
import { describe, expect, it } from 'vitest';
import {
  cliFailureDetails,
  cliFailureJson,
  cliProblemMessage,
  cliSettingWords,
} from '../../../src-main/cli/setting-words';
import { AppError } from '../../../src-shared/errors';
import type { SettingHint } from '../../../src-shared/setting-hint';
import { placedProblem, problem } from '../../../src-shared/problems/problem';

describe('cliSettingWords', () => {
  it('names the flag of every setting', () => {
    const hints: [SettingHint, string][] = [
      [{ setting: 'value-for-every-row', field: 'home_country', example: 'GB' }, '--set home_country=GB'],
      [{ setting: 'value-for-every-row', field: 'tags', example: 'Reunion 2026' }, '--set tags="Reunion 2026"'],
      [{ setting: 'value-for-every-row', field: 'enabled' }, '--set enabled=VALUE'],
      [{ setting: 'date-order' }, '--date-order mdy (month first) or --date-order dmy'],
      [{ setting: 'encoding', detect: true }, 'leave --encoding out'],
      [{ setting: 'encoding', detect: false }, '--encoding NAME'],
      [{ setting: 'delimiter', detect: true }, 'leave --delimiter out'],
      [{ setting: 'sheet', sheet: 'Alumni 2024' }, '--sheet "Alumni 2024"'],
      [{ setting: 'sheet', sheet: 'People' }, '--sheet People.'],
      [{ setting: 'header-row' }, '--header-row N'],
      [{ setting: 'saved-mapping' }, '--mapping FILE'],
      [{ setting: 'confirm-production', environment: 'client-prod' }, '--yes --confirm-production client-prod.'],
      [{ setting: 'confirm-production', environment: 'Client Prod' }, '--confirm-production "Client Prod"'],
      [{ setting: 'output-file' }, '--out FILE'],
    ];
    for (const [hint, flag] of hints) expect(cliSettingWords(hint)).toContain(flag);
  });

  it('says how to confirm production by name, typed when asked or given in a script', () => {
    expect(cliSettingWords({ setting: 'confirm-production', environment: 'client-prod' })).toBe(
      'In the command: type client-prod when asked, or in a script add --yes --confirm-production client-prod.',
    );
  });

  it('quotes a sheet name the shell would split or expand', () => {
    expect(cliSettingWords({ setting: 'sheet', sheet: 'Cost $ "2024"' })).toBe(
      'In the command: --sheet "Cost \\$ \\"2024\\"".',
    );
  });
});

describe('a problem, a notice and a failure in CLI words', () => {
  it('appends the flag to the shared message, and leaves a message without a hint as it is', () => {
    const found = problem('date.ambiguous-day-month', { first: 4, second: 3 }, { hint: { setting: 'date-order' } });
    const placed = placedProblem(found, 2, 'DOB', 'dob_day', '04/03', { of: 'none' } as const);
    const message = 'could be 3 April or 4 March: choose the date order (month first or day first).';
    expect(cliProblemMessage(placed)).toBe(
      `${message} In the command: --date-order mdy (month first) or --date-order dmy (day first).`,
    );
    expect(cliProblemMessage({ ...placed, hint: undefined })).toBe(message);
  });

  it("says a failure's hint as its last detail, and keeps the hint as data in JSON", () => {
    const error = new AppError('invalid-input', 'x.json is a JSON file.', ['Give the list.'], {
      setting: 'saved-mapping',
    });
    expect(cliFailureDetails(error)).toEqual([
      'Give the list.',
      'In the command: --mapping FILE reads a saved mapping; validate --save-mapping FILE saves one.',
    ]);
    const json = JSON.parse(JSON.stringify(cliFailureJson(error.toJSON())));
    expect(json.hint).toEqual({ setting: 'saved-mapping' });
    expect(json.details).toHaveLength(2);
    // Without a hint, the failure is as before: no key added.
    expect(new AppError('invalid-input', 'm').toJSON()).toEqual({ code: 'invalid-input', message: 'm' });
  });
});
