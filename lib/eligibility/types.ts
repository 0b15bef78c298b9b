// What the eligibility administration answers (docs/api-contracts.md). Served by server/eligibility/admin/serialize.ts.
import type { ListResponse } from '@/lib/list-response';
import type { ColumnMapping } from './schemas';
import type { EligibilityFileKind, EligibilityFileStatus } from './constants';

/** One eligibility record of the /eligibilities index (§3); registered once user_id is set. */
export interface AdminEligibility {
  id: number;
  identifier: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  user_id: number | null;
  registered: boolean;
  created_at: string;
}

/** GET /eligibilities: a page, with the promotion's identifier label and the count of registered records. */
export type EligibilityList = ListResponse<AdminEligibility, { label: string; registered_records: number }>;

/** One uploaded eligibility file (§3): filename, status, total_rows, rows_processed, created_at. */
export interface EligibilityFile {
  id: number;
  filename: string;
  kind: EligibilityFileKind;
  status: EligibilityFileStatus;
  total_rows: number;
  rows_processed: number;
  error_count: number;
  uploaded_by: string | null;
  created_at: string;
  updated_at: string;
}

/** The column-mapping preview: the header, the first rows and the mapping guessed from the header. */
export interface EligibilityFilePreview {
  columns: string[];
  rows: string[][];
  mapping: ColumnMapping;
}

/** POST /eligibility_files (upload) and GET /eligibility_files/{id}. */
export interface EligibilityFileDetail extends EligibilityFile {
  preview: EligibilityFilePreview;
}

/** GET and POST /eligibility_files/{id}/processing_status. */
export interface EligibilityFileStatusAnswer {
  id: number;
  status: EligibilityFileStatus;
  total_rows: number;
  rows_processed: number;
  error_count: number;
}

/** One row a file's processing refused: its number in the file (the header is row 1; null for a file-wide failure),
 * its cells in the order of meta.columns (empty when the stored file can no longer be read), and the reason. */
export interface RejectedRow {
  row: number | null;
  values: string[];
  reason: string;
}

/** GET /eligibility_files/{id}/rejected_rows: a page of rejected rows, with the file's header in meta.columns. */
export type RejectedRowList = ListResponse<RejectedRow, { columns: string[] }>;
