import { copyFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Command } from 'commander';
import { refreshCreatedUsersFile } from '../../services/jobs/revert/created-users-file';
import { createdUsersOf, revertWithCreations } from '../../services/jobs/revert/revert-creates';
import type { CliContext } from '../context';
import { exitCodeOf } from '../job-outcome';
import { confirmWrite } from '../production-confirmation';
import { prepareResultsFolder } from '../results-folder';
import { maxWaitOf, type RunFlags } from '../run-flags';
import { runJobInTerminal } from '../run-job-in-terminal';
import { alsoCreatedWords, revertCreatedWhat } from '../job-count-words';

// `jobs revert ID --created [--tag NAME]`: the users an import created cannot be deleted (the
// API has no DELETE); the unchanged ones are disabled, unapproved and tagged for the service's
// administrators, the changed ones left alone, and all listed in created-users.csv.

export interface RevertCreatedFlags extends RunFlags {
  created?: boolean;
  tag?: string;
}

/** The flags `jobs revert` gains for the users a job created. */
export function addRevertCreatedOptions(command: Command): Command {
  return command
    .option('--created', 'also disable, unapprove and tag the users the job created and nobody changed since')
    .option('--tag <name>', 'the tag put on those users (default import-reverted-<job id>)');
}

/** The plain words said before anything is sent: the records stay on the service. */
export function createdUsersWarning(jobId: string, count: number, tag: string): string {
  return (
    `Job ${jobId} created ${count} user${count === 1 ? '' : 's'}. The service offers no way to delete users: ` +
    'these records REMAIN on the service.\n' +
    `Those unchanged since the import will be set enabled 0 and approved 0 and tagged "${tag}"; ` +
    'a user changed since is left alone.\n' +
    "All of them are listed in created-users.csv: hand it to the service's administrators, " +
    'who must merge or remove the records.\n'
  );
}

/**
 * Runs the revert with the creations when asked (--created). Without it, says that the job
 * created users and how to include them, and answers false: the caller reverts the updates only.
 */
export async function revertCreatedIfAsked(ctx: CliContext, id: string, flags: RevertCreatedFlags): Promise<boolean> {
  const service = (await ctx.app()).jobs;
  const { count, tag: defaultTag } = createdUsersOf(service, id);
  if (!flags.created) {
    if (count > 0 && !flags.json) ctx.io.err(`${alsoCreatedWords(id, count)}\n`);
    return false;
  }
  const tag = flags.tag ?? defaultTag;
  const original = service.summary(id);
  const updates = original.revertedBy ? 0 : original.counts.updated;
  // Said whether or not a question follows (--yes): the records stay, and someone must act on the list.
  ctx.io.err(createdUsersWarning(id, count, tag));
  const what = revertCreatedWhat(id, updates);
  await confirmWrite(ctx, original, what, flags);
  let revertId: string | undefined;
  const app = await ctx.app();
  const end = await runJobInTerminal(
    ctx,
    service,
    () => revertId ?? '',
    async () => {
      const started = await revertWithCreations(service, app.environments, id, {
        tag,
        confirmEnvironment: original.environment.name,
        ...maxWaitOf(flags),
      });
      revertId = started.id;
      return started;
    },
    flags,
  );
  const file = refreshCreatedUsersFile(service.store, end.id);
  if (file && flags.out) copyFileSync(file, join(prepareResultsFolder(flags.out), `${end.id}-${basename(file)}`));
  if (!flags.json && file) {
    ctx.io.out(`The users job ${id} created, and what was done with each: ${file}\n`);
    const left = service.rows(end.id, 'all', 0, 1000).rows.filter((row) => row.plan === 'conflict');
    for (const row of left) ctx.io.out(`  left alone: user_id ${row.userId ?? '?'}: ${row.message}\n`);
  }
  process.exitCode = exitCodeOf(end);
  return true;
}
