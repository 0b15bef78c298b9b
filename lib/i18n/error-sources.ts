// Where the English of the `errors` catalog comes from: the message modules (lib/messages.ts, lib/<feature>/messages.ts,
// lib/requests/messages.ts) stay the one English source of the API's and the forms' error texts; domain code keeps
// throwing them. scripts/i18n-errors.ts derives messages/en/errors.json from the list below (a text becomes
// `errors.<source>.<key>`; a template function becomes an ICU pattern with its parameters as variables), and
// tests/unit/i18n-errors.test.ts fails when that file is out of date. Spanish is written by hand in
// messages/es/errors.json. A thrown English text is translated where it is shown (lib/i18n/error-text.ts).
//
// Screen texts of these modules (tab labels, titles, success toasts, notifications) are skipped: they belong to the
// screens' own namespaces. Run only under tsx/vitest: parameter names are read from the functions' source.
import { MESSAGES } from '@/lib/messages';
import { HTTP_MESSAGES, SCOPE_MESSAGES } from '@/lib/requests/messages';
import { ACTIVITY_MESSAGES } from '@/lib/activities/messages';
import { BADGE_MESSAGES } from '@/lib/badges/messages';
import { COORDINATOR_MESSAGES } from '@/lib/coordinator/messages';
import { DUO_MESSAGES } from '@/lib/duos/messages';
import { ELIGIBILITY_MESSAGES } from '@/lib/eligibility/messages';
import { EVALUATION_MESSAGES } from '@/lib/evaluations/messages';
import { FILE_MESSAGES } from '@/lib/files/messages';
import { FRIEND_MESSAGES } from '@/lib/friends/messages';
import { GIFT_MESSAGES } from '@/lib/gifts/messages';
import { JOURNAL_MESSAGES } from '@/lib/journal/messages';
import { LEADERBOARD_MESSAGES } from '@/lib/leaderboards/messages';
import { LOCATION_MESSAGES } from '@/lib/locations/messages';
import { LOGGING_MESSAGES } from '@/lib/logging/messages';
import { MESSAGING_MESSAGES } from '@/lib/messaging/messages';
import { NOTIFICATION_MESSAGES } from '@/lib/notifications/messages';
import { eligibilityMessages, interestCountMessage, ONBOARDING_MESSAGES } from '@/lib/onboarding/messages';
import { ORGANIZATION_MESSAGES } from '@/lib/organizations/messages';
import { PACKAGE_MESSAGES } from '@/lib/packages/messages';
import { PROGRAM_DESIGN_MESSAGES } from '@/lib/program-design/messages';
import { RECIPE_MESSAGES, SHARE_MESSAGES, TIP_MESSAGES } from '@/lib/recipes/messages';
import { SETTINGS_MESSAGES } from '@/lib/settings/messages';
import { SSO_MESSAGES } from '@/lib/sso/messages';
import { SUBSCRIPTION_MESSAGES } from '@/lib/subscriptions/messages';
import { SUPPORT_MESSAGES } from '@/lib/support/messages';
import { TEAM_MESSAGES } from '@/lib/teams/messages';
import { WALL_MESSAGES } from '@/lib/wall/messages';
import { AUDIT_MESSAGES } from '@/lib/audit/types';
import { CALENDAR_MESSAGES } from '@/lib/calendar/schemas';
import { BEHAVIOR_MESSAGES, COMPETITION_FIELD_MESSAGES, COMPETITION_MESSAGES } from '@/lib/competitions/admin';
import { CONTENT_ADMIN_MESSAGES } from '@/lib/content/admin-rules';
import { EMAIL_MESSAGES } from '@/lib/emails/recipients';
import { CUSTOM_PROMPT_MESSAGES, EVALUATION_ADMIN_MESSAGES } from '@/lib/evaluations/admin';
import { GALLERY_DELETE_MESSAGES, GALLERY_MESSAGES } from '@/lib/gallery/types';
import { IMPERSONATION_MESSAGES } from '@/lib/impersonation/constants';
import { MFA_MESSAGES } from '@/lib/mfa/constants';
import { MFA_RESET_MESSAGES } from '@/lib/mfa/admin-reset';
import { PASSWORD_MESSAGES } from '@/lib/password-policy';
import { CONSENT_MESSAGES, PRIVACY_REPORT_MESSAGES } from '@/lib/privacy/messages';
import { PROMOTION_ADMIN_MESSAGES } from '@/lib/promotions/admin-rules';
import { LEVEL_MESSAGES, THRESHOLD_MESSAGES } from '@/lib/promotions/level-messages';
import { PUSH_MESSAGES } from '@/lib/push/filters';
import { REPORT_MESSAGES } from '@/lib/reports/schemas';
import { RESELLER_MESSAGES } from '@/lib/resellers/types';
import { SCENE_ADMIN_MESSAGES } from '@/lib/scenes/admin';
import { SCHEMA_MESSAGES } from '@/lib/schemas';
import { SSO_EXTRA_MESSAGES } from '@/lib/sso-extras/types';
import { SUPER_USER_MESSAGES } from '@/lib/super-users/types';
import { SURVEY_MESSAGES } from '@/lib/surveys/index';
import { SOCIAL_FLOOD_MESSAGES } from '@/lib/throttle/messages';
import { WEBHOOK_MESSAGES } from '@/lib/webhooks/messages';

