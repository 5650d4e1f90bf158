import cliProgress from 'cli-progress';
import type { JobProgress, JobSummary } from '../../src-shared/bridge/jobs';
import type { JobService } from '../services/jobs';
import type { CliContext } from './context';
import { describeEnd, outcomeJson } from './job-outcome';
import { lockWaitLine } from './lock-wait-line';
import { copyResults, prepareResultsFolder } from './results-folder';
import { resultsNotWritten } from './results-failure';
import type { RunFlags } from './run-flags';

// The terminal side of running a job, shared by import, approve and the jobs commands:
// progress bar, Retry-After waits said aloud, Ctrl-C pauses, final summary.

/** What the person sees when every send waits for the service's Retry-After (never a silent wait). */
export function describeWait(jobId: string, until: string, askedSeconds: number | undefined): string {
  const seconds = Math.max(1, Math.round((Date.parse(until) - Date.now()) / 1000));
  const asked =
    askedSeconds !== undefined && askedSeconds > seconds + 1
      ? `asked to wait ${askedSeconds} s (Retry-After); waiting ${seconds} s at most`
      : `asked to wait ${seconds} s (Retry-After)`;
  return (
    `The service ${asked}: next try at ${until.slice(11, 19)} UTC. ` +
    `Ctrl-C pauses the job; resume it later with: alumni-loader jobs resume ${jobId}`
  );
}

/**
 * Starts a job and follows it: a progress bar on a terminal, Ctrl-C pauses after the requests
 * in flight (a second Ctrl-C leaves at once; the journal keeps every row either way).
 */
export async function runJobInTerminal(
  ctx: CliContext,
  jobs: JobService,
  jobId: string | (() => string),
  start: () => Promise<JobSummary>,
  flags: RunFlags,
  /** Replaces the final JSON object (approve prints its own counts). */
  finalJson?: (end: JobSummary, files: { resultsCsv: string; resultsXlsx: string; errors: string | null }) => unknown,
): Promise<JobSummary> {
  // A wrong --out is said before anything is sent.
  if (flags.out) prepareResultsFolder(flags.out);
  const app = await ctx.app();
  const idOf = () => (typeof jobId === 'function' ? jobId() : jobId);
  const showBar = !flags.json && Boolean(process.stderr.isTTY);
  const bar = showBar
    ? new cliProgress.SingleBar(
        {
          format: '{bar} {value}/{total} rows | {rate}/s{limit} | ETA {eta}s | {failed} failed',
          hideCursor: true,
          stream: process.stderr,
        },
        cliProgress.Presets.shades_classic,
      )
    : undefined;
  let barStarted = false;
  let toldWait: string | undefined;
  let toldLockWait = false;
  const envOf = () => jobs.summary(idOf()).environment.name;
  const stopListening = app.events.onAny((event, payload) => {
    if (event !== 'jobs.progress') return;
    const progress = payload as JobProgress;
    if (progress.jobId !== idOf()) return;
    if (progress.waitingForJob) {
      // Said once; the bar starts with the job's first row, not during the wait.
      if (!toldLockWait) ctx.io.err(lockWaitLine(progress.jobId, progress.waitingForJob, envOf(), Boolean(flags.json)));
      toldLockWait = true;
      return;
    }
    if (progress.waitingUntil && progress.waitingUntil !== toldWait) {
      toldWait = progress.waitingUntil;
      if (flags.json) {
        ctx.io.err(
          `${JSON.stringify({
            event: 'waiting',
            jobId: progress.jobId,
            until: progress.waitingUntil,
            askedSeconds: progress.waitAskedSeconds ?? null,
          })}\n`,
        );
      } else
        ctx.io.err(
          `${bar ? '\n' : ''}${describeWait(progress.jobId, progress.waitingUntil, progress.waitAskedSeconds)}\n`,
        );
    }
    if (!bar) return;
    const fields = {
      rate: progress.currentRate,
      limit: progress.rateLimit === null ? '' : ` (limit ${progress.rateLimit}/s)`,
      eta: progress.etaSeconds ?? '?',
      failed: progress.failed,
    };
    if (!barStarted) {
      bar.start(progress.total, progress.done, fields);
      barStarted = true;
    } else bar.update(progress.done, fields);
  });
  let interrupts = 0;
  const onInterrupt = () => {
    interrupts++;
    if (interrupts === 1) {
      ctx.io.err(
        '\nPausing after the requests in flight... (Ctrl-C again to leave at once; the journal keeps every row)\n',
      );
      void jobs.pause(idOf()).catch(() => {});
    } else {
      process.exit(130);
    }
  };
  process.on('SIGINT', onInterrupt);
  try {
    const started = await start();
    const end = await jobs.waitFor(started.id);
    bar?.stop();
    const files = await jobs.results(end.id).catch((error: unknown) => {
      throw resultsNotWritten(end, error);
    });
    const copied = flags.out ? copyResults(flags.out, end.id, files) : files;
    const resultsFile = copied.resultsCsv;
    const errorsFile = copied.errors;
    if (flags.json) {
      ctx.io.out(
        `${JSON.stringify(
          finalJson ? finalJson(end, copied) : outcomeJson(end, resultsFile, errorsFile, copied.resultsXlsx),
        )}\n`,
      );
    } else {
      ctx.io.out(describeEnd(end, resultsFile, errorsFile));
    }
    return end;
  } finally {
    bar?.stop();
    stopListening();
    process.off('SIGINT', onInterrupt);
  }
}
