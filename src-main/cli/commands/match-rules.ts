import type { Command } from 'commander';
import { MATCH_FIELDS, MATCH_RULE_PRESETS, type MatchRules } from '../../../src-shared/matching/rules';
import { percentWords } from '../../../src-renderer/src/lib/words/match-evidence-words';
import { MatchRulesStore } from '../../services/match-rules';
import type { CliContext } from '../context';
import { matchRulesOf } from '../match-rules-flag';

// `alumni-loader match-rules list|show|save|remove --env NAME`: the match rules an office keeps per
// environment (a copy of a preset with fields switched off, other thresholds), chosen per import
// with `import --match-rules NAME`. The presets are listed beside them and cannot be changed.

interface EnvFlags {
  env: string;
  json?: boolean;
}

const envOption = (command: Command) =>
  command.requiredOption('--env <name>', 'the environment whose match rules these are').option('--json', 'print JSON');

/** One line: the name and the thresholds (jobs show, list). */
export function rulesSummary(rules: MatchRules): string {
  return `${rules.name}: sure at ${percentWords(rules.sure)}, possible at ${percentWords(rules.possible)}`;
}

/** Every part of the rules in words. */
export function rulesLines(rules: MatchRules): string[] {
  const off = MATCH_FIELDS.filter((field) => !rules.fields.includes(field));
  return [
    rulesSummary(rules),
    `  compared: ${rules.fields.join(', ')}`,
    `  not compared: ${off.length > 0 ? off.join(', ') : '(none)'}`,
    `  a sure match needs agreement on one of: ${rules.anchors.length > 0 ? rules.anchors.join(', ') : '(any field)'}`,
    `  prior: ${rules.prior} (the chance that a row and a user compared at random are one person)`,
  ];
}

export function registerMatchRules(program: Command, ctx: CliContext): void {
  const command = program
    .command('match-rules')
    .description('Match rules per environment: how sure a match must be and which fields may make one')
    .addHelpText(
      'after',
      '\nExamples:\n' +
        '  alumni-loader match-rules save office.json --name office --env test\n' +
        '  alumni-loader match-rules show office --env test\n' +
        '  alumni-loader import class-1995.csv --env test --match-rules office\n' +
        '\nA rules file is JSON: {"preset": "strict", "sure": 0.999, "fields": [...], "anchors": [...]}.\n',
    );
  // An environment that does not exist is said as such (exit 2), never answered with an empty list.
  const store = async (environment: string) => {
    await (await ctx.app()).environments.get(environment);
    return new MatchRulesStore(ctx.home());
  };

  envOption(command.command('list').description('The presets and the rules saved for an environment')).action(
    async (flags: EnvFlags) => {
      const saved = await (await store(flags.env)).list(flags.env);
      const presets = Object.values(MATCH_RULE_PRESETS);
      if (flags.json) return ctx.io.out(`${JSON.stringify({ presets, saved })}\n`);
      ctx.io.out('Presets:\n');
      for (const rules of presets) ctx.io.out(`  ${rulesSummary(rules)}\n`);
      if (saved.length === 0) return ctx.io.out(`No match rules are saved for ${flags.env}.\n`);
      ctx.io.out(`Saved for ${flags.env}:\n`);
      for (const rules of saved) ctx.io.out(`  ${rulesSummary(rules)}\n`);
    },
  );

  envOption(
    command.command('show').description('Match rules in full: a preset or a saved name').argument('<name>'),
  ).action(async (name: string, flags: EnvFlags) => {
    const rules = await (await store(flags.env)).get(flags.env, name);
    if (flags.json) return ctx.io.out(`${JSON.stringify(rules)}\n`);
    ctx.io.out(`${rulesLines(rules).join('\n')}\n`);
  });

  envOption(
    command
      .command('save')
      .description('Save a rules file (JSON) under a name for the environment; replaces rules of that name')
      .argument('<file>', 'the .json file of match rules')
      .requiredOption('--name <name>', 'the name to save them under (not a preset name)'),
  ).action(async (file: string, flags: EnvFlags & { name: string }) => {
    const target = await store(flags.env);
    const read = matchRulesOf({ matchRules: file }).rules!;
    const saved = await target.save(flags.env, { ...read, name: flags.name });
    if (flags.json) return ctx.io.out(`${JSON.stringify(saved)}\n`);
    ctx.io.out(`Saved for ${flags.env}: ${rulesSummary(saved)}. Use it with --match-rules ${saved.name}.\n`);
  });

  envOption(command.command('remove').description('Remove saved match rules').argument('<name>')).action(
    async (name: string, flags: EnvFlags) => {
      const removed = await (await store(flags.env)).remove(flags.env, name);
      if (flags.json) return ctx.io.out(`${JSON.stringify({ removed: removed.name })}\n`);
      ctx.io.out(`Removed match rules ${removed.name} from ${flags.env}.\n`);
    },
  );
}
