// The frame of every promotion administration screen: where it sits (Promotions › the promotion › the screen), its
// title, and the promotion's screens as tabs that change the address.
import type { ReactNode } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Breadcrumb, cn } from '@/components/ui';
import { AdminPageHeader } from '@/components/admin/shared/admin-page';
import type { AdminPromotion } from '@/lib/promotions/admin-types';

/**
 * The promotion's screens in seven sections, so a coordinator finds "where emails are" without reading 26 tabs. The
 * first screen of a section is where its link goes. `key` names the section's or screen's label in the
 * `admin-promotions` catalog (navSections, navScreens).
 */
export const PROMOTION_SECTIONS = [
  { key: 'program', screens: [
    { slug: '', key: 'overview' },
    { slug: 'activities', key: 'activities' },
    { slug: 'area_of_interests', key: 'areasOfInterest' },
    { slug: 'competitions', key: 'competitions' },
    { slug: 'evaluations-definitions', key: 'evaluations' },
  ] },
  { key: 'people', screens: [
    { slug: 'coordinators', key: 'coordinators' },
    { slug: 'eligibilities', key: 'eligibility' },
    { slug: 'eligibilityfiles', key: 'eligibilityFiles' },
    { slug: 'locations/view', key: 'locations' },
    { slug: 'custom_prompts', key: 'registrationQuestions' },
    { slug: 'ssoextra', key: 'ssoExtras' },
  ] },
  { key: 'content', screens: [
    { slug: 'participant_video', key: 'participantVideo' },
    { slug: 'image_library', key: 'imageLibrary' },
    { slug: 'frame_library', key: 'frameLibrary' },
    { slug: 'profile_photo_library', key: 'profilePhotos' },
  ] },
  { key: 'engagement', screens: [
    { slug: 'badges', key: 'badges' },
    { slug: 'levels', key: 'levels' },
    { slug: 'point_thresholds', key: 'pointThresholds' },
    { slug: 'duos', key: 'duos' },
  ] },
  { key: 'communications', screens: [
    { slug: 'one_time_email/queue', key: 'emails' },
    { slug: 'test_email', key: 'testEmail' },
    { slug: 'push_notifications', key: 'pushNotifications' },
  ] },
  { key: 'reports', screens: [
    { slug: 'reports', key: 'reports' },
    { slug: 'eop', key: 'endOfProgram' },
  ] },
  { key: 'settings', screens: [
    { slug: 'edit', key: 'promotionSettings' },
    { slug: 'labels', key: 'labels' },
    { slug: 'package', key: 'programPackage' },
  ] },
] as const;

type Screen = (typeof PROMOTION_SECTIONS)[number]['screens'][number];
type Slug = Screen['slug'];
export const PROMOTION_SCREENS: readonly Screen[] = PROMOTION_SECTIONS.flatMap((s): readonly Screen[] => s.screens);

export function PromotionFrame({
  promotion, current, title, intro, children, actions,
}: {
  promotion: Pick<AdminPromotion, 'id' | 'name' | 'subdomain'>;
  current: Slug;
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const t = useTranslations('admin-promotions');
  const base = `/promotion/${promotion.id}`;
  const here = PROMOTION_SCREENS.find((s) => s.slug === current)!;
  const section = PROMOTION_SECTIONS.find((g) => (g.screens as readonly Screen[]).some((s) => s.slug === current))!;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <Breadcrumb
        trail={[{ href: '/promotions', label: t('frame.promotions') }, ...(current === '' ? [] : [{ href: base, label: promotion.name }, { href: hrefOf(base, section.screens[0].slug), label: t(`navSections.${section.key}`) }])]}
        current={current === '' ? promotion.name : t(`navScreens.${here.key}`)}
      />
      <AdminPageHeader eyebrow={`${promotion.name} · ${promotion.subdomain}`} title={title} intro={intro} actions={actions} />
      <PromotionNav base={base} current={current} />
      {children}
    </div>
  );
}

const hrefOf = (base: string, slug: string) => (slug ? `${base}/${slug}` : base);

/**
 * Two rows that wrap rather than scroll, so the current section and screen are always in sight at 390 px: the seven
 * sections (links to each section's first screen), then the current section's screens. Not NavTabs: it marks a tab
 * current for every page under it, and every screen is under the overview's path.
 */
function PromotionNav({ base, current }: { base: string; current: Slug }) {
  const t = useTranslations('admin-promotions');
  const section = PROMOTION_SECTIONS.find((g) => (g.screens as readonly Screen[]).some((s) => s.slug === current))!;
  const pill = (on: boolean) => cn(
    'inline-flex min-h-10 items-center rounded-full px-3.5 text-sm font-semibold whitespace-nowrap no-underline',
    on ? 'bg-surface text-ink shadow-card hc:bg-brand hc:text-on-brand' : 'text-ink-muted hover:text-ink',
  );
  return (
    <div className="flex flex-col gap-2">
      <nav aria-label={t('frame.sectionsNav')}>
        <ul className="flex flex-wrap gap-1 rounded-3xl bg-surface-muted p-1 hc:border hc:border-line">
          {PROMOTION_SECTIONS.map((g) => (
            <li key={g.key}>
              <Link href={hrefOf(base, g.screens[0].slug)} aria-current={g.key === section.key ? 'true' : undefined} className={pill(g.key === section.key)}>
                {t(`navSections.${g.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={t('frame.screensNav', { section: t(`navSections.${section.key}`) })}>
        <ul className="flex flex-wrap gap-x-1 gap-y-1 border-b border-line pb-2">
          {(section.screens as readonly Screen[]).map((s) => (
            <li key={s.slug}>
              <Link
                href={hrefOf(base, s.slug)}
                aria-current={s.slug === current ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-semibold whitespace-nowrap no-underline',
                  s.slug === current ? 'text-ink underline decoration-2 underline-offset-8' : 'text-ink-muted hover:text-ink',
                )}
              >
                {t(`navScreens.${s.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
