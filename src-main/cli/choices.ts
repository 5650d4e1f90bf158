import { InvalidArgumentError, Option } from 'commander';

/**
 * An option taking one of `choices`, written in any case (--date-order DMY, --kind Production):
 * commander's own choices compare exactly. Help lists the choices as usual.
 */
export function choiceOption(flags: string, description: string, choices: readonly string[]): Option {
  return new Option(flags, description).choices(choices).argParser((value: string) => {
    const found = choices.find((choice) => choice.toLowerCase() === value.trim().toLowerCase());
    if (found === undefined) throw new InvalidArgumentError(`Allowed choices are ${choices.join(', ')}.`);
    return found;
  });
}
