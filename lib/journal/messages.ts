// Messages of My Journey. Quoted from the specs where they name one; the rest are ours.
export const JOURNAL_MESSAGES = {
  /** Blank content is rejected by the server with this message. */
  contentBlank: "Content can't be blank",
  contentTooLong: 'Content is too long (5000 characters at most).',
  notFound: 'Reflection could not be found.',
  sceneNotFound: 'Scene could not be found.',
  duoNotFound: 'Duo could not be found.',
  /** The spec's dialog texts, for the UI. */
  confirmRemove: 'Are you sure you want to remove this reflection?',
  discardChanges: 'Discard unsaved changes?',
} as const;
