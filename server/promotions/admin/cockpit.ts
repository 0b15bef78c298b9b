// The promotion cockpit: before launch, a readiness checklist (each item says where it is fixed); after launch, the
// health figures. Every figure is read through the service of the screen that details it (the Stats tab, the
// badges and activities editors, the eligibility list, the flagged-posts queue, the email queue), so a number never
// differs between the cockpit and its tab.
import 'server-only';
import { db } from '@/server/db';
import { recordAudit } from '@/server/audit/record';
import { employerStats } from '@/server/privacy/employer-stats';
import { countFlaggedPosts } from '@/server/coordinator/flagged-posts';
import type { CoordinatorScope } from '@/server/coordinator/context';
import { listAdminBadges } from '@/server/badges/admin';
import { listAdminActivities } from '@/server/activities/admin/activities';
import { listEligibilities } from '@/server/eligibility/admin/records';
import { promotionById, type ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { addDays, promotionTimeline, type PromotionTimeline } from '@/lib/promotion-dates';
import { dateIssues } from '@/lib/promotions/admin-rules';
import type { AdminPromotion } from '@/lib/promotions/admin-types';
import type { Health, HealthCount, Readiness, ReadinessItem } from '@/lib/promotions/cockpit-types';
import { createFormat, DAY_STYLES } from '@/lib/i18n/format';
import { DEFAULT_LOCALE, type AnyLocale } from '@/lib/i18n/locales';
import { translatorFor } from '@/server/i18n/translator';
import { errorLocalizer } from '@/server/i18n/error-messages';
import type { Role } from '@/lib/roles';
import type { ShownPoint, ShownWeekPoint } from '@/lib/privacy/types';
import { ADMIN_TRANSACTION, type AuditActor } from './mutations';
import { requireAdminPromotion } from './queries';

/** The audit trail records "content reviewed" (no column needed: who and when is exactly what the checklist shows). */
const CONTENT_REVIEW = { recordType: 'PromotionContent', action: 'review' } as const;

/**
 * `timeline`: the resolved promotion's (it honours a demo promotion's pinned date); by default today in its zone.
 * `locale`: the reader's (the page's or the request's): the items' words and dates are written in it, in the same
 * fields, so a screen and an API client read the same sentences; dates in the promotion's time zone.
 */
export async function promotionReadiness(
  promotion: AdminPromotion,
  timeline: PromotionTimeline = promotionTimeline({ ...promotion, current_date_override: null }),
  locale: AnyLocale = DEFAULT_LOCALE,
): Promise<Readiness> {
  const id = promotion.id;
  const base = `/promotion/${id}`;
  const [badges, activities, eligibility, review, testEmail] = await Promise.all([
    listAdminBadges(id),
    listAdminActivities(id),
    promotion.flags.is_eligibility_displayed ? listEligibilities(id, { page: 1, page_size: 1 }) : Promise.resolve(null),
    db.auditEvent.findFirst({
      where: { promotion_id: id, record_type: CONTENT_REVIEW.recordType, action: CONTENT_REVIEW.action },
      orderBy: { created_at: 'desc' }, select: { created_at: true },
    }),
    db.testEmail.findFirst({ where: { promotion_id: id, status: 'send' }, orderBy: { created_at: 'desc' }, select: { created_at: true, recipients: true } }),
  ]);
  const t = translatorFor(locale, 'admin-cockpit', promotion.time_zone);
  const format = createFormat(locale, promotion.time_zone);
  const day = (at: Date) => format.custom(at, DAY_STYLES.medium);
  const issues = dateIssues(promotion);
  const items: ReadinessItem[] = [
    {
      key: 'dates', label: t('items.dates.label'), state: issues.length === 0 ? 'done' : 'todo',
      detail: issues.length === 0 ? t('readiness.datesInOrder') : errorLocalizer(locale)(issues[0]!.message),
      href: `${base}/edit#dates`, fix_label: t('items.dates.fix'),
    },
    eligibility === null
      ? {
          key: 'eligibility', label: t('items.eligibility.label'), state: 'not_needed', detail: t('readiness.eligibilityNotNeeded'),
          href: `${base}/eligibilityfiles`, fix_label: t('items.eligibility.files'),
        }
      : {
          key: 'eligibility', label: t('items.eligibility.label'), state: eligibility.total > 0 ? 'done' : 'todo',
          detail: eligibility.total > 0 ? t('readiness.eligibilityLoaded', { count: eligibility.total }) : t('readiness.eligibilityEmpty'),
          href: `${base}/eligibilityfiles`, fix_label: t('items.eligibility.fix'),
        },
    {
      key: 'content', label: t('items.content.label'), state: review ? 'done' : 'todo',
      detail: review ? t('readiness.contentReviewed', { date: day(review.created_at) }) : t('readiness.contentTodo'),
      href: `/content/welcome/welcome?promotion_id=${id}`, fix_label: t('items.content.fix'),
    },
    {
      key: 'activities', label: t('items.activities.label'), state: activities.length > 0 ? 'done' : 'todo',
      detail: activities.length > 0 ? t('readiness.activitiesPresent', { count: activities.length }) : t('readiness.activitiesNone'),
      href: `${base}/activities`, fix_label: t('items.activities.fix'),
    },
    {
      key: 'badges', label: t('items.badges.label'), state: badges.length > 0 ? 'done' : 'todo',
      detail: badges.length > 0 ? t('readiness.badgesPresent', { count: badges.length }) : t('readiness.badgesNone'),
      href: `${base}/badges`, fix_label: t('items.badges.fix'),
    },
    {
      key: 'test_email', label: t('items.testEmail.label'), state: testEmail ? 'done' : 'todo',
      detail: testEmail
        ? t('readiness.testEmailSent', { count: testEmail.recipients.length, date: day(testEmail.created_at) })
        : t('readiness.testEmailNone'),
      href: `${base}/test_email`, fix_label: t('items.testEmail.fix'),
    },
  ];
  return {
    items,
    ready: items.every((i) => i.state !== 'todo'),
    has_launched: timeline.has_launched,
    launch_on: promotion.launch_on,
    starts_on: promotion.starts_on,
    current_date: timeline.current_date,
  };
}

/** The checklist's "content reviewed", recorded by a master who read it; answered in the request's language. */
export async function markContentReviewed(who: AuditActor, id: number, locale: AnyLocale = DEFAULT_LOCALE): Promise<Readiness> {
  const promotion = await requireAdminPromotion(id);
  await db.$transaction(async (tx) => {
    await recordAudit(tx, {
      ...who, action: CONTENT_REVIEW.action, recordType: CONTENT_REVIEW.recordType, recordId: id, promotionId: id,
      organizationId: promotion.organization_id, after: { reviewed: true },
    });
  }, ADMIN_TRANSACTION);
  return promotionReadiness(promotion, (await promotionById(id))?.timeline, locale);
}

const countAt = (points: ShownPoint[], label: string): HealthCount => shownCount(points.find((p) => p.label === label)?.count ?? 0);
const countInWeek = (points: ShownWeekPoint[], week: number): HealthCount => shownCount(points.find((p) => p.week === week)?.count ?? 0);
const shownCount = (count: ShownPoint['count']): HealthCount =>
  (typeof count === 'number' ? { value: count, suppressed: false } : { value: null, suppressed: true });

/**
 * The health figures for the viewer's reach, from the Stats tab's own answer as the viewer gets it (through the
 * small-group floor for everyone but masters), so a figure hidden there is hidden here too. `viewer.master` adds what
 * only masters manage (the email queue). Registered ÷ eligible is the whole promotion's: eligibility lists carry no
 * location, so a location coordinator sees registered only.
 */
export async function promotionHealth(
  promotion: ResolvedPromotion, scope: CoordinatorScope,
  viewer: { role: Role; query: string },
): Promise<Health> {
  const id = promotion.id;
  const master = viewer.role === 'Master';
  const whole = scope.reach === 'all';
  const [stats, flagged, eligibility, failedCampaigns, failedTests] = await Promise.all([
    employerStats(promotion, scope, undefined, viewer.role),
    countFlaggedPosts(scope),
    whole && promotion.flags.is_eligibility_displayed ? listEligibilities(id, { page: 1, page_size: 1 }) : Promise.resolve(null),
    master ? db.customEmail.count({ where: { promotion_id: id, status: 'failed' } }) : Promise.resolve(0),
    master ? db.testEmail.count({ where: { promotion_id: id, status: 'failed' } }) : Promise.resolve(0),
  ]);
  const today = promotion.timeline.current_date;
  const week = promotion.timeline.current_week;
  // Registrations are per day in the promotion's calendar: those of the last 7 days are this week's growth. A hidden
  // day among them hides the difference too.
  const since = addDays(today, -6);
  const recent = stats.registrations.filter((p) => p.label >= since && p.label <= today);
  const registered = shownCount(stats.participants);
  const weekAgo: HealthCount = registered.value === null || recent.some((p) => typeof p.count !== 'number')
    ? { value: null, suppressed: true }
    : { value: Math.max(0, registered.value - recent.reduce((n, p) => n + (p.count as number), 0)), suppressed: false };
  const active = countInWeek(stats.active_per_week, week);
  const q = viewer.query;
  return {
    registered,
    eligible: eligibility ? eligibility.total : null,
    registered_week_ago: weekAgo,
    current_week: week,
    active_this_week: active,
    // Divided by a hidden group, the activities would give it back.
    activities_this_week: active.suppressed ? { value: null, suppressed: true } : countInWeek(stats.activities_per_week, week),
    last_7_days: Array.from({ length: 7 }, (_, i) => addDays(today, i - 6)).map((date) => ({ date, active: countAt(stats.active_per_day, date) })),
    flagged_waiting: flagged,
    emails_failed: master ? failedCampaigns + failedTests : null,
    links: {
      stats: `/coordinator/dashboard/stats${q}`,
      participants: `/coordinator/dashboard/participants${q}`,
      flagged_posts: `/coordinator/dashboard/flagged_posts${q}`,
      eligibility: eligibility ? (master ? `/promotion/${id}/eligibilities` : `/coordinator/dashboard/eligibility${q}`) : null,
      emails: master ? `/promotion/${id}/one_time_email/queue` : null,
    },
  };
}