const OPEN = '\uE000';
const CLOSE = '\uE001';
/** A stand-in for a variable: a template called with it shows where the variable goes. */
const variable = (name: string) => `${OPEN}${name}${CLOSE}` as never;

interface ErrorSource {
  /** The group under `errors` (camelCase). */
  name: string;
  messages: Record<string, unknown>;
  /** Keys that are screen texts, not errors. */
  skip?: string[];
  /** Texts a plain walk cannot find: a function with branches, called once per shape it has. */
  extra?: Record<string, string>;
}

export const ERROR_SOURCES: ErrorSource[] = [
  { name: 'common', messages: MESSAGES },
  { name: 'http', messages: HTTP_MESSAGES },
  { name: 'scope', messages: SCOPE_MESSAGES },
  { name: 'activities', messages: ACTIVITY_MESSAGES },
  { name: 'badges', messages: BADGE_MESSAGES, skip: ['badgesLink'] },
  { name: 'coordinator', messages: COORDINATOR_MESSAGES, skip: ['sent', 'participantSaved'] },
  { name: 'duos', messages: DUO_MESSAGES },
  { name: 'eligibility', messages: ELIGIBILITY_MESSAGES },
  // The eligibility identifier's messages carry the promotion's label ("Employee ID is required.").
  { name: 'eligibilityLabel', messages: eligibilityMessages(variable('label')) },
  { name: 'evaluations', messages: EVALUATION_MESSAGES, skip: ['requiredFields', 'saved', 'congratulationsTitle', 'congratulationsText'] },
  { name: 'files', messages: FILE_MESSAGES },
  {
    name: 'friends',
    messages: FRIEND_MESSAGES,
    skip: ['inviteSent', 'inviteSentTo', 'sent', 'requestResent', 'emailSent', 'searchByNameOrEmail', 'searchByName'],
  },
  { name: 'gifts', messages: GIFT_MESSAGES, skip: ['title', 'offeredYou', 'accepted', 'declined', 'offerSent'] },
  { name: 'journal', messages: JOURNAL_MESSAGES, skip: ['confirmRemove', 'discardChanges'] },
  { name: 'leaderboards', messages: LEADERBOARD_MESSAGES },
  { name: 'locations', messages: LOCATION_MESSAGES },
  { name: 'logging', messages: LOGGING_MESSAGES, skip: ['correct', 'tryAgain'] },
  { name: 'messaging', messages: MESSAGING_MESSAGES, skip: ['leaveTitle', 'leaveBody', 'muteNo', 'muteYes'] },
  { name: 'notifications', messages: NOTIFICATION_MESSAGES, skip: ['emptyUnread', 'emptyUnreadHint', 'emptyCleared', 'emptyClearedHint'] },
  {
    name: 'onboarding',
    messages: ONBOARDING_MESSAGES,
    extra: {
      interestCountBetween: interestCountMessage(variable('min'), variable('max')),
      interestCountExactly: interestCountMessage(variable('count'), variable('count')),
      interestCountOne: interestCountMessage(1, 1),
    },
  },
  { name: 'organizations', messages: ORGANIZATION_MESSAGES, skip: ['wskeyRotated'] },
  // badField wraps another message ("{file}: {path}: {message}"): as a pattern it would match any "a: b: c".
  { name: 'packages', messages: PACKAGE_MESSAGES, skip: ['imported', 'badField'] },
  { name: 'programDesign', messages: PROGRAM_DESIGN_MESSAGES },
  { name: 'recipes', messages: RECIPE_MESSAGES, skip: ['ratingCleared'] },
  { name: 'tips', messages: TIP_MESSAGES },
  { name: 'share', messages: SHARE_MESSAGES, skip: ['sent'] },
  {
    name: 'settings',
    messages: SETTINGS_MESSAGES,
    skip: [
      'personalTab', 'userSettingsTab', 'accountTab', 'goalTab', 'devicesTab', 'privacyTab', 'saved', 'leaveTitle', 'stay',
      'leave', 'photoSaving', 'photoSaved', 'exportRequested', 'exportReady', 'formerParticipant',
    ],
  },
  { name: 'sso', messages: SSO_MESSAGES },
  {
    name: 'subscriptions',
    messages: SUBSCRIPTION_MESSAGES,
    skip: ['tabLabel', 'title', 'intro', 'saved', 'leaveTitle', 'stay', 'leave', 'save', 'unsubscribeAllLabel', 'unsubscribeAllDescription'],
  },
  { name: 'support', messages: SUPPORT_MESSAGES, skip: ['contactSubmittedTitle', 'contactSent', 'feedbackThanks'] },
  // saveFailed lowercases another message into "Oops, …": the screen's composition, not a text of its own.
  { name: 'teams', messages: TEAM_MESSAGES, skip: ['saveFailed'] },
  { name: 'wall', messages: WALL_MESSAGES },
  // Administration, security and the shared request shapes.
  { name: 'audit', messages: AUDIT_MESSAGES },
  { name: 'calendar', messages: CALENDAR_MESSAGES },
  { name: 'competitions', messages: COMPETITION_MESSAGES },
  { name: 'competitionFields', messages: COMPETITION_FIELD_MESSAGES },
  { name: 'behaviors', messages: BEHAVIOR_MESSAGES },
  { name: 'contentAdmin', messages: CONTENT_ADMIN_MESSAGES },
  { name: 'emails', messages: EMAIL_MESSAGES },
  { name: 'customPrompts', messages: CUSTOM_PROMPT_MESSAGES },
  // confirmDelete is the delete dialog's question, a screen text.
  { name: 'evaluationAdmin', messages: EVALUATION_ADMIN_MESSAGES, skip: ['confirmDelete'] },
  { name: 'gallery', messages: { ...GALLERY_MESSAGES, ...GALLERY_DELETE_MESSAGES } },
  { name: 'impersonation', messages: IMPERSONATION_MESSAGES },
  { name: 'mfa', messages: MFA_MESSAGES },
  { name: 'mfaReset', messages: MFA_RESET_MESSAGES },
  {
    name: 'password',
    messages: PASSWORD_MESSAGES,
    // A rule of one: "1 character", not "1 characters".
    extra: {
      maxLengthOne: PASSWORD_MESSAGES.maxLength(1),
      minLengthOne: PASSWORD_MESSAGES.minLength(1),
      minLettersOne: PASSWORD_MESSAGES.minLetters(1),
      minNumbersOne: PASSWORD_MESSAGES.minNumbers(1),
      minSymbolsOne: PASSWORD_MESSAGES.minSymbols(1),
    },
  },
  { name: 'privacy', messages: { ...PRIVACY_REPORT_MESSAGES, ...CONSENT_MESSAGES } },
  { name: 'promotionAdmin', messages: PROMOTION_ADMIN_MESSAGES },
  { name: 'levels', messages: LEVEL_MESSAGES },
  { name: 'thresholds', messages: THRESHOLD_MESSAGES },
  { name: 'push', messages: PUSH_MESSAGES },
  { name: 'reports', messages: REPORT_MESSAGES },
  { name: 'resellers', messages: RESELLER_MESSAGES },
  // collectionInUse says "promotion" for one: its own text. tileCount reads the layout's tile count: one text per layout.
  {
    name: 'sceneAdmin',
    messages: SCENE_ADMIN_MESSAGES,
    skip: ['tileCount'],
    extra: {
      collectionInUseOne: SCENE_ADMIN_MESSAGES.collectionInUse(1),
      tileCountGrid: SCENE_ADMIN_MESSAGES.tileCount(1),
      tileCountLayered: SCENE_ADMIN_MESSAGES.tileCount(2),
    },
  },
  { name: 'schemas', messages: SCHEMA_MESSAGES },
  { name: 'ssoExtras', messages: SSO_EXTRA_MESSAGES },
  { name: 'superUsers', messages: SUPER_USER_MESSAGES },
  // saved is the thank-you after answering, a screen text.
  { name: 'surveys', messages: SURVEY_MESSAGES, skip: ['saved'] },
  { name: 'throttle', messages: SOCIAL_FLOOD_MESSAGES },
  { name: 'webhooks', messages: WEBHOOK_MESSAGES },
];

