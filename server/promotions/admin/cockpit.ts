// The promotion cockpit: before launch, a readiness checklist (each item says where it is fixed); after launch, the
// health figures. Every figure is read through the service of the screen that details it (the Stats tab, the
// badges and activities editors, the eligibility list, the flagged-posts queue, the email queue), so a number never
// differs between the cockpit and its tab.
import 'server-only';
import { db } from '@/server/db';
import { recordAudit } from '@/server/audit/record';
import { coordinatorStats } from '@/server/coordinator/stats';
import { countFlaggedPosts } from '@/server/coordinator/flagged-posts';
import type { CoordinatorScope } from '@/server/coordinator/context';
import { listAdminBadges } from '@/server/badges/admin';
import { listAdminActivities } from '@/server/activities/admin/activities';
import { listEligibilities } from '@/server/eligibility/admin-records';
import type { ResolvedPromotion } from '@/server/tenancy/promotion-context';
import { addDays, promotionTimeline } from '@/lib/promotion-dates';
import { dateIssues } from '@/lib/promotions/admin-rules';
import type { AdminPromotion } from '@/lib/promotions/admin-types';
import type { Health, HealthCount, Readiness, ReadinessItem } from '@/lib/promotions/cockpit-types';
import { countOf } from '@/lib/format/counts';
import { DEFAULT_PRIVACY_FLOOR, filteredFigureHidden, isSmallGroup } from '@/server/privacy/suppression';
import { ADMIN_TRANSACTION, type AuditActor } from './mutations';
import { requireAdminPromotion } from './queries';

/** The audit trail records "content reviewed" (no column needed: who and when is exactly what the checklist shows). */
const CONTENT_REVIEW = { recordType: 'PromotionContent', action: 'review' } as const;

export async function promotionReadiness(promotion: AdminPromotion): Promise<Readiness> {
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
  const issues = dateIssues(promotion);
  const items: ReadinessItem[] = [
    {
      key: 'dates', label: 'Dates in order', state: issues.length === 0 ? 'done' : 'todo',
      detail: issues.length === 0 ? 'Registration, launch, start and end follow one another.' : issues[0]!.message,
      href: `${base}/edit#dates`, fix_label: 'Edit the dates',
    },
    eligibility === null
      ? { key: 'eligibility', label: 'Eligibility loaded', state: 'not_needed', detail: 'Registration does not verify eligibility.', href: `${base}/eligibilityfiles`, fix_label: 'Eligibility files' }
      : {
          key: 'eligibility', label: 'Eligibility loaded', state: eligibility.total > 0 ? 'done' : 'todo',
          detail: eligibility.total > 0 ? `${countOf(eligibility.total, 'eligibility record')} loaded.` : 'Registration verifies eligibility, and no one is on the list yet.',
          href: `${base}/eligibilityfiles`, fix_label: 'Upload an eligibility file',
        },
    {
      key: 'content', label: 'Content reviewed', state: review ? 'done' : 'todo',
      detail: review ? `Marked reviewed on ${review.created_at.toISOString().slice(0, 10)}.` : 'Read the welcome slides, emails and pages participants will see, then mark them reviewed.',
      href: `/content/welcome/welcome?promotion_id=${id}`, fix_label: 'Review the content',
    },
    {
      key: 'activities', label: 'Activities present', state: activities.length > 0 ? 'done' : 'todo',
      detail: activities.length > 0 ? `${countOf(activities.length, 'activity', 'activities')} to log.` : 'Participants have nothing to log yet.',
      href: `${base}/activities`, fix_label: 'Add activities',
    },
    {
      key: 'badges', label: 'Badges present', state: badges.length > 0 ? 'done' : 'todo',
      detail: badges.length > 0 ? `${countOf(badges.length, 'badge')} in force.` : 'There is no badge to earn yet.',
      href: `${base}/badges`, fix_label: 'Add badges',
    },
    {
      key: 'test_email', label: 'Test email sent', state: testEmail ? 'done' : 'todo',
      detail: testEmail ? `Sent to ${countOf(testEmail.recipients.length, 'address', 'addresses')} on ${testEmail.created_at.toISOString().slice(0, 10)}.` : 'Send yourself an email to see it as participants will.',
      href: `${base}/test_email`, fix_label: 'Send a test email',
    },
  ];
  const timeline = promotionTimeline({ ...promotion, current_date_override: null });
  return {
    items,
    ready: items.every((i) => i.state !== 'todo'),
    has_launched: timeline.has_launched,
    launch_on: promotion.launch_on,
    starts_on: promotion.starts_on,
    current_date: timeline.current_date,
  };
}

