'use client';
// The welcome content carousel: slides of content category
// welcome that wrap at both ends. It advances by itself every few seconds with a pause button (WCAG 2.2.2),
// stops while the pointer or focus is inside it, and never moves on its own for reduced-motion users.
// Keyboard: the buttons, and the arrow keys while focus is in the carousel.
import { useCallback, useEffect, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { ContentItem } from '@/lib/content/types';
import { ContentHtml, contentTitle } from '@/components/ui/content-html';
import { ChevronLeft, ChevronRight, Pause, Play } from '@/components/ui/icons';

const ADVANCE_MS = 7000;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const subscribeReducedMotion = (onChange: () => void) => {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

const icon = 'size-5';

export function SlideCarousel({ slides, label }: { slides: ContentItem[]; label: string }) {
  const t = useTranslations('welcome.slides');
  const [index, setIndex] = useState(0);
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, () => window.matchMedia(REDUCED_MOTION).matches, () => false);
  // The visitor's own choice wins; until they make one, reduced motion means no moving by itself.
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = choice ?? !reducedMotion;
  const [held, setHeld] = useState(false); // pointer or focus inside
  const count = slides.length;

  const go = useCallback((delta: number) => setIndex((i) => (i + delta + count) % count), [count]);

  // Nothing moves behind an open dialog (sign-in, forgotten or reset password): the visitor is reading it.
  useEffect(() => {
    if (!playing || held || count < 2) return;
    const timer = setInterval(() => {
      if (!document.querySelector('dialog[open], [role="dialog"][aria-modal="true"]')) go(1);
    }, ADVANCE_MS);
    return () => clearInterval(timer);
  }, [count, go, held, index, playing]);

  if (!count) return null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };
  const control = 'grid size-11 place-items-center rounded-full border border-line-strong bg-surface text-ink hover:bg-surface-muted';
  return (
    <section
      aria-roledescription={t('carousel')}
      aria-label={label}
      onKeyDown={onKeyDown}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
      className="overflow-hidden rounded-3xl border border-line bg-surface shadow-card"
    >
      {/* Announced only when the visitor moves it, not every time it moves by itself. */}
      <div aria-live={playing && !held ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={slide.id}
            role="group"
            aria-roledescription={t('slide')}
            aria-label={t('position', { number: i + 1, count })}
            hidden={i !== index}
            className="grid animate-fade-in sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
          >
            {/* The picture fills its panel (a thumbnail floating in an empty box looked unfinished); absolutely placed,
                so it never sizes the slide: the panel is 9:5 on phones and as tall as the text beside it from sm up. */}
            <div className="relative aspect-[9/5] bg-brand-softer sm:aspect-auto sm:min-h-52">
              {slide.image1.url ? <img src={slide.image1.url} alt="" className="absolute inset-0 size-full object-cover" /> : null}
            </div>
            <div className="p-6 sm:p-8">
              <h3 className="text-h2 text-ink text-balance">{contentTitle(slide.title_html)}</h3>
              <ContentHtml html={slide.content_html} className="mt-3 text-lead text-ink-muted" />
            </div>
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="flex items-center justify-between gap-3 border-t border-line px-4 py-3 sm:px-6">
          <button type="button" onClick={() => setChoice(!playing)} className={control} aria-label={playing ? t('pause') : t('play')}>
            {playing ? <Pause className={icon} aria-hidden="true" /> : <Play className={icon} aria-hidden="true" />}
          </button>
          <div className="flex items-center gap-1">
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t('goTo', { number: i + 1, title: contentTitle(slide.title_html) })}
                aria-current={i === index ? 'true' : undefined}
                className="grid size-8 place-items-center rounded-full"
              >
                <span aria-hidden="true" className={`block h-2 rounded-full transition-all ${i === index ? 'w-6 bg-brand' : 'w-2 bg-line-strong'}`} />
              </button>
            ))}
          </div>
          <div className="flex gap-2">
            <button type="button" onClick={() => go(-1)} className={control} aria-label={t('previous')}>
              <ChevronLeft className={icon} aria-hidden="true" />
            </button>
            <button type="button" onClick={() => go(1)} className={control} aria-label={t('next')}>
              <ChevronRight className={icon} aria-hidden="true" />
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
