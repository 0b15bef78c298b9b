'use client';
// /content/{category}/editadd and /edit: one content item's form, the fields its category shows
// (lib/content/admin-rules.ts), with a live preview of how a participant sees it. Saving a default while a promotion
// is edited creates that promotion's override; "Reset to default" deletes the override.
import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { categoryName, contentKeyName } from '@/lib/content/names';
import { useRouter } from 'next/navigation';
import Link from 'next/link';
import { api, errorMessagesOf } from '@/lib/api-client';
import { CONTENT_IMAGE_FIELDS, inputTypeError, normalizeKey, type CategoryRule, type ContentImageField } from '@/lib/content/admin-rules';
import type { AdminContentItem } from '@/lib/content/admin-types';
import { Badge, Button, Checkbox, Field, FormErrors, Input, Select, Textarea } from '@/components/ui';
import { useConfirm } from '@/components/feedback/confirm';
import { useToast } from '@/components/feedback/toaster';
import { RichTextEditor } from './rich-text-editor';
import { ImageField, useImagePicker } from './image-picker';
import { ContentPreview } from './content-preview';
import { ContentTranslations, useContentTranslations } from './content-translations';
import { contentHref } from './links';

const NEW_GROUP = '__new__';

type Images = Record<ContentImageField, string>;

interface Props {
  category: string;
  rule: CategoryRule;
  promotionId: number | null;
  galleryPromotionId: number | null;
  /** The item being edited; null: a new one (editadd). */
  item: AdminContentItem | null;
  /** The category's groups, for the group picker. */
  groups: string[];
}

