// What server-rendered pages hand their screens (server/pages loads it, components/ renders it): one definition
// shared by both, so server/ never reaches up into components/ for a type.
import type { ContentItem } from '@/lib/content/types';
import type { CanRegister } from '@/lib/onboarding/types';
import type { RegistrationQuestions } from '@/lib/evaluations/types';

/** /home's first paint. */
export interface HomePageData {
  firstName: string;
  programName: string;
  timeZone: string;
  startsOn: string;
  endsOn: string;
  currentDate: string;
  currentWeek: number;
  weeks: number;
  hasEnded: boolean;
  links: { journey: boolean; leaderboard: boolean; activities: boolean };
}

/** A location the registration form offers (the tree is rebuilt from parent ids). */
export interface LocationOption {
  id: number;
  name: string;
  parent_id: number | null;
}

/** /register's first paint. */
export interface RegistrationPageData {
  programName: string;
  status: CanRegister;
  /** The promotion's eligibility label when it verifies eligibility; null when it does not. */
  eligibilityLabel: string | null;
  locations: LocationOption[];
  locationLabels: string[];
  show: { gender: boolean; birthday: boolean; phone: boolean; address: boolean; timeZone: boolean; individualLeaderboard: boolean };
  promotionTimeZone: string;
  /** The initial evaluation's registration questions (GET /promotions/{id}/registration_questions). */
  registrationQuestions: RegistrationQuestions;
  content: {
    intro: ContentItem | null;
    termsAgreement: ContentItem | null;
    leaderboardOptIn: ContentItem | null;
    eligibilityIntro: ContentItem | null;
    eligibilityHelp: ContentItem | null;
  };
}

/** The welcome page's login panel, as the server prepares it. */
export interface WelcomeLoginData {
  signedInAs: string | null;
  defaultEmail: string;
  openLogin: boolean;
  returnTo: string | null;
  askedToLogIn: boolean;
  /** ?password_reset: back from the reset-password dialog. */
  passwordWasReset?: boolean;
}

/** The welcome page's content, as the server prepares it. */
export interface WelcomePageContent {
  /** open: launched or pilot cookie; pilot: the pilot prompt; soon: not launched and no pilot password. */
  access: 'open' | 'pilot' | 'soon';
  slides: ContentItem[];
  overlay: ContentItem | null;
  countdown: ContentItem | null;
  /** When the launch day begins (ISO), while the promotion has not launched. */
  launchAt: string | null;
  video: { url: string; captionUrl: string | null } | null;
  /** ?reset_password={token}: the reset-password dialog opens. */
  resetToken: string | null;
  registration: CanRegister | null;
}
