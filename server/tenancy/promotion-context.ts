// Resolves the promotion of a request from its host, once per request (docs/tenancy.md).
import { db } from '@/server/db';
import { env } from '@/lib/env';
import { classifyHost, type HostTarget } from '@/lib/hosts';
import { isoDate, promotionTimeline, todayIn, type PromotionTimeline } from '@/lib/promotion-dates';
import { readPromotionFlags, readOrganizationFlags, type PromotionFlags, type OrganizationFlags } from '@/lib/promotion-flags';
import { DEFAULT_PASSWORD_POLICY, type PasswordPolicy } from '@/lib/password-policy';
import { PROMOTION_CACHE_TTL_MS } from '@/lib/promotion-cache';
import { announceClusterChange, clusterCacheTrusted, onClusterChange } from '@/server/platform/cluster-invalidation';
import type { PromotionCompetition } from '@/lib/promotions/types';

const promotionSelect = {
  id: true, name: true, program_name: true, subdomain: true, domain: true, theme: true, logo: true,
  organization_id: true, time_zone: true, default_locale: true, program_length: true, registration_starts_on: true,
  registration_ends_on: true, launch_on: true, starts_on: true, ends_on: true, logging_ends_on: true,
  disabled_on: true, current_date_override: true, is_closed: true, duo_ended: true, is_active: true,
  max_registrations: true, pilot_password_hash: true, is_parent: true, parent_promotion_id: true, is_launchpad: true,
  is_default: true, default_goal: true, daily_activity_allowance: true, daily_activity_minimum: true,
  max_activities_day: true, min_interest_choice: true, max_interest_choice: true, trivia_points: true,
  bonus_points: true, entry_points: true, works_point_value: true, activity_feels: true,
  default_competition_collection_id: true, collection_id: true, duo_collection_id: true,
  attraction_label: true, attraction_label_plural: true, friend_label: true, friend_label_plural: true,
  point_label: true, point_label_plural: true, level_label: true, level_label_plural: true, wall_label: true,
  location_labels: true, display_team_feature: true, video_url: true, video_button_url: true, video_caption_url: true,
  api_version: true, flags: true, websocket_channel: true,
  competitions: {
    select: { id: true, name: true, enrollment_starts_on: true, enrollment_ends_on: true, competition_starts_on: true, competition_ends_on: true, team_size_min: true, team_size_max: true },
    orderBy: { competition_starts_on: 'asc' },
  },
  organization: {
    select: {
      id: true, name: true, reseller_id: true, is_sso_enabled: true, sso_label: true, sso_login_url: true, flags: true,
      password_min_length: true, password_max_length: true, password_min_letters: true, password_min_numbers: true,
      password_min_symbols: true, password_regular_expression_string: true, password_help_message: true,
    },
  },
} as const;

type PromotionRow = NonNullable<Awaited<ReturnType<typeof loadBy>>>;

/** The competition the promotion JSON names as current_competition (its contract is lib/promotions/types.ts). */
export type CurrentCompetition = PromotionCompetition;

export interface ResolvedPromotion {
  row: Omit<PromotionRow, 'organization' | 'flags' | 'competitions'>;
  /** current_competition: the one running or enrolling today, else the latest started, else the next. */
  currentCompetition: CurrentCompetition | null;
  id: number;
  subdomain: string;
  flags: PromotionFlags;
  organization: { id: number; name: string; reseller_id: number | null; is_sso_enabled: boolean; sso_label: string | null; sso_login_url: string | null; flags: OrganizationFlags };
  passwordPolicy: PasswordPolicy;
  timeline: PromotionTimeline;
}

async function loadBy(where: { subdomain: string } | { domain: string } | { is_default: true } | { id: number }) {
  // A deleted promotion (a master's soft delete) resolves nowhere: not on its subdomain, its domain or by id.
  return db.promotion.findFirst({ where: { ...where, deleted_at: null }, select: promotionSelect });
}

function currentCompetition(rows: PromotionRow['competitions'], today: string): CurrentCompetition | null {
  const all = rows.map((c) => ({
    id: c.id, name: c.name, team_size_min: c.team_size_min, team_size_max: c.team_size_max,
    enrollment_starts_on: isoDate(c.enrollment_starts_on)!, enrollment_ends_on: isoDate(c.enrollment_ends_on)!,
    competition_starts_on: isoDate(c.competition_starts_on)!, competition_ends_on: isoDate(c.competition_ends_on)!,
  }));
  const pick =
    all.find((c) => c.enrollment_starts_on <= today && today <= c.competition_ends_on) ??
    [...all].reverse().find((c) => c.competition_starts_on <= today) ??
    all.find((c) => c.enrollment_starts_on > today);
  if (!pick) return null;
  return {
    ...pick,
    during_enrollment: pick.enrollment_starts_on <= today && today <= pick.enrollment_ends_on,
    during_competition: pick.competition_starts_on <= today && today <= pick.competition_ends_on,
    after_competition: today > pick.competition_ends_on,
  };
}

function passwordPolicyOf(o: PromotionRow['organization']): PasswordPolicy {
  return {
    password_min_length: o.password_min_length,
    password_max_length: o.password_max_length,
    password_min_letters: o.password_min_letters,
    password_min_numbers: o.password_min_numbers,
    password_min_symbols: o.password_min_symbols,
    password_regular_expression_string: o.password_regular_expression_string,
    password_help_message: o.password_help_message,
  };
}

