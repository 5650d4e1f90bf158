// Where the wizard sets what a problem's hint points at: the step and the control's visible name, appended to the
// shared plain words. The names here are the ones the steps show (see constantBoxLabel, used by the Mapping step too).
import { wordedFailure, type AppErrorShape } from '../../../src-shared/errors';
import { hintWords } from '../../../src-shared/hint-words';
import { fieldSpec } from '../../../src-shared/fields/catalogue';
import { joinsRowLists } from '../../../src-shared/mapping/constants';
import type { SettingHint } from '../../../src-shared/setting-hint';
import type { Problem } from '../../../src-shared/validate/types';
import { problemSentence } from './words/problem-sentence';
import { APP_TABLES } from './words/problem-words';
import { APP_REASON_WORDS } from './words/reason-words';

/** The label of a field's "same value for every row" box on the Mapping step. */
export function constantBoxLabel(field: string): string {
  const label = fieldSpec(field)?.label ?? field;
  return `${label} — ${joinsRowLists(field) ? 'added to every row' : 'same value for every row'}`;
}

/** The step and control that set what the hint names, as a sentence: "In the app: the Header step, ...". */
export function wizardSettingWords(hint: SettingHint): string {
  switch (hint.setting) {
    case 'value-for-every-row':
      return `In the app: the Mapping step, "${constantBoxLabel(hint.field)}"${hint.example ? ` (e.g. ${hint.example})` : ''}.`;
    case 'date-order':
      return 'In the app: the Mapping step, "How values are cleaned", "Dates like 03/04/1990".';
    case 'encoding':
      return hint.detect
        ? 'In the app: choose the file again on the File step and its encoding is detected.'
        : 'In the app: the File step, "Text encoding".';
    case 'delimiter':
      return hint.detect
        ? 'In the app: choose the file again on the File step and its delimiter is detected.'
        : 'In the app: the File step, "Delimiter".';
    case 'sheet':
      return `In the app: the File step, "Sheet": ${hint.sheet}.`;
    case 'header-row':
      return 'In the app: the Header step ("Use row N as header").';
    case 'saved-mapping':
      return 'In the app: the Mapping step, the Templates box ("Save this mapping as", "Load a template").';
    case 'confirm-production': {
      const name = hint.environment;
      return (
        `In the app: when asked "Write to PRODUCTION: ${name}?", ` +
        `type ${name} in "Environment name", then "Send to ${name}".`
      );
    }
    case 'output-file':
      return (
        'In the app: the Reports screen, "Format", then "Export"; ' +
        "the file is saved in the reports folder of the app's home."
      );
  }
}

const wizardSay = hintWords(wizardSettingWords);
/** Shared words followed by the control's, when a hint names a setting. */
export const withWizardWords = wizardSay.withWords;
/** A problem as the wizard says it: the app's words for its code, then the control that clears it. */
export const wizardProblemMessage = (problem: Problem): string =>
  withWizardWords(problemSentence(APP_TABLES, problem), problem.hint);
/** A failure in the app's words: its reason (if it has one) worded, the lines added on the way after its own. */
export const wizardWordedFailure = (failure: AppErrorShape): AppErrorShape => wordedFailure(APP_REASON_WORDS, failure);
/** A failure's extra lines: its details, then the control that clears it. */
export const wizardFailureDetails = (failure: AppErrorShape): string[] =>
  wizardSay.failureDetails(wizardWordedFailure(failure));