/** The checklist's "content reviewed", recorded by a master who read it. */
export async function markContentReviewed(who: AuditActor, id: number): Promise<Readiness> {
  const promotion = await requireAdminPromotion(id);
  await db.$transaction(async (tx) => {
    await recordAudit(tx, {
      ...who, action: CONTENT_REVIEW.action, recordType: CONTENT_REVIEW.recordType, recordId: id, promotionId: id,
      organizationId: promotion.organization_id, after: { reviewed: true },
    });
  }, ADMIN_TRANSACTION);
  return promotionReadiness(promotion);
}

/** Until the organization's own floor is stored, employer-side viewers get the default; masters see raw figures. */
export const cockpitFloor = (master: boolean): number | null => (master ? null : DEFAULT_PRIVACY_FLOOR);

const countAt = (points: { label: string; count: number }[], label: string) => points.find((p) => p.label === label)?.count ?? 0;

/**
 * The health figures for the viewer's reach. `viewer.master` adds what only masters manage (the email queue).
 * Registered ÷ eligible is the whole promotion's: eligibility lists carry no location, so a location coordinator
 * sees registered only.
 */
export async function promotionHealth(
  promotion: ResolvedPromotion, scope: CoordinatorScope,
  viewer: { master: boolean; query: string; floor: number | null },
): Promise<Health> {
  const id = promotion.id;
  const whole = scope.reach === 'all';
  const [stats, flagged, eligibility, failedCampaigns, failedTests] = await Promise.all([
    coordinatorStats(promotion, scope, undefined),
    countFlaggedPosts(scope),
    whole && promotion.flags.is_eligibility_displayed ? listEligibilities(id, { page: 1, page_size: 1 }) : Promise.resolve(null),
    viewer.master ? db.customEmail.count({ where: { promotion_id: id, status: 'failed' } }) : Promise.resolve(0),
    viewer.master ? db.testEmail.count({ where: { promotion_id: id, status: 'failed' } }) : Promise.resolve(0),
  ]);
  const today = promotion.timeline.current_date;
  const week = promotion.timeline.current_week;
  const weekLabel = `Week ${week}`;
  // Registrations are per day in the promotion's calendar: those of the last 7 days are this week's growth.
  const since = addDays(today, -6);
  const lastWeekSignUps = stats.registrations.filter((p) => p.label >= since && p.label <= today).reduce((n, p) => n + p.count, 0);
  const days = Array.from({ length: 7 }, (_, i) => addDays(today, i - 6));
  // The small-group floor: the total on its own (rule 1), each figure cut from it as a filter of it (rule 3).
  const k = viewer.floor;
  const total = stats.participants;
  const shown = (value: number, hidden: boolean): HealthCount => (hidden ? { value: null, suppressed: true } : { value, suppressed: false });
  const people = (value: number) => shown(value, k !== null && isSmallGroup(value, k));
  const cut = (value: number) => shown(value, k !== null && (isSmallGroup(total, k) || filteredFigureHidden(k, value, total)));
  const activeThisWeek = cut(countAt(stats.active_per_week, weekLabel));
  const q = viewer.query;
  return {
    registered: people(total),
    eligible: eligibility ? eligibility.total : null,
    registered_week_ago: cut(Math.max(0, total - lastWeekSignUps)),
    current_week: week,
    active_this_week: activeThisWeek,
    // Activities are not people, but divided by a hidden group they would give it back.
    activities_this_week: activeThisWeek.suppressed ? { value: null, suppressed: true } : shown(countAt(stats.activities_per_week, weekLabel), false),
    last_7_days: days.map((date) => ({ date, active: cut(countAt(stats.active_per_day, date)) })),
    flagged_waiting: flagged,
    emails_failed: viewer.master ? failedCampaigns + failedTests : null,
    links: {
      stats: `/coordinator/dashboard/stats${q}`,
      participants: `/coordinator/dashboard/participants${q}`,
      flagged_posts: `/coordinator/dashboard/flagged_posts${q}`,
      eligibility: eligibility ? (viewer.master ? `/promotion/${id}/eligibilities` : `/coordinator/dashboard/eligibility${q}`) : null,
      emails: viewer.master ? `/promotion/${id}/one_time_email/queue` : null,
    },
  };
}
