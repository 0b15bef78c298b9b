'use client';
// The content editor's "Translations" (issue 36): an item's title, summary and content in each language other than its
// own, through the editors' shared section (components/admin/translations-section.tsx).
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import type { CategoryRule } from '@/lib/content/admin-rules';
import type { AdminContentItem } from '@/lib/content/admin-types';
import type { ContentTranslation } from '@/lib/content/types';
import { Field, Input, Textarea } from '@/components/ui';
import { TranslationsSection, translationLocales, useTranslationDrafts } from '../translations-section';
import { RichTextEditor } from './rich-text-editor';

type Draft = Record<keyof ContentTranslation, string>;

const EMPTY: Draft = { title: '', summary: '', content: '' };

/** The translations' drafts, and the part of the save body they add (only the languages changed). */
export function useContentTranslations(item: AdminContentItem | null) {
  return useTranslationDrafts<Draft, Draft>(
    Object.fromEntries(
      Object.entries(item?.translations ?? {}).map(([l, t]) => [l, { title: t.title ?? '', summary: t.summary ?? '', content: t.content ?? '' }]),
    ),
    EMPTY,
    (draft) => draft,
  );
}

export type ContentTranslationsState = ReturnType<typeof useContentTranslations>;

interface Props {
  item: AdminContentItem;
  rule: CategoryRule;
  state: ContentTranslationsState;
  onPickImage?: () => Promise<string | null>;
}

export function ContentTranslations({ item, rule, state, onPickImage }: Props) {
  const t = useTranslations('admin-content-translations');
  const shows = (field: string) => rule.fields.includes(field as never);
  const fields = (l: Locale, draft: Draft, language: string) => (
    <>
      {shows('title') ? (
        <Field label={t('titleLabel', { language })} description={t('fallbackHelp')}>
          <Input lang={l} value={draft.title} onChange={(e) => state.update(l, 'title', e.target.value)} maxLength={2000} />
        </Field>
      ) : null}
      {shows('summary') ? (
        <RichTextEditor label={t('summaryLabel', { language })} defaultValue={draft.summary} onChange={(v) => state.update(l, 'summary', v)} onPickImage={onPickImage} />
      ) : null}
      {rule.rich ? (
        <RichTextEditor label={t('contentLabel', { language })} defaultValue={draft.content} onChange={(v) => state.update(l, 'content', v)} onPickImage={onPickImage} />
      ) : (
        <Field label={t('contentLabel', { language })}>
          <Textarea lang={l} value={draft.content} onChange={(e) => state.update(l, 'content', e.target.value)} rows={3} />
        </Field>
      )}
    </>
  );
  return (
    <TranslationsSection
      namespace="admin-content-translations"
      headingLevel="h2"
      ownLocale={item.locale}
      locales={translationLocales(item.locale, item.translations)}
      state={state}
      fields={fields}
    />
  );
}
