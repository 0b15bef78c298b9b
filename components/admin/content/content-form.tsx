'use client';
// /content/{category}/editadd and /edit: one content item's form, the fields its category shows
// (lib/content/admin-rules.ts), with a live preview of how a participant sees it. Saving a default while a promotion
// is edited creates that promotion's override; "Reset to default" deletes the override.
import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { categoryName, contentKeyName } from '@/lib/content/names';
import { useRouter } from 'next/navigation';
import Link from 'next/link';
import { api, errorMessagesOf } from '@/lib/api-client';
import { CONTENT_IMAGE_FIELDS, inputTypeError, normalizeKey, type CategoryRule, type ContentImageField } from '@/lib/content/admin-rules';
import { contentWriteSchema, type ContentWrite } from '@/lib/content/admin-schema';
import type { AdminContentItem } from '@/lib/content/admin-types';
import { Badge, Button, Checkbox, Form, FormErrors, FormField, Input, Select, Textarea } from '@/components/ui';
import { useConfirm } from '@/components/feedback/confirm';
import { useToast } from '@/components/feedback/toaster';
import { RichTextEditor } from './rich-text-editor';
import { ImageField, useImagePicker } from './image-picker';
import { ContentPreview } from './content-preview';
import { ContentTranslations, useContentTranslations } from './content-translations';
import { contentHref } from './links';
import { checkedResolver } from '@/components/admin/activities/form-helpers';

const NEW_GROUP = '__new__';

