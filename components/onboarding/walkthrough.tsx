'use client';
// The home walkthrough: an intro, then the steps of content
// category home_walkthrough after its first two items. Next, previous and close; the videos of steps 1 and 2
// restart whenever the step is entered. Finishing (or closing) sets has_seen_home_walkthrough and moves on to
// the area-of-interest choice.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { ContentItem } from '@/lib/content/types';
import { useUpdateUserFlags } from '@/lib/query/users';
import { useErrorBanner } from '@/components/feedback/error-banner';
import { buttonClasses } from '@/components/ui/button';
import { ContentHtml, contentTitle } from '@/components/ui/content-html';
import { WalkthroughArt } from './walkthrough-art';
import { OnboardingBackdrop } from './backdrop';
import { X } from '@/components/ui/icons';

export interface WalkthroughProps {
  /** walkthrough_has_started or walkthrough_not_started, by whether the promotion has started. */
  intro: ContentItem | null;
  steps: ContentItem[];
  /** started_home_walkthrough: skip the intro. */
  startAtOnce: boolean;
  /** The not-started intro marks the walkthrough started as soon as it shows ("marked early"). */
  markStartedOnIntro: boolean;
}

/** Steps 1 and 2 may carry a video (custom field video_url, optional video_caption_url). */
const VIDEO_STEPS = 2;

function StepVideo({ item }: { item: ContentItem }) {
  const ref = useRef<HTMLVideoElement>(null);
  const url = typeof item.custom_fields.video_url === 'string' ? item.custom_fields.video_url : null;
  const captions = typeof item.custom_fields.video_caption_url === 'string' ? item.custom_fields.video_caption_url : null;
  // Mounted afresh for every entry into the step (keyed by step), so it restarts from the beginning.
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.currentTime = 0;
    void video.play().catch(() => {}); // autoplay may be refused; the controls are there
  }, []);
  if (!url) return null;
  return (
    <video ref={ref} src={url} controls muted playsInline preload="auto" className="aspect-video w-full rounded-2xl bg-ink object-cover">
      {captions ? <track kind="captions" src={captions} srcLang="en" label="English" /> : null}
    </video>
  );
}

