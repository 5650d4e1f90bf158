// One user action at a time: `busy` says what is going on, a failure lands in `problem` in words.
import { toProblem, type Problem } from './problem';

export interface TaskHolder {
  busy: string | null;
  problem: Problem | null;
}

export async function runTask(holder: TaskHolder, label: string | null, work: () => Promise<void>): Promise<void> {
  if (label) holder.busy = label;
  holder.problem = null;
  try {
    await work();
  } catch (error) {
    holder.problem = toProblem(error);
  } finally {
    if (label) holder.busy = null;
  }
}
