// The spec's location texts (administration.md §5 "Location save") and ours where it is silent.
export const LOCATION_MESSAGES = {
  save: 'Could not save Location',
  updateParent: 'Update Parent Location Failed',
  nameRequired: 'Location name is required.',
  notFound: 'Could not save Location',
  uploadEmpty: 'The file has no locations.',
  uploadKind: 'Upload a CSV file of locations.',
  uploadTooDeep: (row: number, levels: number) => `Row ${row}: at most ${levels} levels.`,
  uploadTooLarge: 'The file is too large (at most 1 MB).',
  uploadBlankLevel: (row: number) => `Row ${row}: a level is blank above a named one.`,
  tagTooLong: 'tag must be at most 60 characters',
  nameTooLong: 'Location name must be at most 120 characters.',
  sequenceEmpty: 'sequence lists at least one location.',
  sequenceTooLong: 'sequence lists at most 1000 locations.',
} as const;
