'use client';
// The activity form's "Translations" (issue 36): an activity's name, blurb, content and quiz in each language other than
// its own (its promotion's default language), one tab per language. Participants who read that language see the
// translation; an empty field shows the activity's own text, and the answers show only when there are as many as the
// quiz's (an answer is checked by its position). The translations a master changed go out with the activity's save
// (`translations: {es: {…}}` in the same PUT); one left empty is deleted. Folded until opened, as the content editor's.
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { LOCALE_NAMES, LOCALES, type Locale } from '@/lib/i18n/locales';
import type { AdminActivity } from '@/lib/program-design/types';
import { Badge, Button, ChevronRight, cn, Field, Input, Tabs, TabsContent, TabsList, TabsTrigger, Textarea } from '@/components/ui';

interface Draft {
  name: string;
  blurb: string;
  content: string;
  question: string;
  /** One answer per line, as the form's own answers. */
  answers: string;
}

const EMPTY: Draft = { name: '', blurb: '', content: '', question: '', answers: '' };

const lines = (text: string) => text.split('\n').map((x) => x.trim()).filter(Boolean);
const isBlank = (draft: Draft) => Object.values(draft).every((v) => v.trim() === '');

/** The languages an activity is translated into: every one but its own, and any it already has a translation in. */
export function translationLocales(activity: AdminActivity): Locale[] {
  return LOCALES.filter((l) => l !== activity.locale || activity.translations[l] !== undefined);
}

/** The translations' drafts, and the part of the save body they add (only the languages changed since the last save). */
export function useActivityTranslations(activity: AdminActivity | null) {
  const [drafts, setDrafts] = useState<Partial<Record<Locale, Draft>>>(() =>
    Object.fromEntries(
      Object.entries(activity?.translations ?? {}).map(([l, t]) => [
        l, { name: t.name ?? '', blurb: t.blurb ?? '', content: t.content ?? '', question: t.question ?? '', answers: t.answers.join('\n') },
      ]),
    ),
  );
  const [changed, setChanged] = useState<ReadonlySet<Locale>>(new Set());
  const update = (locale: Locale, field: keyof Draft, value: string) => {
    setDrafts((all) => ({ ...all, [locale]: { ...(all[locale] ?? EMPTY), [field]: value } }));
    setChanged((all) => new Set(all).add(locale));
  };
  const clear = (locale: Locale) => {
    setDrafts((all) => ({ ...all, [locale]: EMPTY }));
    setChanged((all) => new Set(all).add(locale));
  };
  const body = changed.size
    ? {
      translations: Object.fromEntries([...changed].map((l) => {
        const d = drafts[l] ?? EMPTY;
        return [l, isBlank(d) ? null : { name: d.name, blurb: d.blurb, content: d.content, question: d.question, answers: lines(d.answers) }];
      })),
    }
    : {};
  /** After a save: what was sent is the saved state. */
  const saved = () => setChanged(new Set());
  return { drafts, update, clear, body, saved };
}

export type ActivityTranslationsState = ReturnType<typeof useActivityTranslations>;

interface Props {
  activity: AdminActivity;
  state: ActivityTranslationsState;
  /** How many answers the form's quiz has; null without a question (then the quiz is not translated). */
  quizAnswers: number | null;
}

export function ActivityTranslations({ activity, state, quizAnswers }: Props) {
  const t = useTranslations('admin-activities.translations');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const locales = translationLocales(activity);
  if (locales.length === 0) return null;
  return (
    <section aria-labelledby={`${panelId}-heading`} className="flex flex-col gap-3 border-t border-line pt-4">
      <h3 id={`${panelId}-heading`} className="text-lg font-bold text-ink">
        <button type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)} className="flex items-center gap-2 rounded-lg text-start">
          <ChevronRight aria-hidden="true" className={cn('size-5 transition-transform rtl:-scale-x-100', open && 'rotate-90')} />
          {t('heading')}
        </button>
      </h3>
      <ul className="flex flex-wrap gap-2 text-sm text-ink-muted">
        {locales.map((l) => (
          <li key={l}>
            {t.rich('status', { language: LOCALE_NAMES[l], status: isBlank(state.drafts[l] ?? EMPTY) ? 'missing' : 'translated', name: (chunks) => <span lang={l} data-i18n-data>{chunks}</span> })}
          </li>
        ))}
      </ul>
      <div id={panelId} hidden={!open}>
        {open ? <TranslationTabs activity={activity} locales={locales} state={state} quizAnswers={quizAnswers} /> : null}
      </div>
    </section>
  );
}

function TranslationTabs({ activity, locales, state, quizAnswers }: Props & { locales: Locale[] }) {
  const t = useTranslations('admin-activities.translations');
  const own = LOCALE_NAMES[activity.locale as Locale] ?? activity.locale;
  return (
    <>
      <p className="text-sm text-ink-muted">{t('intro', { language: own })}</p>
      <Tabs defaultValue={locales[0]} className="mt-3">
        <TabsList aria-label={t('tabsLabel')}>
          {locales.map((l) => (
            <TabsTrigger key={l} value={l}>
              {/* Each language in its own name: data, not a text to translate (data-i18n-data: the pseudo-locale test). */}
              <span lang={l} data-i18n-data>{LOCALE_NAMES[l]}</span>
            </TabsTrigger>
          ))}
        </TabsList>
        {locales.map((l) => {
          const draft = state.drafts[l] ?? EMPTY;
          const language = LOCALE_NAMES[l];
          const field = (name: keyof Draft) => ({ lang: l, value: draft[name], onChange: (e: { target: { value: string } }) => state.update(l, name, e.target.value) });
          return (
            <TabsContent key={l} value={l}>
              <fieldset className="flex flex-col gap-4">
                <legend className="sr-only">{t('legend', { language })}</legend>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Badge tone={isBlank(draft) ? 'neutral' : 'brand'}>{isBlank(draft) ? t('statusMissing') : t('statusTranslated')}</Badge>
                  {isBlank(draft) ? null : (
                    <Button type="button" variant="ghost" onClick={() => state.clear(l)}>{t('clear', { language })}</Button>
                  )}
                </div>
                <Field label={t('nameLabel', { language })} description={t('fallbackHelp')}>
                  <Input maxLength={120} {...field('name')} />
                </Field>
                <Field label={t('blurbLabel', { language })}>
                  <Input maxLength={500} {...field('blurb')} />
                </Field>
                <Field label={t('contentLabel', { language })}>
                  <Textarea rows={6} {...field('content')} />
                </Field>
                {quizAnswers !== null ? (
                  <>
                    <Field label={t('questionLabel', { language })}>
                      <Input maxLength={500} {...field('question')} />
                    </Field>
                    <Field label={t('answersLabel', { language })} description={t('answersHelp', { count: quizAnswers })}>
                      <Textarea rows={4} {...field('answers')} />
                    </Field>
                  </>
                ) : null}
              </fieldset>
            </TabsContent>
          );
        })}
      </Tabs>
    </>
  );
}
