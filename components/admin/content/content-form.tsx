'use client';
// /content/{category}/editadd and /edit: one content item's form, the fields its category shows
// (lib/content/admin-rules.ts), with a live preview of how a participant sees it. Saving a default while a promotion
// is edited creates that promotion's override; "Reset to default" deletes the override.
import { useMemo, useState } from 'react';
import { categoryName, contentKeyName } from '@/lib/content/names';
import { useRouter } from 'next/navigation';
import Link from 'next/link';
import { api, errorMessagesOf } from '@/lib/api-client';
import { CONTENT_ADMIN_MESSAGES as M, CONTENT_FIELD_LABELS, CONTENT_IMAGE_FIELDS, inputTypeError, normalizeKey, type CategoryRule, type ContentImageField } from '@/lib/content/admin-rules';
import type { AdminContentItem } from '@/lib/content/admin-types';
import { Badge, Button, Checkbox, Field, FormErrors, Input, Select, Textarea } from '@/components/ui';
import { useConfirm } from '@/components/feedback/confirm';
import { useToast } from '@/components/feedback/toaster';
import { RichTextEditor } from './rich-text-editor';
import { ImageField, useImagePicker } from './image-picker';
import { ContentPreview } from './content-preview';
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
  const router = useRouter();
  const confirm = useConfirm();
  const { toast, errorToast } = useToast();
  const picker = useImagePicker(galleryPromotionId);
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
  const digitsError = inputType && content ? inputTypeError(inputType, content) : null;
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
    };
    try {
      if (item) await api.put(`/custom_content/${item.id}`, body);
      else await api.post('/custom_content', body);
      toast('Content saved.');
      router.push(listHref);
      router.refresh();
    } catch (error) {
      const messages = errorMessagesOf(error, M.save);
      setErrors(messages);
      errorToast(messages[0]);
      setSaving(false);
    }
  };

  const reset = async () => {
    if (!item || promotionId === null) return;
    const ok = await confirm({ title: 'Reset to default?', body: 'This promotion’s own version is deleted and the default shows again.', confirmLabel: 'Reset to default', tone: 'danger' });
    if (!ok) return;
    try {
      const shown = await api.post<AdminContentItem>(`/promotions/${promotionId}/custom_content/${item.id}/reset`);
      toast('Reset to default.');
      router.replace(contentHref(category, 'edit', promotionId, shown.id));
      router.refresh();
    } catch (error) {
      errorToast(errorMessagesOf(error, M.reset)[0]);
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
      <form
        aria-label={item ? `Edit ${contentKeyName(item.key)}` : `New ${categoryName(category)} content`}
        className="flex flex-col gap-5 rounded-2xl border border-line bg-surface p-5 shadow-card sm:p-6"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <div className="flex flex-wrap items-center gap-2">
          {item ? <Badge tone="neutral">Key: {item.key}</Badge> : null}
          {item ? <StatusBadge item={item} editsDefaults={promotionId === null} /> : null}
        </div>
        <FormErrors messages={errors} />
        {item ? null : (
          <Field label="Key" description={keyPreview ? `Saved as “${keyPreview}” (a duplicate gets +1, +2…). Leave it blank to use the group.` : 'Spaces become underscores; lowercase. Leave it blank to use the group.'}>
            <Input value={key} onChange={(e) => setKey(e.target.value)} maxLength={200} />
          </Field>
        )}
        {shows('group') ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Group">
              <Select value={group} onChange={(e) => setGroup(e.target.value)}>
                <option value="">No group</option>
                {groups.map((g) => <option key={g} value={g}>{g}</option>)}
                <option value={NEW_GROUP}>New group…</option>
              </Select>
            </Field>
            {group === NEW_GROUP ? (
              <Field label="New group name">
                <Input value={newGroup} onChange={(e) => setNewGroup(e.target.value)} maxLength={200} />
              </Field>
            ) : null}
          </div>
        ) : null}
        {shows('title') ? (
          <Field label={CONTENT_FIELD_LABELS.title}>
            <Input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={2000} />
          </Field>
        ) : null}
        {shows('summary') ? <RichTextEditor label={CONTENT_FIELD_LABELS.summary} value={summary} onChange={setSummary} onPickImage={picker.pick} /> : null}
        {rule.rich ? (
          <RichTextEditor label={CONTENT_FIELD_LABELS.content} value={content} onChange={setContent} onPickImage={picker.pick} />
        ) : (
          <Field label={CONTENT_FIELD_LABELS.content} error={digitsError ?? undefined} description={inputType ? 'Numbers separated by |, e.g. 6|8|10|12.' : 'Plain text or a link.'}>
            <Textarea value={content} onChange={(e) => setContent(e.target.value)} rows={3} />
          </Field>
        )}
        {CONTENT_IMAGE_FIELDS.filter(shows).map((f) => (
          <ImageField key={f} label={CONTENT_FIELD_LABELS[f]} value={images[f]} onChange={(url) => setImages((all) => ({ ...all, [f]: url }))} onPick={picker.pick} />
        ))}
        {(rule.customFields ?? []).map((f) => (
          <Field key={f.name} label={f.label}>
            <Input value={custom[f.name] ?? ''} onChange={(e) => setCustom((all) => ({ ...all, [f.name]: e.target.value }))} maxLength={2000} />
          </Field>
        ))}
        {item && rule.sequenced ? (
          <Field label="Position" description="1 is first. The others move to make room.">
            <Input type="number" min={1} value={sequence} onChange={(e) => setSequence(e.target.value)} className="max-w-32" />
          </Field>
        ) : null}
        {shows('hidden') ? (
          <Field label="Hidden from participants" layout="inline">
            <Checkbox checked={hidden} onCheckedChange={(v) => setHidden(v === true)} />
          </Field>
        ) : null}
        <div className="flex flex-wrap justify-between gap-3 border-t border-line pt-4">
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={saving}>Save</Button>
            <Button asChild variant="secondary"><Link href={listHref}>Cancel</Link></Button>
          </div>
          {item?.has_default ? <Button type="button" variant="ghost" onClick={() => void reset()}>Reset to default</Button> : null}
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
  if (editsDefaults) return <Badge tone="neutral">Default</Badge>;
  if (item.has_default) return <Badge tone="accent">Override</Badge>;
  if (item.owned) return <Badge tone="brand">This promotion only</Badge>;
  return <Badge tone="neutral">Default</Badge>;
}
