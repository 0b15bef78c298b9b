// Content categories and keys by the names people use (issue 32: the editor showed "404", "goalPointOptions",
// "Edit slide_renew"). One mapping for every screen of the content editor; the internal key stays visible beside it,
// small, for support. A category or key the table does not name reads as its words in sentence case.

export interface CategoryName {
  name: string;
  /** What the category holds and where participants see it. */
  description: string;
}

export const CONTENT_CATEGORY_NAMES: Record<string, CategoryName> = {
  '404': { name: 'Not found page', description: 'What a participant sees on an address that does not exist.' },
  competition: { name: 'Competition', description: 'Texts of the team competition screens.' },
  countdown: { name: 'Countdown', description: 'The page before the program starts, counting the days.' },
  dialogs: { name: 'Dialogs', description: 'Questions and messages that pop up, such as unsaved changes.' },
  eligibility: { name: 'Eligibility check', description: 'The help beside the identifier field when people register.' },
  emails: { name: 'Emails', description: 'The product’s emails: welcome, reminders, weekly summary.' },
  eop: { name: 'End of program', description: 'The end-of-program survey tiles and messages.' },
  evaluation: { name: 'Assessments', description: 'Introductions of the initial and final assessments.' },
  faqs: { name: 'Frequently asked questions', description: 'The questions and answers of the help page, in order.' },
  friends: { name: 'Friends', description: 'Inviting friends and the empty friends list.' },
  goalPointOptions: { name: 'Goal point options', description: 'The daily point goals participants choose from.' },
  home: { name: 'Home page', description: 'The participant’s home: greetings, empty states, encouragement.' },
  home_walkthrough: { name: 'Home walkthrough', description: 'The steps of the first-visit tour of the home page.' },
  how_it_works: { name: 'How it works', description: 'The page explaining the program.' },
  leaderboards: { name: 'Leaderboards', description: 'Texts of the leaderboards and the opt-in.' },
  learn: { name: 'Learn', description: 'The science and background pages.' },
  logging: { name: 'Logging', description: 'Help around logging activities, in order.' },
  mobile: { name: 'Mobile apps', description: 'Links to the app stores.' },
  mobile_overlay: { name: 'Mobile overlay', description: 'The message suggesting the mobile app.' },
  mobile_page: { name: 'Mobile page', description: 'The page about the mobile app.' },
  mobile_password_instructions: { name: 'Mobile password instructions', description: 'How to set a password for the app.' },
  notification: { name: 'Notifications', description: 'The texts of in-app notifications.' },
  opt_in_participation: { name: 'Participation opt-in', description: 'The page where people opt in to take part.' },
  prestart: { name: 'Before the start', description: 'What participants see between registration and the start.' },
  privacy: { name: 'Privacy policy', description: 'The privacy page.' },
  recipes: { name: 'Recipes', description: 'The recipes participants browse, in order.' },
  registration: { name: 'Registration', description: 'Texts of the registration form.' },
  registration_content: { name: 'Registration page', description: 'The introduction beside the registration form.' },
  reset_password: { name: 'Password reset', description: 'The forgot-password and reset pages.' },
  resources: { name: 'Resources', description: 'Links and documents offered to participants.' },
  studio: { name: 'Studio', description: 'The studio’s introduction and empty state.' },
  support: { name: 'Support', description: 'The contact and help pages.' },
  terms: { name: 'Terms of use', description: 'The terms page and the agreement at registration.' },
  tips: { name: 'Tips', description: 'The daily tips, released day by day.' },
  welcome: { name: 'Welcome page', description: 'The slides of the public welcome page, in order.' },
  welcome_overlay: { name: 'Welcome overlay', description: 'The message shown over the welcome page.' },
};

/** Keys whose words alone would not say what they are. */
const KEY_NAMES: Record<string, string> = {
  goal_point_options: 'Goal point options',
  aoi_intro: 'Areas of interest: introduction',
  eop_tile_message: 'End-of-program tile',
  eop_incomplete_tile_message: 'End-of-program tile (not finished)',
  ios_app_link: 'iPhone app link',
  android_app_link: 'Android app link',
  '404': 'Not found page',
};

/** Key prefixes that name a kind of item: "slide_renew" reads "Slide: Renew". */
const KEY_PREFIXES: Record<string, string> = { slide: 'Slide', walkthrough: 'Walkthrough', opt_in: 'Opt-in' };

/** "goalPointOptions", "how_it_works", "reset-password" → "Goal point options", "How it works", "Reset password". */
export function sentenceCase(raw: string): string {
  const words = raw.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_\-+]+/g, ' ').trim().toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : raw;
}

export function categoryName(category: string): string {
  return Object.hasOwn(CONTENT_CATEGORY_NAMES, category) ? CONTENT_CATEGORY_NAMES[category]!.name : sentenceCase(category);
}

export function categoryDescription(category: string): string | null {
  return Object.hasOwn(CONTENT_CATEGORY_NAMES, category) ? CONTENT_CATEGORY_NAMES[category]!.description : null;
}

/** A content key by name: "slide_renew" → "Slide: Renew", "forgot_password" → "Forgot password". */
export function contentKeyName(key: string): string {
  if (Object.hasOwn(KEY_NAMES, key)) return KEY_NAMES[key]!;
  for (const [prefix, label] of Object.entries(KEY_PREFIXES)) {
    if (key.startsWith(`${prefix}_`) && key.length > prefix.length + 1) return `${label}: ${sentenceCase(key.slice(prefix.length + 1))}`;
  }
  return sentenceCase(key);
}
