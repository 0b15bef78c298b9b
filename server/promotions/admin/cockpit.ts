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
import { countOf } from '@/lib/format/counts';
import type { Role } from '@/lib/roles';
import type { ShownPoint } from '@/lib/privacy/types';
import { ADMIN_TRANSACTION, type AuditActor } from './mutations';
import { requireAdminPromotion } from './queries';

/** The audit trail records "content reviewed" (no column needed: who and when is exactly what the checklist shows). */
const CONTENT_REVIEW = { recordType: 'PromotionContent', action: 'review' } as const;

/** `timeline`: the resolved promotion's (it honours a demo promotion's pinned date); by default today in its zone. */
export async function promotionReadiness(promotion: AdminPromotion, timeline: PromotionTimeline = promotionTimeline({ ...promotion, current_date_override: null })): Promise<Readiness> {
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
  return promotionReadiness(promotion, (await promotionById(id))?.timeline);
}

const countAt = (points: ShownPoint[], label: string): HealthCount => {
  const count = points.find((p) => p.label === label)?.count ?? 0;
  return typeof count === 'number' ? { value: count, suppressed: false } : { value: null, suppressed: true };
};
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
  const weekLabel = `Week ${week}`;
  // Registrations are per day in the promotion's calendar: those of the last 7 days are this week's growth. A hidden
  // day among them hides the difference too.
  const since = addDays(today, -6);
  const recent = stats.registrations.filter((p) => p.label >= since && p.label <= today);
  const registered = shownCount(stats.participants);
  const weekAgo: HealthCount = registered.value === null || recent.some((p) => typeof p.count !== 'number')
    ? { value: null, suppressed: true }
    : { value: Math.max(0, registered.value - recent.reduce((n, p) => n + (p.count as number), 0)), suppressed: false };
  const active = countAt(stats.active_per_week, weekLabel);
  const q = viewer.query;
  return {
    registered,
    eligible: eligibility ? eligibility.total : null,
    registered_week_ago: weekAgo,
    current_week: week,
    active_this_week: active,
    // Divided by a hidden group, the activities would give it back.
    activities_this_week: active.suppressed ? { value: null, suppressed: true } : countAt(stats.activities_per_week, weekLabel),
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
