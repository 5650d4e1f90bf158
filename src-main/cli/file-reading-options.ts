// The file-reading flags `import` and `validate` share. Its own module, so `validate` does not load the import
// command (and with it the job engine) only to declare them.
import type { Command } from 'commander';
import { choiceOption } from './choices';
import { addMapOptions } from './map-flags';
import { positiveInteger } from './number-flags';

/** The file-reading flags `import` shares with `validate` (same names, same meaning). */
export function addFileReadingOptions(command: Command): Command {
  const reading = command
    .option(
      '--sheet <name>',
      'XLSX: the sheet to read, by name or place (1 = the first tab; default: the first shown sheet with data)',
    )
    .option('--header-row <n>', 'row number of the header row (default: detected)', positiveInteger('--header-row'))
    .option('--delimiter <char>', 'CSV: the delimiter (default: detected among , ; tab |)')
    .option(
      '--encoding <name>',
      'CSV: utf-8, utf-16le, utf-16be, windows-1252, iso-8859-15 (Latin-9), windows-1250 (Central European), macintosh, gbk, big5, shift_jis or euc-kr (default: detected)',
    )
    .addOption(choiceOption('--date-order <order>', 'how to read dates like 03/04/1990', ['mdy', 'dmy']))
    .option('--mapping <file>', 'a saved mapping (JSON) instead of the suggested one')
    .option(
      '--set <FIELD=VALUE>',
      "one value for a field on every row (repeatable); tags and groups given so join each row's own",
      (value: string, previous: string[] = []) => [...previous, value],
    );
  return addMapOptions(reading);
}
