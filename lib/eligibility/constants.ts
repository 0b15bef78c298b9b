// Eligibility administration constants (administration.md §4 "Eligibility file", §9).

/** The file list polls a processing file's status this often (§9: every 1 s). */
export const ELIGIBILITY_POLL_MS = 1000;
/** The records index: rows a page by default and at most. */
export const ELIGIBILITY_PAGE_SIZE = 25;
export const MAX_ELIGIBILITY_PAGE_SIZE = 100;
/** An uploaded file: at most this many bytes (a 100,000-row CSV is about 6 MB). */
export const MAX_ELIGIBILITY_FILE_BYTES = 25 * 1024 * 1024;
/** Rows a background batch upserts in one statement; the job checks for a cancel between batches. */
export const ELIGIBILITY_BATCH_ROWS = 1000;
/** Per-row errors kept on a file (the rest are counted in a last line). */
export const MAX_STORED_ROW_ERRORS = 5000;
/** Data rows shown in the column-mapping preview. */
export const PREVIEW_ROWS = 5;

/** The record fields a file's columns map to; identifier is required. */
export const ELIGIBILITY_FIELDS = ['identifier', 'first_name', 'last_name', 'email'] as const;
export type EligibilityField = (typeof ELIGIBILITY_FIELDS)[number];

/** Stored statuses (CHECK eligibility_files_status_check); 'processed' is shown as Complete. */
export const ELIGIBILITY_FILE_STATUSES = ['uploaded', 'processing', 'processed', 'canceled', 'failed'] as const;
export type EligibilityFileStatus = (typeof ELIGIBILITY_FILE_STATUSES)[number];
export const ELIGIBILITY_FILE_STATUS_LABELS: Record<EligibilityFileStatus, string> = {
  uploaded: 'Uploaded',
  processing: 'Processing',
  processed: 'Complete',
  canceled: 'Canceled',
  failed: 'Failed',
};

/** Upload kinds by extension: CSV, and XLSX read with exceljs's streaming reader. */
export const ELIGIBILITY_FILE_KINDS = { csv: 'text/csv', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;
export type EligibilityFileKind = keyof typeof ELIGIBILITY_FILE_KINDS;
