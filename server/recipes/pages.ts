// The recipe and tip pages are open to visitors (social-engagement.md: "Recipes and tips are open to non-users"):
// a signed-in user goes through the signed-in guard (the walkthrough hold allows recipes and tips), a visitor through
// the public one (before launch only with the pilot cookie). On the dashboard host there is no promotion: a 404.
import 'server-only';
import { notFound } from 'next/navigation';
import { getPageContext } from '@/server/pages/context';
import { requirePublicPage, requireSignedInPage } from '@/server/pages/guards';
import { actorOf } from '@/server/auth/actor';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { participantId } from './policy';

export interface OpenPage {
  promotion: ResolvedPromotion;
  /** The signed-in participant of this promotion (rates, favorites, shares), or null. */
  participantId: number | null;
  signedIn: boolean;
  /** Sharing to the wall and a tip's comments need the wall. */
  wallEnabled: boolean;
}

export async function requireOpenPage(): Promise<OpenPage> {
  const context = await getPageContext();
  if (context.user) await requireSignedInPage();
  else await requirePublicPage();
  const promotion = context.promotion;
  if (!promotion) notFound();
  const id = context.user ? participantId(actorOf(context.user), promotion.id) : null;
  return { promotion, participantId: id, signedIn: context.user !== null, wallEnabled: promotion.flags.is_wall_enabled };
}

/** An absolute address on the promotion's host, for Open Graph (shared links unfurl with a picture). */
export async function absoluteUrl(path: string): Promise<string> {
  const { headers } = await import('next/headers');
  const list = await headers();
  const host = list.get('x-forwarded-host') ?? list.get('host') ?? 'localhost';
  const proto = list.get('x-forwarded-proto') ?? 'http';
  return new URL(path, `${proto}://${host}`).toString();
}
