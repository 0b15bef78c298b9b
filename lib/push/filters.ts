// The push notification job's filters (GET /api/push_notifications/job_filters). Filters narrow the promotion's
// participants and combine with AND; 'all' alone means every participant. A job needs a filter or recipients.
export const PUSH_JOB_FILTERS = [
  { id: 'all', name: 'All participants' },
  { id: 'inactive_7_days', name: 'No activity logged in the last 7 days' },
  { id: 'active_7_days', name: 'Logged an activity in the last 7 days' },
  { id: 'no_duo', name: 'Not in a duo' },
  { id: 'no_friends', name: 'No friends yet' },
  { id: 'no_team', name: 'Not on a team' },
] as const;

export type PushJobFilter = (typeof PUSH_JOB_FILTERS)[number]['id'];
/** One row of GET /push_notifications/job_filters. */
export interface PushJobFilterOption {
  id: PushJobFilter;
  name: string;
}
export const PUSH_JOB_FILTER_IDS = PUSH_JOB_FILTERS.map((f) => f.id) as [PushJobFilter, ...PushJobFilter[]];
export const pushFilterName = (id: string) => PUSH_JOB_FILTERS.find((f) => f.id === id)?.name ?? id;

export const PUSH_MESSAGES = {
  noFilter: 'No filter selected',
  send: 'Could not send notification.',
  titleRequired: 'Title is required.',
  messageRequired: 'Oops, a message is needed.',
  subscription: 'This browser subscription is not valid.',
  notEnabled: 'Push notifications are turned off for this program.',
  deviceUuid: 'uuid must be letters, digits and : . _ -',
} as const;

/** How long the 'sent' message stays (ms). */
export const PUSH_SENT_MESSAGE_MS = 5_000;

/** The promotion's push flags that drive scheduled pushes from the job worker, with what each sends. */
export const PUSH_FLAG_LABELS = {
  send_push_notifications: 'Send push notifications',
  push_first_day: 'First day of the program',
  push_weekly_reminder: 'Weekly reminder',
  push_friend_reminder: 'Friend request reminder',
  push_duo_invite: 'Duo invitation',
  push_duo_incomplete: 'Duo not yet completed',
  push_duo_paired: 'Duo paired',
} as const;
export type PushFlag = keyof typeof PUSH_FLAG_LABELS;
