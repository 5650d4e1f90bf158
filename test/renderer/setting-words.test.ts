import { placedProblem, problem } from '../../src-shared/problems/problem';
// The wizard's words for a setting hint: the step and the control's visible name, after the shared plain words. Each
// name quoted must be one the step really shows, so the words are checked against the steps' own source.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  constantBoxLabel,
  wizardFailureDetails,
  wizardProblemMessage,
  wizardSettingWords,
} from '../../src-renderer/src/lib/setting-words';
import { wizardNotice } from '../../src-renderer/src/lib/notice-words';
import { AppError } from '../../src-shared/errors';
import type { SettingHint } from '../../src-shared/setting-hint';

const renderer = join(import.meta.dirname, '../../src-renderer/src');
const source = (name: string) =>
  readFileSync(join(renderer, name.includes('/') ? name : `screens/import/${name}`), 'utf8');

const HINTS: SettingHint[] = [
  { setting: 'value-for-every-row', field: 'home_country', example: 'GB' },
  { setting: 'date-order' },
  { setting: 'encoding', detect: true },
  { setting: 'encoding', detect: false },
  { setting: 'delimiter', detect: true },
  { setting: 'delimiter', detect: false },
  { setting: 'sheet', sheet: 'Data' },
  { setting: 'header-row' },
  { setting: 'saved-mapping' },
  { setting: 'confirm-production', environment: 'client-prod' },
  { setting: 'output-file' },
];

/** Where each place's words are: the step, screen or question a sentence names, and the file that draws it. */
const PLACES = [
  // The File step draws how the file was read (encoding, delimiter, sheet) in a component of its own.
  { words: /the File step/, file: ['screens/import/step-file.svelte', 'screens/import/file-read-panel.svelte'] },
  { words: /the Header step/, file: 'screens/import/step-header.svelte' },
  // The Mapping step draws its Templates panel and its cleaning options in components of their own.
  {
    words: /the Mapping step/,
    file: [
      'screens/import/step-mapping.svelte',
      'screens/import/mapping-templates.svelte',
      'screens/import/mapping-cleaning-options.svelte',
    ],
  },
  { words: /the Reports screen/, file: 'screens/reports/export-panel.svelte' },
  { words: /when asked "Write to PRODUCTION/, file: 'components/confirm-by-name.svelte' },
];

describe('wizardSettingWords', () => {
  it('names a place and controls the place really shows, and never a flag', () => {
    for (const hint of HINTS) {
      const words = wizardSettingWords(hint);
      expect(words, JSON.stringify(hint)).toMatch(/^In the app: /);
      expect(words).not.toMatch(/--[a-z]/);
      const places = PLACES.filter((place) => place.words.test(words));
      expect(places, words).toHaveLength(1);
      const drawn = [places[0]!.file].flat().map(source).join('\n');
      // Every control name quoted ("Dates like 03/04/1990"), bar a box label the step builds with constantBoxLabel.
      for (const [, name] of words.matchAll(/"([^"]+)"/g)) {
        if (name === constantBoxLabel('home_country')) continue;
        const visible = name!
          .replace(/row N/, 'row ${rowNumber}')
          .replace('environment' in hint ? hint.environment : /(?!)/, '{environment}');
        expect(drawn, `${name} in ${places[0]!.file}`).toContain(visible);
      }
    }
  });

  it('says how to confirm production in the window: the name typed in the question it asks', () => {
    expect(wizardSettingWords({ setting: 'confirm-production', environment: 'client-prod' })).toBe(
      'In the app: when asked "Write to PRODUCTION: client-prod?", type client-prod in "Environment name", ' +
        'then "Send to client-prod".',
    );
  });

  it('names the box of the field a value for every row goes to, as the Mapping step labels it', () => {
    expect(wizardSettingWords(HINTS[0]!)).toBe(
      'In the app: the Mapping step, "Home country — same value for every row" (e.g. GB).',
    );
    expect(constantBoxLabel('tags')).toBe('Tags — added to every row');
    expect(source('step-mapping.svelte')).toContain('{constantBoxLabel(field)}');
    // The country box is offered: the advice points at a box that exists.
    expect(source('step-mapping.svelte')).toMatch(/CONSTANT_FIELDS = \[[^\]]*'home_country'/);
  });
});

describe('a problem, a notice and a failure in the wizard', () => {
  it('appends the control to the shared words, and leaves a message without a hint as it is', () => {
    const found = problem('date.ambiguous-day-month', { first: 4, second: 3 }, { hint: { setting: 'date-order' } });
    const placed = placedProblem(found, 2, 'DOB', 'dob_day', '04/03', { of: 'none' } as const);
    const message = 'could be 3 April or 4 March: choose the date order (month first or day first).';
    expect(wizardProblemMessage(placed)).toBe(
      `${message} In the app: the Mapping step, "How values are cleaned", "Dates like 03/04/1990".`,
    );
    expect(wizardProblemMessage({ ...placed, hint: undefined })).toBe(message);
  });

  it("finds a notice's hint by its code, not its words", () => {
    const given = { code: 'given-header-holds-email', params: { headerRow: 1, email: 'ann@example.org' } } as const;
    expect(wizardNotice(given)).toMatch(
      /cells name the columns\. In the app: the Header step \("Use row N as header"\)\.$/,
    );
    expect(wizardNotice({ code: 'replacement-characters', params: { row: 2 } })).toMatch(/Check those cells\.$/);
  });

  it("says a failure's hint as its last detail", () => {
    const error = new AppError('invalid-input', 'x.json is a JSON file.', ['Give the list.'], {
      setting: 'saved-mapping',
    });
    expect(wizardFailureDetails(error)).toEqual([
      'Give the list.',
      'In the app: the Mapping step, the Templates box ("Save this mapping as", "Load a template").',
    ]);
  });
});
