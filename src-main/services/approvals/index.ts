// Approving users in batches. The one ApprovalService per process is the app context's `approvals`.
export { ApprovalService, type ApprovalJobOptions, type ApprovalServiceOptions } from './service';
export { approvalOutcome } from './outcome';
