// Page guards: the real authorization for pages (the proxy only says where a request is).
// Layouts do not re-render on client navigation, so every signed-in page calls a guard itself;
// getPageContext is cached per request, so layout + page checking costs one session lookup.
import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { Role } from '@/lib/roles';
import { readUserFlags } from '@/lib/user-flags';
import { isPrelaunchPublicPath } from '@/lib/onboarding/constants';
import { hasPrelaunchAccess } from '@/server/promotions/pilot';
import type { UserRow } from '@/server/users/queries';
import { getPageContext, viewerOf, type PageContext } from './context';
import { loginUrl, pathnameOf, walkthroughHold, WELCOME_PATH } from './routing';
import { actorOf } from '@/server/auth/actor';
import { productPageFor, promotionLoadRefusal } from '@/server/promotions/load-rules';
import { mfaSetupRequired } from '@/server/mfa/enforcement';
import { MFA_SETUP_PATH } from '@/lib/mfa/constants';

export type SignedInPageContext = PageContext & { user: UserRow };

/**
 * Signed in, and not held to the walkthrough for this path (until they have been home, only the allowed pages). An
 * administrator who owes MFA sees only its setup page, whatever page they open (docs/mfa.md "Enforcement"): the setup
 * page itself is neither held to the walkthrough nor sent anywhere.
 */
export async function requireSignedInPage(): Promise<SignedInPageContext> {
  const context = await getPageContext();
  if (!context.user) redirect(loginUrl(context.path));
  const refusal = promotionLoadRefusal(context);
  if (refusal) redirect(productPageFor(refusal));
  const pathname = pathnameOf(context.path);
  if (pathname === MFA_SETUP_PATH) return context as SignedInPageContext;
  if (await mfaSetupRequired(actorOf(context.user))) redirect(`${MFA_SETUP_PATH}?required=1`);
  const hold = walkthroughHold(viewerOf(context.user), pathname);
  if (hold) redirect(hold);
  return context as SignedInPageContext;
}

/** Signed in with one of the roles; anyone else goes to '/', which sends them to their own landing. */
export async function requireRolePage(roles: readonly Role[]): Promise<SignedInPageContext> {
  const context = await requireSignedInPage();
  if (!roles.includes(actorOf(context.user).role)) redirect('/');
  return context;
}

/**
 * Pages a logged-out visitor may open: before launch only
 * welcome, pilot welcome, FAQs, terms, privacy, opt-in participation and unsubscribe, unless the pilot cookie is
 * set; everything else goes back to the welcome page, which then shows the pilot prompt. Signed-in users and
 * hosts without a promotion (the dashboard) pass. Public pages of other features call this too.
 */
export async function requirePublicPage(): Promise<PageContext & { hasPrelaunchAccess: boolean }> {
  const context = await getPageContext();
  const promotion = context.promotion;
  const refusal = promotionLoadRefusal(context);
  if (refusal) redirect(productPageFor(refusal));
  const access = !promotion || hasPrelaunchAccess((await headers()).get('cookie'), promotion);
  if (!access && !context.user && !isPrelaunchPublicPath(pathnameOf(context.path))) redirect(WELCOME_PATH);
  return { ...context, hasPrelaunchAccess: access };
}

export type OnboardingStep = 'walkthrough' | 'prestart_aoi';

/**
 * The entry rules of the walkthrough and prestart screens:
 *   /walkthrough   seen and been home → home; seen but not yet home → /prestart/aoi.
 *   /prestart/aoi  seen and been home → home; walkthrough not seen yet → /walkthrough.
 */
export async function requireOnboardingPage(step: OnboardingStep): Promise<SignedInPageContext> {
  const context = await requireSignedInPage();
  const flags = readUserFlags(context.user.flags);
  if (flags.has_seen_home_walkthrough && flags.has_been_home) redirect('/home');
  if (step === 'walkthrough' && flags.has_seen_home_walkthrough) redirect('/prestart/aoi');
  if (step === 'prestart_aoi' && !flags.has_seen_home_walkthrough) redirect('/walkthrough');
  return context;
}
