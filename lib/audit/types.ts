// The audit trail JSON (docs/administration-access.md "Audit trail"): answered by app/api/audit, built by
// server/audit/queries.ts.
import { z } from 'zod';
import type { ListResponse } from '@/lib/list-response';

export interface AuditEvent {
  id: number;
  created_at: string;
  actor: { id: number; name: string | null; email: string | null };
  action: string;
  record_type: string;
  record_id: string;
  promotion_id: number | null;
  organization_id: number | null;
  /** Only the changed fields; secrets show as "[hidden]". */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  ip: string | null;
}
export type AuditList = ListResponse<AuditEvent>;

export const AUDIT_MESSAGES = { listFailed: 'Audit trail could not be loaded.' } as const;

const id = z.coerce.number().int().positive().max(2_147_483_647);
/** GET /audit: one promotion's or one organization's changes (none: every change the account reaches). */
export const auditQuerySchema = z.object({
  promotion_id: id.optional(),
  organization_id: id.optional(),
  action: z.string().trim().max(40).optional(),
  record_type: z.string().trim().max(60).optional(),
  actor_id: id.optional(),
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'from must be a date (YYYY-MM-DD)').optional(),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'to must be a date (YYYY-MM-DD)').optional(),
  page: z.coerce.number().int().positive().max(100_000).optional(),
  page_size: z.coerce.number().int().min(1).max(200).optional(),
}).strict();
export type AuditQuery = z.infer<typeof auditQuerySchema>;
