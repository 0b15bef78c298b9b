// Messages of the support pages, the contact form and the feedback dialog. Quoted from the specs where they name one
// (participant-core.md §8); the rest are ours.
export const SUPPORT_MESSAGES = {
  // The spec's.
  feedbackFailed: 'Sorry, there was an error sending your feedback.',
  contactSubmittedTitle: 'Submitted',
  contactSent: 'Thank you. Message sent successfully.',
  contactFailed: 'Could not send message.',

  // ours: required fields and limits (the feedback dialog's name, email and text are required by the spec).
  nameRequired: 'Name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Email must be a valid email address.',
  feedbackRequired: 'Feedback is required.',
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  messageRequired: 'Message is required.',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  feedbackThanks: 'Thank you for your feedback.',
  feedbackUnavailable: 'Feedback is not available in this program.',
  tooManyContactRequests: 'You have sent a lot of messages in the last hour. Please try again later.',
  tooManyFeedbacks: 'You have sent a lot of feedback in the last hour. Please try again later.',
} as const;
