import { z } from 'zod';
import { method } from './define';
import { jobDetailSchema } from './jobs';
import { refusalMessage } from '../problems/refusals';

// The approvals domain of the bridge: list the users pending approval (approved = 0), narrow
// them with filters, and plan an "approve" job for a selection. Running, pausing, resuming,
// progress, results and revert are the jobs.* methods: an approval is a job like any other.
//
// The filter predicate lives here too, so main and the renderer (instant filtering of a list
// already loaded) apply exactly the same rules.

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** 2026-02-30 matches the pattern but is no day: the date must read back the same. */
function isRealDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const flagSchema = z.union([z.literal(0), z.literal(1)]);

/** The fields a reviewer needs to decide, for one pending user. */
export const pendingUserSchema = z.object({
  user_id: z.number().int(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  year_graduated: z.number().int().nullable(),
  /** YYYY-MM-DD as the service wrote it. */
  createdAt: z.string().nullable(),
  tags: z.array(z.string()),
  groups: z.array(z.string()),
  enabled: flagSchema.nullable(),
});
export type PendingUser = z.infer<typeof pendingUserSchema>;

/** Every filter is optional; a user must pass all those given. */
export const approvalFilterSchema = z
  .object({
    /** Only the users this import job created (from its journal). */
    jobId: z.string().min(1).max(80).optional(),
    /** Holds this tag (case does not matter). */
    tag: z.string().trim().min(1).max(255).optional(),
    /** Belongs to this group (case does not matter). */
    group: z.string().trim().min(1).max(255).optional(),
    /** Created on this day or later. */
    createdSince: z
      .string()
      .regex(DAY, refusalMessage('input.day-form'))
      .refine((day) => !DAY.test(day) || isRealDay(day), refusalMessage('input.day-not-real'))
      .optional(),
    yearGraduated: z.number().int().min(1900).max(2100).optional(),
    enabled: flagSchema.optional(),
    /** Part of the first name, last name, full name or email (case does not matter). */
    text: z.string().max(200).optional(),
  })
  .strict();
export type ApprovalFilter = z.infer<typeof approvalFilterSchema>;

export const approvalEnvironmentSchema = z.object({
  name: z.string(),
  kind: z.enum(['test', 'production']),
  url: z.string(),
});
export type ApprovalEnvironment = z.infer<typeof approvalEnvironmentSchema>;

/** One field of a user for the detail panel: name, label from the catalogue, value as text. */
export const detailFieldSchema = z.object({ field: z.string(), label: z.string(), value: z.string() });
export type DetailField = z.infer<typeof detailFieldSchema>;

export const pendingListSchema = z.object({
  environment: approvalEnvironmentSchema,
  /** The pending users that pass the filter, in the service's order. */
  users: z.array(pendingUserSchema),
  /** Pages of GET /api/users/ read to build the list. */
  pages: z.number().int(),
  /** How the list was made, in words (which filters the service applied, which were applied here). */
  how: z.string(),
});
export type PendingList = z.infer<typeof pendingListSchema>;

/** What an approve job did, counted from its journal. */
export const approvalOutcomeSchema = z.object({
  jobId: z.string(),
  /** Users the job was asked to approve. */
  matched: z.number().int(),
  /** Users this job set to approved. */
  approved: z.number().int(),
  /** Users this job set to enabled (they were not). */
  enabled: z.number().int(),
  /** Users found already approved when the job reached them (nothing written). */
  alreadyApproved: z.number().int(),
  /** Users selected but no longer pending when the job was planned (left alone). */
  notPending: z.number().int(),
  failed: z.number().int(),
  /** Users not sent yet (the job was paused or stopped). */
  remaining: z.number().int(),
});
export type ApprovalOutcome = z.infer<typeof approvalOutcomeSchema>;

/** At most this many users in one approve job (a bigger selection is split by filters). */
export const MAX_APPROVAL_USERS = 100_000;

const environmentArg = z.string().min(1).max(80);

export const approvalsMethods = {
  'approvals.pending': method(
    'Every user pending approval (approved = 0) on the environment, every page read, narrowed by the filter',
    z.object({ environment: environmentArg, filter: approvalFilterSchema.default({}) }).strict(),
    pendingListSchema,
  ),
  'approvals.jobUsers': method(
    'The users an import job created (from its journal), to filter the pending list by job',
    z.object({ id: z.string().min(1).max(80) }).strict(),
    z.object({ jobId: z.string(), environment: z.string(), userIds: z.array(z.number().int()) }),
  ),
  'approvals.user': method(
    'One user as the service holds it now, as labelled text for the detail panel',
    z.object({ environment: environmentArg, userId: z.number().int().positive() }).strict(),
    z.object({
      userId: z.number().int(),
      fields: z.array(detailFieldSchema),
    }),
  ),
  'approvals.plan': method(
    'Plan an approve job (approved = 1, and enabled = 1 if asked) for the selected users still pending; sends no write. Start it with jobs.start',
    z
      .object({
        environment: environmentArg,
        userIds: z
          .array(z.number().int().positive())
          .min(1, refusalMessage('input.no-user-selected'))
          .max(MAX_APPROVAL_USERS),
        enable: z.boolean().default(false),
        /** The filter in force, in words, kept with the job. */
        description: z.string().max(300).optional(),
        rate: z.number().min(0).max(1000).optional(),
        concurrency: z.number().int().min(1).max(64).optional(),
      })
      .strict(),
    jobDetailSchema,
  ),
  'approvals.outcome': method(
    'What an approve job did so far: approved, enabled, already approved, failed',
    z.object({ id: z.string().min(1).max(80) }).strict(),
    approvalOutcomeSchema,
  ),
} as const;

/** The full name as a person reads it, or the email, or the id. */
export function pendingUserName(user: PendingUser): string {
  const name = [user.first_name, user.last_name].filter((part) => part && part.trim() !== '').join(' ');
  return name || user.email || `user ${user.user_id}`;
}

const sameWord = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Whether a pending user passes every filter given. `jobUserIds` holds the users the filter's
 * job created; with a jobId and no set, nobody passes (the caller has not read the job yet).
 */
export function matchesApprovalFilter(
  user: PendingUser,
  filter: ApprovalFilter,
  jobUserIds?: ReadonlySet<number>,
): boolean {
  if (filter.jobId !== undefined && !jobUserIds?.has(user.user_id)) return false;
  if (filter.tag !== undefined && !user.tags.some((tag) => sameWord(tag, filter.tag!))) return false;
  if (filter.group !== undefined && !user.groups.some((group) => sameWord(group, filter.group!))) return false;
  if (
    filter.createdSince !== undefined &&
    (user.createdAt === null || user.createdAt.slice(0, 10) < filter.createdSince)
  )
    return false;
  if (filter.yearGraduated !== undefined && user.year_graduated !== filter.yearGraduated) return false;
  if (filter.enabled !== undefined && (user.enabled ?? 0) !== filter.enabled) return false;
  const text = filter.text?.trim().toLowerCase();
  if (text) {
    const haystack = [
      user.first_name,
      user.last_name,
      `${user.first_name ?? ''} ${user.last_name ?? ''}`,
      user.email,
    ].map((part) => (part ?? '').toLowerCase());
    if (!haystack.some((part) => part.includes(text))) return false;
  }
  return true;
}