export function ContentForm({ category, rule, promotionId, galleryPromotionId, item, groups }: Props) {
  const t = useTranslations('admin-content');
  const router = useRouter();
  const confirm = useConfirm();
  const { toast, errorToast } = useToast();
  const picker = useImagePicker(galleryPromotionId);
  const translations = useContentTranslations(item);
  const shows = (field: string) => rule.fields.includes(field as never);

  const [key, setKey] = useState('');
  const [group, setGroup] = useState(item?.group ?? '');
  const [newGroup, setNewGroup] = useState('');
  const [title, setTitle] = useState(item?.title ?? '');
  const [summary, setSummary] = useState(item?.summary ?? '');
  const [content, setContent] = useState(item?.content ?? '');
  const [hidden, setHidden] = useState(item?.hidden ?? false);
  const [sequence, setSequence] = useState(item ? String(item.sequence) : '');
  const [images, setImages] = useState<Images>(() => Object.fromEntries(CONTENT_IMAGE_FIELDS.map((f) => [f, item?.[f].url ?? ''])) as Images);
  const [custom, setCustom] = useState<Record<string, string>>(() =>
    Object.fromEntries((rule.customFields ?? []).map((f) => [f.name, String(item?.custom_fields[f.name] ?? '')])),
  );
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  const listHref = contentHref(category, 'welcome', promotionId);
  const inputType = (item?.custom_fields.input_type as CategoryRule['inputType']) ?? rule.inputType;
  // The rule's check, worded from the catalog (the server answers with the same rule in its own words).
  const digitsError = inputType && inputType !== 'anything' && content && inputTypeError(inputType, content) ? t(`inputTypeErrors.${inputType}`) : null;
  const keyPreview = useMemo(() => normalizeKey(key) || normalizeKey(group === NEW_GROUP ? newGroup : group), [key, group, newGroup]);

  const save = async () => {
    if (digitsError) {
      setErrors([digitsError]);
      return;
    }
    setErrors([]);
    setSaving(true);
    const body = {
      promotion_id: promotionId,
      category,
      ...(item ? {} : { key, new_key: key.trim() !== '' }),
      ...(shows('group') ? (group === NEW_GROUP ? { group: newGroup, new_group: true } : { group: group || null }) : {}),
      ...(shows('title') ? { title } : {}),
      ...(shows('summary') ? { summary } : {}),
      content,
      ...(shows('hidden') ? { hidden } : {}),
      ...(item && rule.sequenced && sequence !== '' && Number(sequence) !== item.sequence ? { sequence: Math.max(0, Math.round(Number(sequence))) } : {}),
      ...Object.fromEntries(CONTENT_IMAGE_FIELDS.filter(shows).map((f) => [f, images[f]])),
      ...(rule.customFields?.length ? { custom_fields: custom } : {}),
      ...translations.body,
    };
    try {
      if (item) await api.put(`/custom_content/${item.id}`, body);
      else await api.post('/custom_content', body);
      toast(t('saved'));
      router.push(listHref);
      router.refresh();
    } catch (error) {
      const messages = errorMessagesOf(error, t('saveFailed'));
      setErrors(messages);
      errorToast(messages[0]);
      setSaving(false);
    }
  };

  const reset = async () => {
    if (!item || promotionId === null) return;
    const ok = await confirm({ title: t('resetTitle'), body: t('resetBody'), confirmLabel: t('resetToDefault'), tone: 'danger' });
    if (!ok) return;
    try {
      const shown = await api.post<AdminContentItem>(`/promotions/${promotionId}/custom_content/${item.id}/reset`);
      toast(t('resetDone'));
      router.replace(contentHref(category, 'edit', promotionId, shown.id));
      router.refresh();
    } catch (error) {
      errorToast(errorMessagesOf(error, t('resetFailed'))[0]);
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
      <form
        aria-label={item ? t('formEditLabel', { name: contentKeyName(item.key, t) }) : t('formNewLabel', { category: categoryName(category, t) })}
        className="flex flex-col gap-5 rounded-2xl border border-line bg-surface p-5 shadow-card sm:p-6"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <div className="flex flex-wrap items-center gap-2">
          {item ? <Badge tone="neutral">{t('keyBadge', { key: item.key })}</Badge> : null}
          {item ? <StatusBadge item={item} editsDefaults={promotionId === null} /> : null}
        </div>
        <FormErrors messages={errors} />
        {item ? null : (
          <Field label={t('keyLabel')} description={keyPreview ? t('keyPreview', { key: keyPreview }) : t('keyHelp')}>
            <Input value={key} onChange={(e) => setKey(e.target.value)} maxLength={200} />
          </Field>
        )}
        {shows('group') ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('groupLabel')}>
              <Select value={group} onChange={(e) => setGroup(e.target.value)}>
                <option value="">{t('noGroup')}</option>
                {groups.map((g) => <option key={g} value={g}>{g}</option>)}
                <option value={NEW_GROUP}>{t('newGroupOption')}</option>
              </Select>
            </Field>
            {group === NEW_GROUP ? (
              <Field label={t('newGroupName')}>
                <Input value={newGroup} onChange={(e) => setNewGroup(e.target.value)} maxLength={200} />
              </Field>
            ) : null}
          </div>
        ) : null}
        {shows('title') ? (
          <Field label={t('fieldLabels.title')}>
            <Input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={2000} />
          </Field>
        ) : null}
        {shows('summary') ? <RichTextEditor label={t('fieldLabels.summary')} value={summary} onChange={setSummary} onPickImage={picker.pick} /> : null}
        {rule.rich ? (
          <RichTextEditor label={t('fieldLabels.content')} value={content} onChange={setContent} onPickImage={picker.pick} />
        ) : (
          <Field label={t('fieldLabels.content')} error={digitsError ?? undefined} description={inputType ? t('numbersHelp') : t('plainHelp')}>
            <Textarea value={content} onChange={(e) => setContent(e.target.value)} rows={3} />
          </Field>
        )}
        {CONTENT_IMAGE_FIELDS.filter(shows).map((f) => (
          <ImageField key={f} label={t(`fieldLabels.${f}`)} value={images[f]} onChange={(url) => setImages((all) => ({ ...all, [f]: url }))} onPick={picker.pick} />
        ))}
        {(rule.customFields ?? []).map((f) => (
          <Field key={f.name} label={f.name === 'identifier_label' ? t('identifierLabel') : f.label}>
            <Input value={custom[f.name] ?? ''} onChange={(e) => setCustom((all) => ({ ...all, [f.name]: e.target.value }))} maxLength={2000} />
          </Field>
        ))}
        {item && rule.sequenced ? (
          <Field label={t('positionLabel')} description={t('positionHelp')}>
            <Input type="number" min={1} value={sequence} onChange={(e) => setSequence(e.target.value)} className="max-w-32" />
          </Field>
        ) : null}
        {shows('hidden') ? (
          <Field label={t('hiddenLabel')} layout="inline">
            <Checkbox checked={hidden} onCheckedChange={(v) => setHidden(v === true)} />
          </Field>
        ) : null}
        {item ? <ContentTranslations item={item} rule={rule} state={translations} onPickImage={picker.pick} /> : null}
        <div className="flex flex-wrap justify-between gap-3 border-t border-line pt-4">
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={saving}>{t('save')}</Button>
            <Button asChild variant="secondary"><Link href={listHref}>{t('cancel')}</Link></Button>
          </div>
          {item?.has_default ? <Button type="button" variant="ghost" onClick={() => void reset()}>{t('resetToDefault')}</Button> : null}
        </div>
      </form>
      <ContentPreview
        title={shows('title') ? title : null}
        html={rule.rich ? content : null}
        text={rule.rich ? null : content}
        image={images.image1 || images.mobile_image1 || images.thumbnail_image || images.email_image || null}
        hidden={hidden}
      />
      {picker.dialog}
    </div>
  );
}

export function StatusBadge({ item, editsDefaults }: { item: AdminContentItem; editsDefaults: boolean }) {
  const t = useTranslations('admin-content');
  if (editsDefaults) return <Badge tone="neutral">{t('statusDefault')}</Badge>;
  if (item.has_default) return <Badge tone="accent">{t('statusOverride')}</Badge>;
  if (item.owned) return <Badge tone="brand">{t('statusOwn')}</Badge>;
  return <Badge tone="neutral">{t('statusDefault')}</Badge>;
}