// A cached row's resolved form is made once per day it is asked on (the timeline and the current competition follow
// "today"), not on every request: every request resolves its host, and building it (eight dates, the flags, the
// timeline) was a tenth of a sub-millisecond read's own code (docs/benchmarks.md "Session 21: the direct path's request
// and answer"). It is shared by the requests of that day, so it is frozen: a handler that changed it would throw
// rather than change another request's promotion.
const resolvedOfRow = new WeakMap<PromotionRow, { day: string; value: ResolvedPromotion }>();

function resolvedOf(row: PromotionRow): ResolvedPromotion {
  const day = row.current_date_override ? 'override' : todayIn(row.time_zone);
  const known = resolvedOfRow.get(row);
  if (known?.day === day) return known.value;
  const value = frozen(toResolved(row));
  resolvedOfRow.set(row, { day, value });
  return value;
}

function frozen(p: ResolvedPromotion): ResolvedPromotion {
  for (const part of [p.row, p.timeline, p.flags, p.organization, p.organization.flags, p.passwordPolicy, p.currentCompetition]) {
    if (part) Object.freeze(part);
  }
  return Object.freeze(p);
}

function toResolved(row: PromotionRow): ResolvedPromotion {
  const { organization, flags, competitions, ...rest } = row;
  const timeline = promotionTimeline({
    time_zone: row.time_zone,
    starts_on: isoDate(row.starts_on)!,
    ends_on: isoDate(row.ends_on)!,
    launch_on: isoDate(row.launch_on),
    logging_ends_on: isoDate(row.logging_ends_on),
    registration_starts_on: isoDate(row.registration_starts_on),
    registration_ends_on: isoDate(row.registration_ends_on),
    disabled_on: isoDate(row.disabled_on),
    current_date_override: isoDate(row.current_date_override),
  });
  return {
    row: rest,
    currentCompetition: currentCompetition(competitions, timeline.current_date),
    id: row.id,
    subdomain: row.subdomain,
    flags: readPromotionFlags(flags),
    organization: {
      id: organization.id, name: organization.name, reseller_id: organization.reseller_id,
      is_sso_enabled: organization.is_sso_enabled, sso_label: organization.sso_label,
      sso_login_url: organization.sso_login_url, flags: readOrganizationFlags(organization.flags),
    },
    passwordPolicy: passwordPolicyOf(organization),
    timeline,
  };
}

// Hosts are resolved on every request; a short cache (lib/promotion-cache.ts) keeps that off the database on hot paths.
// A change to a promotion, its competitions or its organization clears it in every process of the cluster
// (forgetCachedPromotions → NOTIFY, server/platform/cluster-invalidation.ts); while this process is not LISTENing
// it reads the database instead.
const cache = new Map<string, { at: number; value: PromotionRow | null }>();
onClusterChange('promotions', () => cache.clear());

async function cached(key: string, load: () => Promise<PromotionRow | null>): Promise<PromotionRow | null> {
  if (!clusterCacheTrusted()) return load();
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < PROMOTION_CACHE_TTL_MS) return hit.value;
  const value = await load();
  cache.set(key, { at: Date.now(), value });
  return value;
}

/**
 * After a change to a promotion, its competitions or its organization: this process forgets at once, every other
 * process when the NOTIFY arrives (milliseconds). Await it where the caller's answer must not outrun the others.
 */
export function forgetCachedPromotions(): Promise<void> {
  return announceClusterChange('promotions');
}

export async function promotionForTarget(target: HostTarget): Promise<ResolvedPromotion | null> {
  let row: PromotionRow | null = null;
  if (target.kind === 'promotion') row = await cached(`s:${target.subdomain}`, () => loadBy({ subdomain: target.subdomain }));
  else if (target.kind === 'custom-domain') row = await cached(`d:${target.domain}`, () => loadBy({ domain: target.domain }));
  else if (target.kind === 'default') {
    const configured = env().DEFAULT_PROMOTION;
    row = await cached('default', () => (configured ? loadBy({ subdomain: configured }) : loadBy({ is_default: true })));
  }
  // The timeline follows "today" even while the row is cached (resolvedOf).
  return row ? resolvedOf(row) : null;
}

export async function promotionById(id: number): Promise<ResolvedPromotion | null> {
  const row = await cached(`i:${id}`, () => loadBy({ id }));
  return row ? resolvedOf(row) : null;
}

/**
 * The organization's password rule read now, not from the cache: a stricter rule applies to the very next password
 * set anywhere in the cluster (registration, reset, settings). One primary-key read, on rare requests.
 */
export async function currentPasswordPolicy(promotion: ResolvedPromotion | null): Promise<PasswordPolicy> {
  if (!promotion) return DEFAULT_PASSWORD_POLICY;
  const o = await db.organization.findUnique({ where: { id: promotion.organization.id }, select: promotionSelect.organization.select });
  return o ? passwordPolicyOf(o) : promotion.passwordPolicy;
}

export interface HostContext {
  target: HostTarget;
  isDashboard: boolean;
  /** The promotion the host serves; null on the dashboard host or for an unknown subdomain. */
  promotion: ResolvedPromotion | null;
}

export async function resolveHostContext(hostHeader: string | null): Promise<HostContext> {
  const target = classifyHost(hostHeader, env().APP_HOST);
  if (target.kind === 'dashboard') return { target, isDashboard: true, promotion: null };
  return { target, isDashboard: false, promotion: await promotionForTarget(target) };
}
