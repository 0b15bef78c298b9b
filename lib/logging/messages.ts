// Messages of the daily loop. Spec texts are quoted exactly; the rest are ours.
export const LOGGING_MESSAGES = {
  // the spec's words
  maxActivities: 'Max activities logged. Select another day',
  // the spec's words for a quiz answer
  correct: 'Correct!',
  tryAgain: 'Try again.',
  // ours
  notStarted: 'Logging begins when the program starts.',
  loggingEnded: 'Logging has ended for this program.',
  futureDay: 'You cannot log activities for a future day.',
  outsideProgram: 'That day is not part of the program.',
  dayOutOfRange: 'dt must be a day of the program, no later than today.',
  entryLocked: 'This day is locked and can no longer be changed.',
  notLoggingActivity: 'This activity cannot be logged.',
  activityNotAvailable: 'This activity is not available yet.',
  activityNotFound: 'Activity could not be found.',
  userActivityNotFound: 'Activity could not be found.',
  entryNotFound: 'Entry could not be found.',
  sceneNotFound: 'Scene could not be found.',
  tileRequired: 'Choose a tile for this activity.',
  tileOutOfRange: 'That tile does not exist in this scene.',
  tileTaken: 'That tile is already filled.',
  finalTileLast: 'The final tile can be filled once all the other tiles are.',
  sceneNotCurrent: 'This activity completed a scene and can no longer be removed.',
  notLogged: 'This activity has not been logged to a day yet.',
  onlyFinishedScenes: 'Only a finished scene can be archived.',
  noQuiz: 'This activity has no quiz.',
  quizNotAvailable: 'This quiz is not available yet.',
  answerOutOfRange: 'That answer is not one of the choices.',
  feelsDisabled: 'This program does not record how activities felt.',
  entryActivityNotInEntry: 'An activity of this entry could not be found.',
  weekOutOfRange: 'wk must be a week of the program.',
  dateSelectionNeedsV2: 'Choosing the day of an activity is not available in this program.',
  tileNumberWhole: 'tile_number must be a whole number',
  tileNumberMin: 'tile_number must be 0 or more',
  isArchivedBoolean: 'is_archived must be true or false',
  filterOneOf: (values: string) => `filter must be one of ${values}`,
  weekMin: 'wk must be 1 or more',
  weekPastEnd: 'wk is past the end of the program',
  answerIndexMin: 'answer_idx must be 0 or more',
  answerIndexRequired: 'answer_idx is required',
  feelsValue: 'feels_value must be -1, 0, 1 or null',
  activeOrFeels: 'Send is_active or feels_value.',
  tooManyEntryActivities: 'Too many entry activities.',
} as const;

/** 'Your 5 quiz points were added to Tuesday, November 17.' (the spec's words for a trivia answer) */
export function quizPointsMessage(points: number, readableDay: string): string {
  return `Your ${points} quiz points were added to ${readableDay}.`;
}