type Images = Record<ContentImageField, string>;
type Values = {
  key: string; group: string; newGroup: string; title: string; summary: string; content: string; hidden: boolean; sequence: string;
  images: Images; custom: Record<string, string>;
};
/** The fields that show their own message; the schema's other messages (an image address…) go above the form. */
const OWN_MESSAGE = new Set(['key', 'title', 'sequence']);

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

  const [resolver] = useState(() => checkedResolver<Values, typeof contentWriteSchema>(contentWriteSchema, (v) => ({
    promotion_id: promotionId,
    category,
    ...(item ? {} : { key: v.key, new_key: v.key.trim() !== '' }),
    ...(shows('group') ? (v.group === NEW_GROUP ? { group: v.newGroup, new_group: true } : { group: v.group || null }) : {}),
    ...(shows('title') ? { title: v.title } : {}),
    ...(shows('summary') ? { summary: v.summary } : {}),
    content: v.content,
    ...(shows('hidden') ? { hidden: v.hidden } : {}),
    ...(item && rule.sequenced && v.sequence !== '' && Number(v.sequence) !== item.sequence ? { sequence: Math.max(0, Math.round(Number(v.sequence))) } : {}),
    ...Object.fromEntries(CONTENT_IMAGE_FIELDS.filter(shows).map((f) => [f, v.images[f]])),
    ...(rule.customFields?.length ? { custom_fields: v.custom } : {}),
  })));
  const form = useForm<Values, unknown, ContentWrite>({
    resolver,
    defaultValues: {
      key: '', group: item?.group ?? '', newGroup: '', title: item?.title ?? '', summary: item?.summary ?? '', content: item?.content ?? '',
      hidden: item?.hidden ?? false, sequence: item ? String(item.sequence) : '',
      images: Object.fromEntries(CONTENT_IMAGE_FIELDS.map((f) => [f, item?.[f].url ?? ''])) as Images,
      custom: Object.fromEntries((rule.customFields ?? []).map((f) => [f.name, String(item?.custom_fields[f.name] ?? '')])),
    },
  });
  const [key, group, newGroup, title, content, hidden, images] = useWatch({ control: form.control, name: ['key', 'group', 'newGroup', 'title', 'content', 'hidden', 'images'] });
  const [errors, setErrors] = useState<string[]>([]);

  const listHref = contentHref(category, 'welcome', promotionId);
  const inputType = (item?.custom_fields.input_type as CategoryRule['inputType']) ?? rule.inputType;
  // The rule's check, worded from the catalog (the server answers with the same rule in its own words).
  const digitsError = inputType && inputType !== 'anything' && content && inputTypeError(inputType, content) ? t(`inputTypeErrors.${inputType}`) : null;
  const keyPreview = useMemo(() => normalizeKey(key) || normalizeKey(group === NEW_GROUP ? newGroup : group), [key, group, newGroup]);

  const refused = (found: FieldErrors<Values>) => {
    const shownBelow = (name: string) => OWN_MESSAGE.has(name) || (name === 'content' && !rule.rich);
    setErrors(Object.entries(found).filter(([name]) => !shownBelow(name)).map(([, e]) => String(e?.message ?? '')).filter(Boolean));
  };

  const save = async (data: ContentWrite) => {
    if (digitsError) {
      setErrors([digitsError]);
      return;
    }
    setErrors([]);
    const body = { ...data, ...translations.body };
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
      <Form
        form={form}
        onSubmit={save}
        onInvalidSubmit={refused}
        aria-label={item ? t('formEditLabel', { name: contentKeyName(item.key, t) }) : t('formNewLabel', { category: categoryName(category, t) })}
        className="flex flex-col gap-5 rounded-2xl border border-line bg-surface p-5 shadow-card sm:p-6"
      >
        <div className="flex flex-wrap items-center gap-2">
          {item ? <Badge tone="neutral">{t('keyBadge', { key: item.key })}</Badge> : null}
          {item ? <StatusBadge item={item} editsDefaults={promotionId === null} /> : null}
        </div>
        <FormErrors messages={errors} />
        {item ? null : (
          <FormField name="key" label={t('keyLabel')} description={keyPreview ? t('keyPreview', { key: keyPreview }) : t('keyHelp')}
            render={(field) => <Input maxLength={200} {...field} />} />
        )}
        {shows('group') ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField name="group" label={t('groupLabel')} render={(field) => (
              <Select {...field}>
                <option value="">{t('noGroup')}</option>
                {groups.map((g) => <option key={g} value={g}>{g}</option>)}
                <option value={NEW_GROUP}>{t('newGroupOption')}</option>
              </Select>
            )} />
            {group === NEW_GROUP ? (
              <FormField name="newGroup" label={t('newGroupName')} render={(field) => <Input maxLength={200} {...field} />} />
            ) : null}
          </div>
        ) : null}
        {shows('title') ? (
          <FormField name="title" label={t('fieldLabels.title')} render={(field) => <Input maxLength={2000} {...field} />} />
        ) : null}
        {shows('summary') ? (
          <Controller control={form.control} name="summary" render={({ field }) => (
            <RichTextEditor label={t('fieldLabels.summary')} defaultValue={field.value} onChange={field.onChange} onPickImage={picker.pick} />
          )} />
        ) : null}
        {rule.rich ? (
          <Controller control={form.control} name="content" render={({ field }) => (
            <RichTextEditor label={t('fieldLabels.content')} defaultValue={field.value} onChange={field.onChange} onPickImage={picker.pick} />
          )} />
        ) : (
          <FormField name="content" label={t('fieldLabels.content')} error={digitsError ?? undefined} description={inputType ? t('numbersHelp') : t('plainHelp')}
            render={(field) => <Textarea rows={3} {...field} />} />
        )}
        {CONTENT_IMAGE_FIELDS.filter(shows).map((f) => (
          <Controller key={f} control={form.control} name={`images.${f}`} render={({ field }) => (
            <ImageField label={t(`fieldLabels.${f}`)} value={field.value} onChange={field.onChange} onPick={picker.pick} />
          )} />
        ))}
        {(rule.customFields ?? []).map((f) => (
          <FormField key={f.name} name={`custom.${f.name}`} label={f.name === 'identifier_label' ? t('identifierLabel') : f.label}
            render={(field) => <Input maxLength={2000} {...field} />} />
        ))}
        {item && rule.sequenced ? (
          <FormField name="sequence" label={t('positionLabel')} description={t('positionHelp')}
            render={(field) => <Input type="number" min={1} className="max-w-32" {...field} />} />
        ) : null}
        {shows('hidden') ? (
          <FormField name="hidden" label={t('hiddenLabel')} layout="inline"
            render={({ value, onChange, ...field }) => <Checkbox {...field} checked={value} onCheckedChange={(v) => onChange(v === true)} />} />
        ) : null}
        {item ? <ContentTranslations item={item} rule={rule} state={translations} onPickImage={picker.pick} /> : null}
        <div className="flex flex-wrap justify-between gap-3 border-t border-line pt-4">
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={form.formState.isSubmitting}>{t('save')}</Button>
            <Button asChild variant="secondary"><Link href={listHref}>{t('cancel')}</Link></Button>
          </div>
          {item?.has_default ? <Button type="button" variant="ghost" onClick={() => void reset()}>{t('resetToDefault')}</Button> : null}
        </div>
      </Form>
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
