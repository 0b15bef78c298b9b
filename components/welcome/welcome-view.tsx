// The public landing page of a promotion: the login, and the
// welcome content — slides (category welcome), the pre-start invitation (welcome_overlay), the countdown to
// launch and the key dates — once the promotion has launched or the visitor holds the pilot cookie. Before
// that, a pilot prompt stands in for the content. On the dashboard host the same page is the admins' sign-in.
import type { ReactNode } from 'react';
import Link from 'next/link';
import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import type { CurrentPromotion } from '@/lib/promotions/types';
import type { WelcomeLoginData, WelcomePageContent } from '@/lib/pages/types';
import type { ContentItem } from '@/lib/content/types';
import { createFormat, type Format } from '@/lib/i18n/format';
import { buttonClasses } from '@/components/ui/button';
import { ContentHtml, contentTitle } from '@/components/ui/content-html';
import { Countdown } from '@/components/onboarding/countdown';
import { HeroArt } from './hero-art';
import { LoginPanel } from './login-panel';
import { ResetPasswordDialog } from './dialogs';
import { SlideCarousel } from './slide-carousel';
import { VideoButton } from './video-button';
import { LanguageSwitcher } from '@/components/i18n/language-switcher';

/** The sign-in by the organization's provider (docs/sso.md), back to the page that asked for a sign-in. */
const ssoSignInPath = (returnTo: string | null) => `/api/sso/login${returnTo ? `?return_to=${encodeURIComponent(returnTo)}` : ''}`;

export type WelcomeLogin = WelcomeLoginData;

/** Dates in the reader's language and the promotion's time zone (components do not import server/). */
async function readerFormat(): Promise<Format> {
  const [locale, timeZone] = await Promise.all([getLocale(), getTimeZone()]);
  return createFormat(locale, timeZone);
}

export type WelcomeContent = WelcomePageContent;

export interface WelcomeViewProps {
  promotion: CurrentPromotion | null;
  login: WelcomeLogin;
  welcome: WelcomeContent;
  children?: ReactNode;
}

const HIGHLIGHTS = [
  { title: 'minutesTitle', body: 'minutesBody' },
  { title: 'waysTitle', body: 'waysBody' },
  { title: 'togetherTitle', body: 'togetherBody' },
] as const;

