// The frame of every promotion administration screen: where it sits (Promotions › the promotion › the screen), its
// title, and the promotion's screens as tabs that change the address.
import type { ReactNode } from 'react';
import Link from 'next/link';
import { Breadcrumb, cn } from '@/components/ui';
import { AdminPageHeader } from '@/components/admin/shared/admin-page';
import type { AdminPromotion } from '@/lib/promotions/admin-types';

export const PROMOTION_SCREENS = [
  { slug: '', label: 'Dashboard' },
  { slug: 'edit', label: 'Settings' },
  { slug: 'labels', label: 'Labels' },
  { slug: 'coordinators', label: 'Coordinators' },
  { slug: 'levels', label: 'Levels' },
  { slug: 'point_thresholds', label: 'Point thresholds' },
  { slug: 'participant_video', label: 'Participant video' },
  { slug: 'competitions', label: 'Competitions' },
  { slug: 'custom_prompts', label: 'Custom prompts' },
  { slug: 'evaluations-definitions', label: 'Evaluations' },
  { slug: 'activities', label: 'Activities' },
  { slug: 'area_of_interests', label: 'Areas of interest' },
  { slug: 'badges', label: 'Badges' },
  { slug: 'push_notifications', label: 'Push notifications' },
  { slug: 'one_time_email/queue', label: 'Emails' },
  { slug: 'test_email', label: 'Test email' },
  { slug: 'reports', label: 'Reports' },
  { slug: 'eop', label: 'End of program' },
  { slug: 'eligibilities', label: 'Eligibility' },
  { slug: 'eligibilityfiles', label: 'Eligibility files' },
  { slug: 'locations/view', label: 'Locations' },
  { slug: 'ssoextra', label: 'SSO extras' },
  { slug: 'image_library', label: 'Image library' },
  { slug: 'frame_library', label: 'Frame library' },
  { slug: 'profile_photo_library', label: 'Profile photos' },
  { slug: 'duos', label: 'Duos' },
] as const;

export function PromotionFrame({
  promotion, current, title, intro, children, actions,
}: {
  promotion: Pick<AdminPromotion, 'id' | 'name' | 'subdomain'>;
  current: (typeof PROMOTION_SCREENS)[number]['slug'];
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const base = `/promotion/${promotion.id}`;
  const here = PROMOTION_SCREENS.find((s) => s.slug === current)!;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <Breadcrumb
        trail={[{ href: '/promotions', label: 'Promotions' }, ...(current === '' ? [] : [{ href: base, label: promotion.name }])]}
        current={current === '' ? promotion.name : here.label}
      />
      <AdminPageHeader eyebrow={`${promotion.name} · ${promotion.subdomain}`} title={title} intro={intro} actions={actions} />
      {/* Not NavTabs: it marks a tab current for every page under it, and every screen is under the dashboard's path. */}
      <nav aria-label="Promotion screens" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="inline-flex min-w-max gap-1 rounded-full bg-surface-muted p-1 hc:border hc:border-line">
          {PROMOTION_SCREENS.map((s) => (
            <li key={s.slug}>
              <Link
                href={s.slug ? `${base}/${s.slug}` : base}
                aria-current={s.slug === current ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-10 items-center rounded-full px-3.5 text-sm font-semibold whitespace-nowrap text-ink-muted no-underline hover:text-ink',
                  s.slug === current && 'bg-surface text-ink shadow-card hc:bg-brand hc:text-on-brand',
                )}
              >
                {s.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  );
}
