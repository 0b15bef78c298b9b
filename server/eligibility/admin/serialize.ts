// The JSON of the eligibility administration (lib/eligibility/types.ts): records with their email and registration,
// which only the promotion's administrators read, and uploaded files without their storage key.
import type { AdminEligibility, EligibilityFile, EligibilityFileStatusAnswer } from '@/lib/eligibility/types';
import type { EligibilityFileKind, EligibilityFileStatus } from '@/lib/eligibility/constants';

export const adminEligibilitySelect = {
  id: true, identifier: true, first_name: true, last_name: true, email: true, user_id: true, created_at: true,
} as const;

export interface AdminEligibilityRow {
  id: number;
  identifier: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  user_id: number | null;
  created_at: Date;
}

export function serializeAdminEligibility(row: AdminEligibilityRow): AdminEligibility {
  return {
    id: row.id, identifier: row.identifier, first_name: row.first_name, last_name: row.last_name, email: row.email,
    user_id: row.user_id, registered: row.user_id !== null, created_at: row.created_at.toISOString(),
  };
}

export const eligibilityFileSelect = {
  id: true, filename: true, storage_key: true, status: true, total_rows: true, rows_processed: true, errors: true,
  created_at: true, updated_at: true, uploaded_by: { select: { email: true, profile: { select: { first_name: true, last_name: true } } } },
} as const;

export interface EligibilityFileRow {
  id: number;
  filename: string;
  storage_key: string;
  status: string;
  total_rows: number;
  rows_processed: number;
  errors: string[];
  created_at: Date;
  updated_at: Date;
  uploaded_by: { email: string; profile: { first_name: string | null; last_name: string | null } | null } | null;
}

/** The kind is the stored key's extension (server/eligibility/file-storage.ts); the seed's older keys are CSV. */
export function fileKindOf(storageKey: string): EligibilityFileKind {
  return storageKey.toLowerCase().endsWith('.xlsx') ? 'xlsx' : 'csv';
}

function uploaderName(u: EligibilityFileRow['uploaded_by']): string | null {
  if (!u) return null;
  return [u.profile?.first_name, u.profile?.last_name].filter(Boolean).join(' ') || u.email;
}

export function serializeEligibilityFile(row: EligibilityFileRow): EligibilityFile {
  return {
    id: row.id, filename: row.filename, kind: fileKindOf(row.storage_key),
    // CHECK eligibility_files_status_check holds the stored value to ELIGIBILITY_FILE_STATUSES.
    status: row.status as EligibilityFileStatus,
    total_rows: row.total_rows, rows_processed: row.rows_processed, error_count: row.errors.length,
    uploaded_by: uploaderName(row.uploaded_by), created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString(),
  };
}

export function serializeFileStatus(row: Pick<EligibilityFileRow, 'id' | 'status' | 'total_rows' | 'rows_processed' | 'errors'>): EligibilityFileStatusAnswer {
  return { id: row.id, status: row.status as EligibilityFileStatus, total_rows: row.total_rows, rows_processed: row.rows_processed, error_count: row.errors.length };
}
