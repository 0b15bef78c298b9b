// The spec's eligibility texts (administration.md §5, §8) and ours where it is silent.
export { eligibilityMessages } from '@/lib/onboarding/messages';

export const ELIGIBILITY_MESSAGES = {
  listLoad: 'Eligibilities could not be loaded.',
  load: 'Eligibility could not be loaded.',
  save: 'Could not save Eligibility',
  filesLoad: 'Eligibility Files could not be loaded.',
  /** Process or cancel failures. */
  processFailed: 'Something went wrong',
  fileNotFound: 'Eligibility file could not be found.',
  fileKind: 'Upload a CSV or XLSX file.',
  fileEmpty: 'The file has no rows below its header.',
  fileTooLarge: 'The file is too large (at most 25 MB).',
  fileUnreadable: 'The file could not be read as CSV or XLSX.',
  noFile: 'Choose a file to upload.',
  mappingIdentifier: 'Choose the column that holds the identifier.',
  mappingColumn: 'A mapped column is not in the file.',
  notProcessable: 'Only an uploaded, canceled or failed file can be processed.',
  notProcessing: 'The file is not processing.',
  deleteWhileProcessing: 'A file cannot be deleted while it is processing.',
  invalidEmail: 'Email is not a valid email address.',
  tooLong: (field: string) => `${field} is too long (at most 255 characters).`,
  fieldTooLong: 'must be at most 255 characters',
  identifierTooLong: 'identifier must be at most 255 characters',
  searchTooLong: 'search must be at most 100 characters',
  columnNameTooLong: 'column names are at most 200 characters',
  statusCanceled: 'status must be canceled',
} as const;
