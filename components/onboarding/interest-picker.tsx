'use client';
// Prestart area-of-interest choice: choose between min_choices and
// max_choices; once the maximum is reached the other options fade. Completing saves the interests
// (POST /user_interests), then has_been_home, then goes home.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { errorMessagesOf } from '@/lib/api-client';
import { ONBOARDING_MESSAGES as M } from '@/lib/onboarding/messages';
import { useGettingStarted, useSaveInterests } from '@/lib/query/onboarding';
import type { ContentItem } from '@/lib/content/types';
import { useUpdateUserFlags } from '@/lib/query/users';
import { useErrorBanner } from '@/components/feedback/error-banner';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { CategoryIcon } from '@/components/categories/category-mark';
import { areaIcon, categoryLook } from '@/lib/categories/palette';
import { ContentHtml, contentTitle } from '@/components/ui/content-html';
import { OnboardingBackdrop } from './backdrop';
import { Check } from '@/components/ui/icons';


export function InterestPicker({ intro }: { intro: ContentItem | null }) {
  const t = useTranslations('onboarding');
  const queryClient = useQueryClient();
  const banner = useErrorBanner();
  const { data, isPending, isError, error } = useGettingStarted();
  const saveInterests = useSaveInterests();
  const updateFlags = useUpdateUserFlags();
  const [picked, setPicked] = useState<number[] | null>(null);
  const [note, setNote] = useState('');
  const [leaving, setLeaving] = useState(false);

  const chosen = picked ?? data?.area_of_interest ?? [];
  const min = data?.min_choices ?? 1;
  const max = data?.max_choices ?? 1;
  const full = chosen.length >= max;

  const toggle = (id: number) => {
    setNote('');
    if (chosen.includes(id)) return setPicked(chosen.filter((c) => c !== id));
    // With a single choice, picking another one simply moves the choice.
    if (full && max === 1) return setPicked([id]);
    if (full) return setNote(t('interests.upTo', { max }));
    setPicked([...chosen, id]);
  };

  const complete = async () => {
    banner.clear();
    setLeaving(true);
    try {
      await saveInterests.mutateAsync(chosen);
    } catch (failure) {
      setLeaving(false);
      return banner.show(errorMessagesOf(failure, M.couldNotSaveInterests));
    }
    try {
      await updateFlags.mutateAsync({ has_been_home: true });
      queryClient.removeQueries({ queryKey: ['area_of_interests'] });
      // A full load: the header's menus change once the user has been home.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load on purpose: the server renders from the new session/cookie
      window.location.assign('/home');
    } catch (failure) {
      setLeaving(false);
      banner.showError(failure, t('couldNotSaveUser'));
    }
  };

  const ready = chosen.length >= min && chosen.length <= max;
  return (
    <OnboardingBackdrop className="items-center px-4 py-8 sm:py-14">
      <section aria-labelledby="aoi-title" className="w-full max-w-2xl">
        <p className="text-sm font-semibold tracking-wider text-brand uppercase">{t('interests.lastStep')}</p>
        <h1 id="aoi-title" className="mt-2 text-h1 text-ink text-balance">
          {contentTitle(intro?.title_html, t('interests.title'))}
        </h1>
        <ContentHtml html={intro?.content_html} className="mt-3 text-lead text-ink-muted" />

        <div className="mt-8 rounded-3xl border border-line bg-surface p-5 shadow-card sm:p-8">
          {isPending ? (
            <div className="grid min-h-40 place-items-center">
              <Spinner label={t('interests.loading')} />
            </div>
          ) : isError ? (
            <p role="alert" className="rounded-2xl bg-danger-soft px-4 py-3 font-medium text-danger">
              {errorMessagesOf(error)[0]}
            </p>
          ) : (
            <>
              <p id="aoi-rule" className="font-semibold text-ink">
                {min === max ? t('interests.chooseExactly', { count: min }) : t('interests.chooseBetween', { min, max })}
              </p>
              <ul className="mt-5 grid gap-3 sm:grid-cols-2" aria-describedby="aoi-rule">
                {data.data.map((area) => {
                  const selected = chosen.includes(area.id);
                  const faded = full && !selected;
                  const look = categoryLook(area.category);
                  return (
                    <li key={area.id}>
                      <button
                        type="button"
                        aria-pressed={selected}
                        onClick={() => toggle(area.id)}
                        data-faded={faded || undefined}
                        // Faded, not disabled: the label keeps readable contrast (ink-muted meets AA); the icon dims.
                        className={`flex min-h-16 w-full items-center gap-4 rounded-2xl border-2 p-3 text-start transition ${
                          selected ? 'border-brand bg-brand-softer' : faded ? 'border-transparent bg-surface-muted hover:border-line' : 'border-line hover:border-line-strong'
                        }`}
                      >
                        <span className={`grid size-11 shrink-0 place-items-center rounded-xl transition ${look.markClasses} ${faded ? 'opacity-40 grayscale' : ''}`} aria-hidden="true">
                          <CategoryIcon name={areaIcon(area)} className="size-6" />
                        </span>
                        <span className={`flex-1 font-semibold ${faded ? 'text-ink-muted' : 'text-ink'}`}>{area.display || area.name}</span>
                        <span
                          aria-hidden="true"
                          className={`grid size-6 shrink-0 place-items-center rounded-full border-2 ${selected ? 'border-brand bg-brand text-on-brand' : 'border-line-strong'}`}
                        >
                          {selected ? (
                            <Check className="size-4" strokeWidth={2.5} />
                          ) : null}
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
              <p role="status" className="mt-3 min-h-6 text-sm text-ink-muted">
                {note}
              </p>
              <button type="button" onClick={() => void complete()} disabled={!ready || leaving} className={buttonClasses('primary', 'lg', 'mt-4 w-full')}>
                {leaving ? t('saving') : t('interests.go')}
              </button>
            </>
          )}
        </div>
      </section>
    </OnboardingBackdrop>
  );
}
