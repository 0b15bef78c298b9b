'use client';
// The activity form's "Translations" (issue 36): an activity's name, blurb, content and quiz in each language other than
// its own, through the editors' shared section (components/admin/translations-section.tsx). The answers show only when
// there are as many as the quiz's (an answer is checked by its position).
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import type { AdminActivity } from '@/lib/program-design/types';
import { Field, Input, Textarea } from '@/components/ui';
import { TranslationsSection, translationLocales, useTranslationDrafts } from '../translations-section';

interface Draft {
  [field: string]: string;
  name: string;
  blurb: string;
  content: string;
  question: string;
  /** One answer per line, as the form's own answers. */
  answers: string;
}

const EMPTY: Draft = { name: '', blurb: '', content: '', question: '', answers: '' };

const lines = (text: string) => text.split('\n').map((x) => x.trim()).filter(Boolean);

/** The translations' drafts, and the part of the save body they add (only the languages changed since the last save). */
export function useActivityTranslations(activity: AdminActivity | null) {
  return useTranslationDrafts(
    Object.fromEntries(
      Object.entries(activity?.translations ?? {}).map(([l, t]) => [
        l, { name: t.name ?? '', blurb: t.blurb ?? '', content: t.content ?? '', question: t.question ?? '', answers: t.answers.join('\n') },
      ]),
    ),
    EMPTY,
    (d: Draft) => ({ name: d.name, blurb: d.blurb, content: d.content, question: d.question, answers: lines(d.answers) }),
  );
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
  const fields = (l: Locale, draft: Draft, language: string) => {
    const field = (name: keyof Draft) => ({ lang: l, value: draft[name], onChange: (e: { target: { value: string } }) => state.update(l, name, e.target.value) });
    return (
      <>
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
      </>
    );
  };
  return (
    <TranslationsSection
      namespace="admin-activities.translations"
      headingLevel="h3"
      ownLocale={activity.locale}
      locales={translationLocales(activity.locale, activity.translations)}
      state={state}
      fields={fields}
    />
  );
}
