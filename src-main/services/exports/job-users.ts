import type { JobService } from '../jobs/job-service';

/** The user_id of every row of job `id` that has one (created, updated or found), for "only this job's users". */
export function jobUserIds(jobs: Pick<JobService, 'rows'>, id: string): Set<number> {
  const ids = new Set<number>();
  for (let offset = 0; ; offset += 1000) {
    const page = jobs.rows(id, 'all', offset, 1000);
    for (const row of page.rows) if (row.userId !== null) ids.add(row.userId);
    if (offset + 1000 >= page.total) return ids;
  }
}
