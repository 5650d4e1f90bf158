// The approvals filter in the app's words (both doors say it alike; the CLI's approve command and main's approve
// job, which keeps it as the job's description, use it too). The filter itself is data (bridge/approvals.ts).
import type { ApprovalFilter } from '../../../../src-shared/bridge/approvals';

/** The filter in words, e.g. `job 20260101-120000-ab12, tag "reunion", class of 1998`. */
export function describeApprovalFilter(filter: ApprovalFilter): string {
  const parts: string[] = [];
  if (filter.jobId) parts.push(`created by job ${filter.jobId}`);
  if (filter.tag) parts.push(`tag "${filter.tag}"`);
  if (filter.group) parts.push(`group "${filter.group}"`);
  if (filter.createdSince) parts.push(`created since ${filter.createdSince}`);
  if (filter.yearGraduated !== undefined) parts.push(`class of ${filter.yearGraduated}`);
  if (filter.enabled !== undefined) parts.push(filter.enabled === 1 ? 'enabled' : 'not enabled');
  if (filter.text?.trim()) parts.push(`name or email containing "${filter.text.trim()}"`);
  return parts.length > 0 ? parts.join(', ') : 'no filter';
}
