// What the email preferences screen says, in the spec's words where it has them (participant-core.md §7, §8).
import type { SubscriptionField } from './types';

export const SUBSCRIPTION_MESSAGES = {
  tabLabel: 'Edit Preferences',
  title: 'Email preferences',
  intro: 'Choose which emails we send you. Notifications inside the app are not affected.',
  saved: 'Saved!',
  couldNotSave: 'Could not save changes.',
  couldNotLoad: 'Could not load your email preferences.',
  userNotFound: 'Could not get user.',
  leaveTitle: "You've made changes but haven't saved them. Are you sure you want to leave?",
  stay: 'Stay',
  leave: 'Leave',
  save: 'Save',
  unsubscribeAllLabel: 'Unsubscribe from all',
  unsubscribeAllDescription: 'Stop every email listed above. Turning any of them back on ends this.',
  noFields: 'Send at least one preference to change.',
  levelInvalid: 'must be 0 or 1',
  switchInvalid: 'must be true or false',
} as const;

/** Each preference's label and one-line description, in the order the screen lists them. */
export const SUBSCRIPTION_FIELDS: readonly { name: SubscriptionField; label: string; description: string }[] = [
  { name: 'email_friend_requests', label: 'Friend requests', description: 'When someone asks to be your friend or accepts your request.' },
  { name: 'email_wall_posts', label: 'Wall comments and tags', description: 'When someone comments on your post or tags you on the wall.' },
  { name: 'email_team', label: 'Team', description: 'Invitations to a team and requests to join the team you lead.' },
  { name: 'email_duo', label: 'Duos', description: 'Duo invitations and when a duo you take part in is completed.' },
  { name: 'email_badges', label: 'Badges', description: 'When you earn a new badge.' },
  { name: 'email_gallery', label: 'Gallery', description: 'News about your photos in the gallery.' },
  { name: 'email_daily', label: 'Daily reminder', description: 'A short reminder to log your activities for the day.' },
];

/** How long 'Saved!' shows after a save (participant-core.md §9: saved message 3000 ms). */
export const SAVED_MESSAGE_MS = 3000;
