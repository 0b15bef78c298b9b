// Data for the public onboarding pages: the
// welcome page, registration, and the content and countdown helpers the onboarding screens share.
import 'server-only';
import { cookies, headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { findContent, findContentItem, type ContentRow } from '@/server/content/queries';
import { serializeContent } from '@/server/content/serialize';
import { requestLocale } from '@/server/i18n/request-locale';
import { eligibilityLabel } from '@/server/eligibility/queries';
import { registrationLocationChoices } from '@/server/registration/locations';
import { registrationStatus } from '@/server/registration/availability';
import { registrationQuestions } from '@/server/evaluations/reads';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { isoDate, todayIn } from '@/lib/promotion-dates';
import { zonedParts } from '@/lib/i18n/format';
import type { CurrentPromotion } from '@/lib/promotions/types';
import type { ContentItem } from '@/lib/content/types';
import type { RegistrationPageData as RegistrationData, LocationOption as RegistrationLocation } from '@/lib/pages/types';
import type { WelcomePageContent as WelcomeContent, WelcomeLoginData as WelcomeLogin } from '@/lib/pages/types';
import { clientSession } from './context';
import { requirePublicPage } from './guards';
import { safeReturnTo, WELCOME_EMAIL_COOKIE } from './routing';

export type SearchParams = Record<string, string | string[] | undefined>;

export interface WelcomeData {
  /** null on the dashboard host, where administrators sign in. */
  promotion: CurrentPromotion | null;
  login: WelcomeLogin;
  welcome: WelcomeContent;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const NO_CONTENT: WelcomeContent = {
  access: 'open', slides: [], overlay: null, countdown: null, launchAt: null, video: null, resetToken: null, registration: null,
};

export async function loadWelcome(searchParams: SearchParams): Promise<WelcomeData> {
  const context = await requirePublicPage();
  // "If the promotion lookup answers 404 the user goes to the 404 page."
  if (!context.host.isDashboard && !context.promotion) notFound();
  const { promotion } = clientSession(context);
  const cookieStore = await cookies();
  const reason = first(searchParams.reason);
  const login: WelcomeLogin = {
    signedInAs: context.user ? (`${context.user.profile?.first_name ?? ''} ${context.user.profile?.last_name ?? ''}`.trim() || context.user.email) : null,
    defaultEmail: cookieStore.get(WELCOME_EMAIL_COOKIE)?.value ?? '',
    openLogin: searchParams.login !== undefined || reason === 'login' || context.host.isDashboard,
    returnTo: safeReturnTo(first(searchParams.return_to)),
    askedToLogIn: reason === 'login',
    passwordWasReset: searchParams.password_reset !== undefined,
  };
  return { promotion, login, welcome: context.promotion ? await welcomeContent(context.promotion, context.hasPrelaunchAccess, searchParams) : NO_CONTENT };
}

/**
 * The welcome page loads the content welcome (slides), welcome_overlay and countdown; the
 * welcome content shows once the promotion has launched or with the pilot cookie, otherwise the pilot prompt.
 */
async function welcomeContent(promotion: ResolvedPromotion, hasAccess: boolean, searchParams: SearchParams): Promise<WelcomeContent> {
  const { row, timeline } = promotion;
  const [headerList, locale] = await Promise.all([headers(), requestLocale()]);
  const cookieHeader = headerList.get('cookie');
  // In the reader's language: an item's translation in it, else its own text (issue 36).
  const [slides, overlay, countdown, registration] = await Promise.all([
    findContent(promotion.id, { category: 'welcome', locale }),
    findContentItem(promotion.id, 'welcome_overlay', 'welcome_overlay', locale),
    findContentItem(promotion.id, 'countdown', 'countdown', locale),
    registrationStatus(promotion, cookieHeader, locale),
  ]);
  const launchOn = isoDate(row.launch_on ?? row.starts_on)!;
  const token = first(searchParams.reset_password)?.trim();
  return {
    access: hasAccess ? 'open' : row.pilot_password_hash ? 'pilot' : 'soon',
    slides: slides.map(contentItemOf).filter((item): item is ContentItem => item !== null),
    // The overlay invites sign-ups before the program starts; afterwards it has nothing left to say.
    overlay: timeline.has_started ? null : contentItemOf(overlay),
    countdown: contentItemOf(countdown),
    launchAt: timeline.has_launched ? null : startOfDayIn(launchOn, row.time_zone),
    video: row.video_url ? { url: row.video_url, captionUrl: row.video_caption_url } : null,
    resetToken: token ? token.slice(0, 200) : null,
    registration,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Shared by the public onboarding pages.

/** A content row as GET /api/custom_content answers it (lib/content/types.ts), so pages and queries share one shape. */
export function contentItemOf(row: ContentRow | null | undefined): ContentItem | null {
  return row ? serializeContent(row) : null;
}

/** The first item of a category and key, in the reader's language. */
async function firstItem(promotionId: number, category: string, key: string): Promise<ContentItem | null> {
  return contentItemOf(await findContentItem(promotionId, category, key, await requestLocale()));
}

// ---------------------------------------------------------------------------------------------------------------
// /register: frozen when closed or full, not open before launch without the pilot cookie.

export async function loadRegistration(): Promise<RegistrationData> {
  const context = await requirePublicPage();
  const promotion = context.promotion;
  if (!promotion) notFound();
  // A signed-in user is registered already: "a logged-in user deactivates the gating".
  if (context.user) redirect('/');
  // Single sign-on programs have no password registration: the welcome page's "Sign in with …" makes the account.
  if (promotion.organization.is_sso_enabled) redirect('/welcome');
  const { flags, row } = promotion;
  const [headerList, locale] = await Promise.all([headers(), requestLocale()]);
  const cookieHeader = headerList.get('cookie');
  const [status, label, choices, intro, termsAgreement, leaderboardOptIn, eligibilityIntro, eligibilityHelp, questions] = await Promise.all([
    registrationStatus(promotion, cookieHeader, locale),
    flags.is_eligibility_displayed ? eligibilityLabel(promotion.id) : Promise.resolve(null),
    registrationLocationChoices(promotion),
    firstItem(promotion.id, 'registration_content', 'registration_intro'),
    firstItem(promotion.id, 'registration', 'terms_agreement'),
    firstItem(promotion.id, 'registration', 'leaderboard_opt_in'),
    firstItem(promotion.id, 'eligibility', 'eligibility_intro'),
    firstItem(promotion.id, 'eligibility', 'eligibility_help'),
    // What GET /promotions/{id}/registration_questions answers.
    registrationQuestions(promotion),
  ]);
  // The same choices GET /promotions/{id}/registration_locations answers.
  const locations: RegistrationLocation[] = choices.map(({ id, name, parent_id }) => ({ id, name, parent_id }));
  return {
    programName: row.program_name ?? row.name,
    status,
    eligibilityLabel: label,
    locations,
    locationLabels: row.location_labels,
    show: {
      gender: flags.is_gender_displayed,
      birthday: flags.is_birthday_displayed,
      phone: flags.is_phone_displayed,
      address: flags.is_address_displayed,
      timeZone: flags.is_time_zone_displayed,
      individualLeaderboard: flags.is_show_individual_leaderboard,
    },
    promotionTimeZone: row.time_zone,
    registrationQuestions: questions,
    content: { intro, termsAgreement, leaderboardOptIn, eligibilityIntro, eligibilityHelp },
  };
}

/** The instant a calendar day begins in a time zone, as ISO (countdowns to launch and start). */
export function startOfDayIn(day: string, timeZone: string): string {
  const guess = Date.parse(`${day}T00:00:00Z`);
  const offsetAt = (instant: number) => {
    const p = zonedParts(new Date(instant), timeZone);
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - instant;
  };
  // Twice: the offset at the guess may differ from the offset at the answer across a DST change. Where the change
  // skips midnight itself (Santiago, 6 September 2026: 23:59:59 then 01:00) the second answer lands on the day before
  // and the first is the day's real beginning (its 01:00). Of the answers that fall on the day, the earlier.
  const first = guess - offsetAt(guess);
  const onTheDay = [first, guess - offsetAt(first)].filter((instant) => todayIn(timeZone, new Date(instant)) === day);
  return new Date(onTheDay.length ? Math.min(...onTheDay) : guess - offsetAt(first)).toISOString();
}