/** A function's parameter names, from its source ("(name, max) => …", "function f(min, max) {"). */
function parameterNames(fn: (...args: never[]) => unknown): string[] {
  const source = fn.toString();
  const list = source.match(/^(?:async\s*)?(?:function\b[^(]*)?\(([^)]*)\)/)?.[1] ?? source.match(/^(\w+)\s*=>/)?.[1] ?? '';
  return list.split(',').map((part) => part.split('=')[0]!.trim()).filter(Boolean);
}

const VARIABLE = new RegExp(`${OPEN}(\\w+)${CLOSE}`, 'g');

/**
 * A text with stand-ins as an ICU message. The English must need no ICU escaping (no braces, no angle brackets, no
 * apostrophe before a variable), so the patterns stay plain "text {variable} text" for the runtime matcher.
 */
function toIcu(where: string, text: string): string {
  const literals = text.split(VARIABLE).filter((_, i) => i % 2 === 0);
  if (literals.some((literal) => /[{}<]/.test(literal)) || /'\uE000/.test(text)) {
    throw new Error(`${where}: the English needs ICU escaping; skip it or reword it (lib/i18n/error-sources.ts)`);
  }
  return text.replace(VARIABLE, '{$1}');
}

export type ErrorCatalog = Record<string, Record<string, string>>;

/** The English `errors` namespace, derived from the message modules. */
export function deriveEnglishErrors(): ErrorCatalog {
  const catalog: ErrorCatalog = {};
  for (const source of ERROR_SOURCES) {
    const group: Record<string, string> = {};
    for (const [key, value] of Object.entries(source.messages)) {
      if (source.skip?.includes(key)) continue;
      const where = `errors.${source.name}.${key}`;
      if (typeof value === 'string') group[key] = toIcu(where, value);
      else if (typeof value === 'function') {
        const fn = value as (...args: string[]) => unknown;
        const text = fn(...parameterNames(fn).map((name) => variable(name) as string));
        if (typeof text !== 'string') throw new Error(`${where}: a message function must answer a text`);
        group[key] = toIcu(where, text);
      } else throw new Error(`${where}: neither a text nor a template; skip it in lib/i18n/error-sources.ts`);
    }
    for (const [key, text] of Object.entries(source.extra ?? {})) group[key] = toIcu(`errors.${source.name}.${key}`, text);
    catalog[source.name] = group;
  }
  return catalog;
}
