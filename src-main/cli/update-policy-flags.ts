// What an import may change on people already on the service, from the command line:
// --update-policy FILE (JSON, refused line by line like a mapping file), a flag per field group
// (--names fill-empty, --flags update, ...), --also-for-existing FIELD,... for values given with
// --set, --name-forms and --accept-proposed. A saved mapping's "updatePolicy" comes first; the
// file, then the flags, go over it. The plan's figures are said in words here too.
import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import type { JobDetail } from '../../src-shared/bridge/jobs';
import { counted } from '../../src-shared/english';
import { AppError } from '../../src-shared/errors';
import { fieldSpec } from '../../src-shared/fields/catalogue';
import type { Mapping } from '../../src-shared/mapping/types';
import {
  FIELD_GROUPS,
  GROUP_TABLE,
  NAME_FORMS,
  UPDATE_RULES,
  joinPolicies,
  parseUpdatePolicy,
  groupRule,
  type FieldGroupName,
  type NameForms,
  type UpdatePolicy,
  type UpdateRule,
} from '../../src-shared/update-policy';
import { ACCEPTABLE } from '../../src-shared/update-policy/reasons';
import type { JobService } from '../services/jobs';
import { CLI_UPDATE_POLICY_WORDS as WORDS } from './words/update-policy-words';
import { choiceOption } from './choices';

export interface UpdatePolicyFlags {
  updatePolicy?: string;
  alsoForExisting?: string[];
  nameForms?: NameForms;
  acceptProposed?: string;
  /** One per group, by commander's camel-cased name (birthDate for --birth-date). */
  names?: UpdateRule;
  email?: UpdateRule;
  birthDate?: UpdateRule;
  ids?: UpdateRule;
  personal?: UpdateRule;
  addresses?: UpdateRule;
  phones?: UpdateRule;
  flags?: UpdateRule;
  other?: UpdateRule;
}

const flagOf = (group: FieldGroupName): string => `--${group}`;
const keyOf = (group: FieldGroupName): keyof UpdatePolicyFlags =>
  group.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()) as keyof UpdatePolicyFlags;

const commaList = (value: string, previous: string[] = []): string[] => [
  ...previous,
  ...value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
];

/** The policy's flags; `accept` false leaves out --accept-proposed (validate plans nothing, it saves a template). */
export function addUpdatePolicyOptions(command: Command, accept = true): Command {
  command.option(
    '--update-policy <file>',
    'what may change for people already on the service: a JSON file ({"groups": {"names": "update"}, ...}); ' +
      'also saved in a mapping file as "updatePolicy"',
  );
  for (const group of GROUP_TABLE)
    command.addOption(
      choiceOption(
        `${flagOf(group.name)} <rule>`,
        `${group.label} of people already on the service (default ${group.rule})`,
        UPDATE_RULES,
      ),
    );
  command
    .option(
      '--also-for-existing <fields>',
      'values given with --set apply to new people only; these fields also to people already on the service',
      commaList,
    )
    .addOption(
      choiceOption(
        '--name-forms <rule>',
        "after a nickname, maiden-name or typo match: keep the service's name (default) or let the file's win",
        NAME_FORMS,
      ),
    );
  if (accept)
    command.option(
      '--accept-proposed <rows>',
      'apply the proposed changes the plan lists: "all", or row numbers (2,5,9)',
    );
  return command;
}

/** The mapping to save as a template, with the policy of the mapping file, --update-policy and the flags. */
export function withUpdatePolicy<M extends Pick<Mapping, 'updatePolicy'>>(mapping: M, flags: UpdatePolicyFlags): M {
  const policy = updatePolicyOf(flags, mapping);
  const rest = { ...mapping };
  delete rest.updatePolicy;
  return Object.keys(policy).length > 0 ? { ...rest, updatePolicy: policy } : rest;
}

/** The policy of the import: the mapping file's, then --update-policy FILE, then the flags. */
export function updatePolicyOf(flags: UpdatePolicyFlags, mapping?: Pick<Mapping, 'updatePolicy'>): UpdatePolicy {
  const fromFile = flags.updatePolicy ? readPolicyFile(flags.updatePolicy) : undefined;
  const groups: Partial<Record<FieldGroupName, UpdateRule>> = {};
  for (const group of FIELD_GROUPS) {
    const rule = flags[keyOf(group)];
    if (typeof rule === 'string') groups[group] = rule as UpdateRule;
  }
  const given = [...new Set(flags.alsoForExisting ?? [])];
  const unknown = given.filter((field) => !fieldSpec(field));
  if (unknown.length > 0)
    throw new AppError(
      'invalid-input',
      `--also-for-existing names ${unknown.map((f) => `"${f}"`).join(', ')}, which ${unknown.length > 1 ? 'are' : 'is'} no User field.`,
      ['Give the fields of --set values, e.g. --also-for-existing enabled,tags.'],
    );
  const fromFlags: UpdatePolicy = {
    ...(Object.keys(groups).length > 0 ? { groups } : {}),
    ...(given.length > 0 ? { givenAlsoForExisting: given } : {}),
    ...(flags.nameForms ? { nameForms: flags.nameForms } : {}),
  };
  return joinPolicies(joinPolicies(mapping?.updatePolicy, fromFile), fromFlags);
}

