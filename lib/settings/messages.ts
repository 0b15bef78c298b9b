// What the settings and privacy screens say: the spec's words where it has them (participant-core.md §5 password and
// email rules, §8 messages and the settings leave dialog), ours (marked) where it is silent.
export const SETTINGS_MESSAGES = {
  // Tabs (participant-core.md §2 "Settings")
  personalTab: 'Edit Personal Settings',
  userSettingsTab: 'User Settings',
  accountTab: 'Account & Role',
  goalTab: 'Edit Goal',
  devicesTab: 'Devices',
  privacyTab: 'Privacy', // ours: My data
  // Rules and messages of the spec
  passwordRequired: 'Password required.',
  passwordsDoNotMatch: 'Passwords do not match.',
  emailTaken: 'Email has already been taken.',
  saved: 'Saved!',
  couldNotSave: 'Could not save changes.',
  couldNotUpdatePhoto: 'Could not update profile photo. Please try again.',
  userNotFound: 'Could not get user.',
  otherUserSettings: 'Only a Master may change another user’s settings.', // ours
  leaveTitle: "You've made changes but haven't saved them. Are you sure you want to leave?",
  stay: 'Stay',
  leave: 'Leave',
  photoSaving: 'Saving…',
  photoSaved: 'Saved',
  // Ours
  invalidEmail: 'Please enter a valid email address.',
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  currentPasswordRequired: 'Enter your current password to change your email or password.',
  currentPasswordWrong: 'Your current password is not correct.',
  passwordNotChangeable: 'Your password is managed by your organization’s sign-in and cannot be changed here.',
  invalidLocation: 'Please choose a location of this program.',
  invalidBirthday: 'Please enter a valid date of birth.',
  invalidTimeZone: 'Please choose a time zone from the list.',
  invalidPhone: 'Please enter a valid phone number.',
  roleNotChangeable: 'Only a Master may change another account’s role.',
  noChanges: 'Nothing to save.',
  // My data (ours: privacy law, not the spec)
  exportRequested: 'We are preparing your data.',
  exportReady: 'Your data is ready to download.',
  exportFailed: 'We could not prepare your data. Please try again.',
  exportNotFound: 'That download does not exist or has expired.',
  exportTooSoon: 'You already asked for your data in the last few minutes. Please wait a moment.',
  deletePasswordRequired: 'Enter your password to delete your account.',
  deletePasswordWrong: 'That password is not correct. Your account was not deleted.',
  deleteConfirmRequired: 'Type DELETE to confirm.',
  formerParticipant: 'Former participant',
} as const;
