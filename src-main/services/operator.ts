import { hostname, userInfo } from 'node:os';
import type { JobOperator } from '../../src-shared/bridge/jobs';

/**
 * Who runs this process: the OS user name and the computer's name, recorded with every job so
 * an office can tell later who imported or approved what. Never fails: a name that cannot be
 * read is "unknown".
 */
export function currentOperator(env: NodeJS.ProcessEnv = process.env): JobOperator {
  let user = '';
  try {
    user = userInfo().username;
  } catch {
    // No entry for this uid in the user database (some containers): the login variables remain.
  }
  let computer = '';
  try {
    computer = hostname();
  } catch {
    // Left to the variable below.
  }
  return {
    user: user || env.USER || env.USERNAME || 'unknown',
    computer: computer || env.COMPUTERNAME || env.HOSTNAME || 'unknown',
  };
}

/** "jane on ADV-PC-12", as Jobs, `jobs show` and the results file's About sheet say it. */
export function describeOperator(operator: JobOperator | undefined): string {
  return operator
    ? `${operator.user} on ${operator.computer}`
    : 'not recorded (a job made before version 0.1.0 kept no name)';
}
