// Why a cell's value as sent differs from the cell as written, in words (the Review grid's "as sent" view).
import type { ColumnTarget } from '../../../src-shared/mapping/types';
import type { TransformSettings } from '../../../src-shared/transforms/types';
import type { Problem } from '../../../src-shared/validate/types';
import { describeTransform } from './transform-words';
import { appProblemSentence } from './words/problem-words';

export interface SentNote {
  /** The value sent; null when the column sends nothing of its own on this row. */
  sent: string | null;
  /** Whether it differs from the cell as written (spaces around it aside). */
  differs: boolean;
  /** Why, when it differs or nothing is sent; '' otherwise. */
  why: string;
}

export function sentNote(
  target: ColumnTarget | undefined,
  transforms: TransformSettings,
  written: string,
  sent: string,
  problems: readonly Problem[],
): SentNote {
  const error = problems.find((p) => p.severity === 'error');
  if (error) return { sent: null, differs: written.trim() !== '', why: `Not sent: ${appProblemSentence(error)}` };
  // An ignored column is not marked as changed on every row: "not sent" says it.
  if (!target || target.kind === 'ignore')
    return { sent: null, differs: false, why: 'Not sent: the column feeds no field.' };
  if (target.kind === 'part-of' || target.kind === 'phone-by-type')
    return { sent: null, differs: false, why: describeTransform(target, transforms) };
  const differs = sent !== written.trim();
  const warning = problems.find((p) => p.severity === 'warning');
  const why = warning
    ? appProblemSentence(warning)
    : differs
      ? sent === ''
        ? 'Read as empty.'
        : describeTransform(target, transforms)
      : '';
  return { sent, differs, why };
}