export function Walkthrough({ intro, steps, startAtOnce, markStartedOnIntro }: WalkthroughProps) {
  const t = useTranslations('onboarding');
  const router = useRouter();
  const banner = useErrorBanner();
  const updateFlags = useUpdateUserFlags();
  const hasSteps = steps.length > 0;
  const [step, setStep] = useState<number | null>((startAtOnce || !intro) && hasSteps ? 0 : null);
  const [leaving, setLeaving] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const { mutate: saveFlags } = updateFlags;

  // Marked early: a participant who saw the not-started intro goes straight to the steps next time.
  useEffect(() => {
    if (step === null && markStartedOnIntro) saveFlags({ started_home_walkthrough: true });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, when the intro first shows

  // Each step is a new screen: move focus to its title so it is read out.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  const finish = useCallback(async () => {
    if (leaving) return;
    setLeaving(true);
    try {
      await updateFlags.mutateAsync({ has_seen_home_walkthrough: true, started_home_walkthrough: true });
      router.push('/prestart/aoi');
    } catch (error) {
      setLeaving(false);
      banner.showError(error, t('couldNotSaveUser'));
    }
  }, [banner, leaving, router, t, updateFlags]);

  const begin = () => {
    if (!hasSteps) return void finish();
    saveFlags({ started_home_walkthrough: true });
    setStep(0);
  };

  const last = steps.length - 1;
  const next = useCallback(() => (step !== null && step < last ? setStep(step + 1) : void finish()), [finish, last, step]);
  const previous = useCallback(() => setStep((s) => (s && s > 0 ? s - 1 : s)), []);

  // Arrow keys page through the steps (not while typing or with a modifier).
  useEffect(() => {
    if (step === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || (event.target as HTMLElement).closest('input, textarea, select, video')) return;
      if (event.key === 'ArrowRight') next();
      if (event.key === 'ArrowLeft') previous();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [next, previous, step]);

  const item = step === null ? intro : steps[step];
  const hasVideo = step !== null && step < VIDEO_STEPS && typeof item?.custom_fields.video_url === 'string';
  return (
    <OnboardingBackdrop className="items-center px-4 py-8 sm:py-14">
      <section aria-labelledby="walkthrough-title" className="relative w-full max-w-xl overflow-hidden rounded-3xl border border-line bg-surface shadow-card">
        <button
          type="button"
          onClick={() => void finish()}
          disabled={leaving}
          aria-label={t('walkthrough.close')}
          className="absolute top-3 end-3 z-10 grid size-11 place-items-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-ink"
        >
          <X className="size-5" aria-hidden="true" />
        </button>

        <div className="bg-brand-soft/60">
          {hasVideo && item ? (
            <div className="p-4 pt-16 sm:p-6 sm:pt-16">
              <StepVideo key={step} item={item} />
            </div>
          ) : item?.image1.url ? (
            <img src={item.image1.url} alt="" className="mx-auto max-h-56 w-auto object-contain p-6 pt-14" />
          ) : (
            <WalkthroughArt step={step} stepKey={item?.key} />
          )}
        </div>

        <div className="p-6 sm:p-8">
          <p className="text-sm font-semibold text-brand">{step === null ? t('walkthrough.welcome') : t('walkthrough.stepOf', { step: step + 1, total: steps.length })}</p>
          <h1 id="walkthrough-title" ref={heading} tabIndex={-1} className="mt-1 text-h1 text-ink focus:outline-none">
            {contentTitle(item?.title_html, step === null ? t('walkthrough.welcome') : t('walkthrough.step', { step: step + 1 }))}
          </h1>
          <ContentHtml html={item?.content_html} className="mt-3 text-lead text-ink-muted" />

          {step === null ? (
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <button type="button" onClick={begin} className={buttonClasses('primary', 'lg', 'sm:flex-1')}>
                {t('walkthrough.takeTour')}
              </button>
              <button type="button" onClick={() => void finish()} disabled={leaving} className={buttonClasses('ghost', 'lg')}>
                {t('walkthrough.skipForNow')}
              </button>
            </div>
          ) : (
            <>
              <ol className="mt-8 flex justify-center gap-2" aria-label={t('walkthrough.progress')}>
                {steps.map((s, i) => (
                  <li key={s.id} aria-current={i === step ? 'step' : undefined} className={`h-2 rounded-full transition-all ${i === step ? 'w-6 bg-brand' : i < step ? 'w-2 bg-brand/50' : 'w-2 bg-line'}`}>
                    <span className="sr-only">{i === step ? t('walkthrough.stepCurrent', { step: i + 1 }) : t('walkthrough.step', { step: i + 1 })}</span>
                  </li>
                ))}
              </ol>
              <div className="mt-6 flex items-center justify-between gap-3">
                {/* The first step offers Skip where Previous will be: a newcomer who came to log should not need six clicks. */}
                {step === 0 ? (
                  <button type="button" onClick={() => void finish()} disabled={leaving} className={buttonClasses('ghost', 'lg')}>
                    {t('walkthrough.skip')}
                  </button>
                ) : (
                  <button type="button" onClick={previous} className={buttonClasses('secondary', 'lg', 'whitespace-nowrap max-sm:px-4')}>
                    {t('walkthrough.previous')}
                  </button>
                )}
                {/* Never wraps: at 390 px the padding gives way first (both labels fit on one line). */}
                <button type="button" onClick={next} disabled={leaving} className={buttonClasses('primary', 'lg', 'whitespace-nowrap max-sm:px-4')}>
                  {step === last ? (leaving ? t('saving') : t('walkthrough.chooseFocus')) : t('walkthrough.next')}
                </button>
              </div>
            </>
          )}
        </div>
      </section>
    </OnboardingBackdrop>
  );
}
