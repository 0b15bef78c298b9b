// What a file's status reads as on the files page: a processed file with refused rows is not a green "Complete"
// (issue 32: the errors reached people only as a CSV behind that badge) but "Completed with N errors".
import { countOf } from '@/lib/format/counts';
import { ELIGIBILITY_FILE_STATUS_LABELS, type EligibilityFileStatus } from './constants';

export function eligibilityFileStatusLabel(file: { status: EligibilityFileStatus; error_count: number }): string {
  if (file.status === 'processed' && file.error_count > 0) return `Completed with ${countOf(file.error_count, 'error')}`;
  return ELIGIBILITY_FILE_STATUS_LABELS[file.status];
}

/** A processed file whose rows were refused: its status is a warning and its rejected rows are shown. */
export const completedWithErrors = (file: { status: EligibilityFileStatus; error_count: number }) => file.status === 'processed' && file.error_count > 0;
