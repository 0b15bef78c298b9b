// Messages of evaluations, shared by the API and the UI. Spec texts are quoted exactly (the
// misspelling 'ocurred' is the spec's); the ones the spec leaves open are marked "ours".
export const EVALUATION_MESSAGES = {
  notFound: 'Evaluation Definition could not be found',
  saveError: 'An error ocurred while saving!',
  /** A body that is not an evaluation at all (no definition id, answers not an object). */
  couldNotSave: 'Could not save Evaluation',
  weekNumber: 'Week Number must be greater than 0',
  requiredFields: '* Required Fields',
  alreadyCompleted: 'You have already completed this evaluation.', // ours
  notOpen: 'This evaluation is not open right now.', // ours
  promotionNotFound: 'Promotion could not be loaded.',
  unknownQuestion: (name: string) => `Unknown question: ${name}.`, // ours (the words registration used first)
  // Server-side answer problems name the question (ours).
  required: (label: string) => `Please answer “${label}”.`,
  notAnOption: (label: string) => `Please choose one of the answers offered for “${label}”.`,
  notAWholeNumber: (label: string) => `The answer to “${label}” must be a whole number.`,
  tooLong: (label: string) => `The answer to “${label}” is too long.`,
  // Field-level, on the forms (ours).
  fieldRequired: 'Please answer this question.',
  fieldRequiredCheckbox: 'Please tick this box to continue.',
  fieldNotAnOption: 'Please choose one of the answers.',
  fieldNotAWholeNumber: 'Please enter a whole number.',
  fieldTooLong: 'This answer is too long.',
  saved: 'Saved!',
  congratulationsTitle: 'Thank you!', // the fallback when content evaluation/congratulations is missing
  congratulationsText: (name: string) => `Your answers to ${name} are saved.`, // ours
} as const;