/** The plan request's policy and accepted proposals. */
export function planSettingsOf(flags: UpdatePolicyFlags, mapping?: Pick<Mapping, 'updatePolicy'>) {
  const accept = acceptOf(flags);
  return { updatePolicy: updatePolicyOf(flags, mapping), ...(accept ? { accept } : {}) };
}

/** --accept-proposed: every proposed change, or those of the rows named. */
export function acceptOf(flags: UpdatePolicyFlags): { all: boolean; rows: number[] } | undefined {
  const said = flags.acceptProposed?.trim();
  if (!said) return undefined;
  if (said.toLowerCase() === 'all') return { all: true, rows: [] };
  const rows = said.split(',').map((item) => item.trim());
  const bad = rows.filter((item) => !/^\d+$/.test(item) || Number(item) < 1);
  if (bad.length > 0)
    throw new AppError('invalid-input', `--accept-proposed takes "all" or row numbers; "${bad[0]}" is neither.`, [
      'Give the rows the plan lists under "Proposed changes", e.g. --accept-proposed 2,7.',
    ]);
  return { all: false, rows: rows.map(Number) };
}

function readPolicyFile(path: string): UpdatePolicy {
  let text: string;
  try {
    text = readFileSync(path, 'utf8').replace(/^\uFEFF/, '');
  } catch (error) {
    throw new AppError('invalid-input', `The update policy file ${path} cannot be read: ${(error as Error).message}`, [
      'Give a JSON file such as {"groups": {"addresses": "update", "names": "fill-empty"}}.',
    ]);
  }
  return parseUpdatePolicy(text, { kind: 'policy', file: path });
}

/** `jobs show`: the policy the plan was made with and its figures. */
export function policyLines(detail: JobDetail): string[] {
  if (detail.kind !== 'import' || !detail.settings.updatePolicy) return [];
  const policy = detail.settings.updatePolicy;
  const given = policy.givenAlsoForExisting ?? [];
  const fields = Object.entries(policy.fields ?? {}).map(([field, rule]) => `${field} ${WORDS.rules[rule]}`);
  const u = detail.updates;
  return [
    `People already on the service: ${GROUP_TABLE.map((g) => `${g.name} ${WORDS.rules[groupRule(policy, g.name)]}`).join(', ')}` +
      (fields.length > 0 ? `; ${fields.join(', ')}` : ''),
    `  values given for every row: ${given.length > 0 ? `also for people already there: ${given.join(', ')}` : 'new people only'}; ` +
      `matched names: ${policy.nameForms === 'file-wins' ? "the file's win" : "the service's kept"}`,
    ...(u
      ? [
          `  ${u.filled} filled, ${u.replaced} replaced, ${u.given} given for every row, ` +
            `${counted(u.proposed, 'proposed change')} not applied, ${u.keptByRule} kept by the rules`,
        ]
      : []),
  ];
}

const EXAMPLES = 5;

/** What the plan changes on people already there, by kind, then the first proposed changes. */
export function describeUpdates(plan: JobDetail, jobs: JobService): string {
  const u = plan.updates;
  if (!u || plan.counts.update + plan.counts.unchanged === 0) return '';
  const policy = plan.settings.updatePolicy;
  const lines = [
    'What may change for people already on the service:',
    `  Rules: ${GROUP_TABLE.map((g) => `${g.name} ${WORDS.rules[groupRule(policy, g.name)]}`).join(', ')}`,
    `  ${WORDS.addressBlocks}`,
    `  ${counted(u.filled, 'value')} filled where the service held nothing, ${counted(u.replaced, 'value')} replaced`,
    ...(u.given > 0 ? [`  ${counted(u.given, 'value')} given with --set applied to people already there`] : []),
    `  ${counted(u.proposed, 'proposed change')} not applied` +
      (u.proposed > 0 ? ` (${counted(u.proposedRows, 'row')}; --accept-proposed all or ROWS)` : ''),
    ...(u.keptByRule > 0
      ? [
          `  ${counted(u.keptByRule, 'difference')} kept by the rules ` +
            '(a group set to never; --set values are for new people unless --also-for-existing FIELD)',
        ]
      : []),
  ];
  const { total, rows } = jobs.rows(plan.id, 'proposed', 0, EXAMPLES);
  if (total > 0)
    lines.push(`  Proposed changes${total > rows.length ? ` (first ${rows.length} of ${total} rows)` : ''}:`);
  for (const row of rows) {
    const proposals = (row.kept ?? []).filter((k) => ACCEPTABLE.has(k.reason));
    const what = proposals.map((k) => `${k.field}: ${show(k.before)} -> ${shownAfter(k)} (${WORDS.kept[k.reason]})`);
    lines.push(`    row ${row.rowNumber} (user_id ${row.userId}): ${what.join('; ')}`);
  }
  return `${lines.join('\n')}\n`;
}

/** A part a whole address would clear is said so. */
const shownAfter = (k: { after: unknown; reason: string }): string =>
  k.reason === 'address-block' && show(k.after) === '(blank)' ? '(cleared)' : show(k.after);

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(blank)';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}