async function ProgramDates({ promotion }: { promotion: CurrentPromotion }) {
  const [t, format] = await Promise.all([getTranslations('welcome.dates'), readerFormat()]);
  // In calendar order: registration opens, launch, the program itself, registration closes.
  const rows: { label: string; value: string }[] = [];
  if (promotion.registration_starts_on) rows.push({ label: t('registrationOpens'), value: format.day(promotion.registration_starts_on, 'full') });
  if (promotion.launch_on) rows.push({ label: promotion.has_launched ? t('launched') : t('launches'), value: format.day(promotion.launch_on, 'full') });
  if (promotion.starts_on && promotion.ends_on) {
    rows.push({ label: t('programRuns'), value: t('range', { from: format.day(promotion.starts_on, 'monthDay'), to: format.day(promotion.ends_on, 'monthDay') }) });
  }
  if (promotion.registration_ends_on) rows.push({ label: t('registrationCloses'), value: format.day(promotion.registration_ends_on, 'full') });
  return (
    <section aria-labelledby="program-dates" className="rounded-3xl border border-line bg-surface p-6 shadow-card sm:p-8">
      <h2 id="program-dates" className="text-h3 text-ink">
        {t('title')}
      </h2>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
        {rows.map((row) => (
          <div key={row.label} className="rounded-2xl bg-surface-muted px-4 py-3">
            <dt className="text-sm text-ink-muted">{row.label}</dt>
            <dd className="mt-0.5 font-semibold text-ink">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

async function Highlights() {
  const t = await getTranslations('welcome.highlights');
  return (
    <section aria-labelledby="highlights" className="flex flex-col gap-4">
      <h2 id="highlights" className="text-h3 text-ink">
        {t('title')}
      </h2>
      <ul className="flex flex-col gap-3">
        {HIGHLIGHTS.map((item, index) => (
          <li key={item.title} className="flex gap-4 rounded-3xl border border-line bg-surface p-5">
            <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-soft font-bold text-brand-strong">
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold text-ink">{t(item.title)}</h3>
              <p className="mt-1 text-ink-muted">{t(item.body)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

async function LaunchCountdown({ launchAt, countdown, programName }: { launchAt: string; countdown: ContentItem | null; programName: string }) {
  const t = await getTranslations('welcome');
  const title = contentTitle(countdown?.title_html, t('launchesIn', { programName }));
  return (
    <section aria-labelledby="countdown-title" className="rounded-3xl bg-brand p-6 text-on-brand shadow-card sm:p-8">
      <h2 id="countdown-title" className="text-h3">
        {title}
      </h2>
      <ContentHtml html={countdown?.content_html} className="mt-1 opacity-95 [&_a]:text-on-brand [&_strong]:text-on-brand" />
      <div className="mt-5">
        <Countdown target={launchAt} label={title} tone="brand" />
      </div>
    </section>
  );
}

async function HeroCopy({ promotion, programName, welcome }: { promotion: CurrentPromotion; programName: string; welcome: WelcomeContent }) {
  const [t, format] = await Promise.all([getTranslations('welcome'), readerFormat()]);
  if (welcome.access === 'pilot') {
    return (
      <>
        <p className="mt-5 max-w-xl text-lead text-ink-muted">
          {t('pilotIntro', { programName, date: format.day(promotion.launch_on ?? promotion.starts_on!, 'full') })}
        </p>
        <Link href="/welcome/pilot" className={buttonClasses('primary', 'lg', 'mt-6')}>
          {t('enterPilotPassword')}
        </Link>
      </>
    );
  }
  return (
    <>
      <p className="mt-5 max-w-xl text-lead text-ink-muted">
        {t('intro', { weeks: promotion.weeks, programName })}
      </p>
      {welcome.access === 'open' && welcome.overlay ? (
        <div className="mt-6 max-w-xl rounded-3xl border border-accent/30 bg-surface p-5 shadow-card">
          <p className="flex items-center gap-2 font-semibold text-accent">
            <span aria-hidden="true" className="size-2 rounded-full bg-accent" />
            {contentTitle(welcome.overlay.title_html, t('startingSoon'))}
          </p>
          <ContentHtml html={welcome.overlay.content_html} className="mt-1 text-ink-muted" />
        </div>
      ) : null}
      {welcome.video && welcome.access === 'open' ? (
        <div className="mt-6">
          <VideoButton url={welcome.video.url} captionUrl={welcome.video.captionUrl} programName={programName} />
        </div>
      ) : null}
    </>
  );
}

export async function WelcomeView({ promotion, login, welcome, children }: WelcomeViewProps) {
  const t = await getTranslations('welcome');
  const programName = promotion ? (promotion.program_name ?? promotion.name) : t('dashboardName');
  const registration = welcome.registration;
  return (
    <>
      <div className="relative isolate overflow-hidden bg-brand-softer">
        <HeroArt className="absolute inset-x-0 bottom-0 -z-10 h-48 w-full sm:h-64" />
        <div className="mx-auto grid max-w-6xl items-start gap-8 px-4 pt-10 pb-16 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:gap-14 lg:pt-16 lg:pb-28">
          <section aria-labelledby="welcome-title" className="lg:pt-6">
            <p className="text-sm font-semibold tracking-wider text-brand uppercase">
              {promotion ? promotion.organization.name : t('forAdministrators')}
            </p>
            <h1 id="welcome-title" className="mt-3 text-display text-ink text-balance">
              {promotion ? t('title', { programName }) : t('dashboardName')}
            </h1>
            {promotion ? (
              <HeroCopy promotion={promotion} programName={programName} welcome={welcome} />
            ) : (
              <p className="mt-5 max-w-xl text-lead text-ink-muted">{t('adminIntro')}</p>
            )}
            <LanguageSwitcher signedIn={login.signedInAs !== null} variant="compact" className="mt-6" />
          </section>
          <LoginPanel
            {...login}
            programName={programName}
            registrationOpen={registration?.can_register === true}
            registrationMessage={welcome.access === 'open' ? registration?.message : null}
            allowAutocomplete={promotion?.organization.flags.allow_autocomplete ?? true}
            sso={
              promotion?.organization.is_sso_enabled
                ? { label: promotion.organization.sso_label, url: ssoSignInPath(login.returnTo) }
                : null
            }
          />
        </div>
      </div>
      {promotion ? (
        <div className="mx-auto grid w-full max-w-6xl items-start gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[1.4fr_1fr]">
          {welcome.access === 'open' ? (
            welcome.slides.length ? (
              <div className="flex flex-col gap-4">
                <h2 className="text-h2 text-ink">{t('discover', { programName })}</h2>
                <SlideCarousel slides={welcome.slides} label={t('discover', { programName })} />
              </div>
            ) : (
              <Highlights />
            )
          ) : (
            <Highlights />
          )}
          {/* lg: level with the carousel card, below its heading */}
          <div className="flex flex-col gap-6 lg:mt-11">
            {welcome.launchAt && welcome.access !== 'pilot' ? <LaunchCountdown launchAt={welcome.launchAt} countdown={welcome.countdown} programName={programName} /> : null}
            <ProgramDates promotion={promotion} />
          </div>
        </div>
      ) : null}
      {welcome.resetToken ? <ResetPasswordDialog token={welcome.resetToken} /> : null}
      {children}
    </>
  );
}
