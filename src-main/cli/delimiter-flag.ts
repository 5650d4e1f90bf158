// --delimiter as typed on a command line: a character, or its name (tab is hard to type in a shell).
import { AppError } from '../../src-shared/errors';
import type { CsvDelimiter } from '../../src-shared/intake/types';

const ALIASES: Record<string, CsvDelimiter> = {
  ',': ',',
  comma: ',',
  ';': ';',
  semicolon: ';',
  '\t': '\t',
  '\\t': '\t',
  tab: '\t',
  '|': '|',
  pipe: '|',
};

export function delimiterFromFlag(value: string): CsvDelimiter {
  const delimiter = Object.hasOwn(ALIASES, value.toLowerCase()) ? ALIASES[value.toLowerCase()] : undefined;
  if (!delimiter)
    throw new AppError('invalid-input', `The delimiter "${value}" is not one we read.`, [
      'Use comma, semicolon, tab or pipe (, ; \\t |).',
    ]);
  return delimiter;
}
