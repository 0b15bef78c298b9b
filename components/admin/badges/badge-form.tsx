'use client';
// /promotion/{id}/badges/new and /{badgeId}/edit: category, name, goal and goal2, hide until earned, image (uploaded
// through the upload pipeline). Saving a default badge here creates this promotion's copy; "Reset to default" deletes
// the copy. "Form isn't valid." for an invalid form; the server's first message when a save is refused.
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useForm, useWatch } from 'react-hook-form';
import { api } from '@/lib/api-client';
import { BADGE_CATEGORIES } from '@/lib/badges/categories';
import { uploadFailureMessage, uploadPhoto } from '@/lib/files/client';
import { badgeWriteSchema, type BadgeWrite } from '@/lib/program-design/schemas';
import { PROGRAM_DESIGN_MESSAGES as M } from '@/lib/program-design/messages';
import type { AdminBadge } from '@/lib/program-design/types';
import { Button, Checkbox, Form, FormField, Input, Select } from '@/components/ui';
import { useToast } from '@/components/feedback/toaster';
import { useConfirm } from '@/components/feedback/confirm';
import { checkedResolver, firstServerError, INVALID_FORM } from '../activities/form-helpers';
import { badgeCategoryLabel } from './badge-labels';

type Values = { category: string; name: string; goal: string; goal2: string; hide_until_earned: boolean; image_url: string; sequence: string };
const resolver = checkedResolver<Values, typeof badgeWriteSchema>(badgeWriteSchema, (v) => ({ ...v, goal2: v.goal2 === '' ? null : v.goal2 }));

export function BadgeForm({ promotionId, badge }: { promotionId: number; badge: AdminBadge | null }) {
  const t = useTranslations('admin-badges');
  const router = useRouter();
  const { toast, errorToast } = useToast();
  const confirm = useConfirm();
  const form = useForm<Values, unknown, BadgeWrite>({
    resolver,
    defaultValues: {
      category: badge?.category ?? 'activities_logged', name: badge?.name ?? '', goal: String(badge?.goal ?? 1),
      goal2: badge?.goal2 ? String(badge.goal2) : '', hide_until_earned: badge?.hide_until_earned ?? false,
      image_url: badge?.image.url ?? '', sequence: String(badge?.sequence ?? 0),
    },
  });
  const [uploading, setUploading] = useState(false);
  const list = `/promotion/${promotionId}/badges`;
  const imageUrl = useWatch({ control: form.control, name: 'image_url' });

  const save = async (data: BadgeWrite) => {
    try {
      const saved = badge
        ? await api.put<AdminBadge>(`/promotions/${promotionId}/badges/${badge.id}`, data)
        : await api.post<AdminBadge>(`/promotions/${promotionId}/badges`, data);
      toast(badge?.is_default ? t('form.savedAsCopy', { name: saved.name }) : t('form.saved', { name: saved.name }));
      router.push(list);
      router.refresh();
    } catch (error) {
      errorToast(firstServerError(error, M.saveBadge));
    }
  };

  const removeOrReset = async () => {
    if (!badge) return;
    const reset = badge.is_override;
    const ok = await confirm(reset
      ? { title: t('form.resetTitle', { name: badge.name }), body: t('form.resetBody'), confirmLabel: t('form.reset'), tone: 'danger' }
      : { title: t('form.deleteTitle', { name: badge.name }), body: t('form.deleteBody'), confirmLabel: t('form.delete'), tone: 'danger' });
    if (!ok) return;
    try {
      await api.delete(`/promotions/${promotionId}/badges/${badge.id}`);
      toast(reset ? t('form.wasReset', { name: badge.name }) : t('form.deleted', { name: badge.name }));
      router.push(list);
      router.refresh();
    } catch (error) {
      errorToast(firstServerError(error, M.saveBadge));
    }
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      form.setValue('image_url', (await uploadPhoto(file, { promotionId })).url, { shouldDirty: true });
    } catch (error) {
      errorToast(uploadFailureMessage(error, 'photo'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Form form={form} onSubmit={save} onInvalidSubmit={() => errorToast(INVALID_FORM)} aria-labelledby="badge-form-title" className="flex max-w-3xl flex-col gap-5 rounded-2xl border border-line bg-surface p-5 shadow-card sm:p-6">
      <h2 id="badge-form-title" className="text-h2 text-ink">{badge ? t('form.editTitle', { name: badge.name }) : t('form.newTitle')}</h2>
      {badge?.is_default ? <p className="rounded-xl bg-surface-muted px-4 py-3 text-ink">{t('form.defaultNote')}</p> : null}
      {badge?.is_override ? <p className="rounded-xl bg-surface-muted px-4 py-3 text-ink">{t('form.overrideNote')}</p> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="category" label={t('form.category')} render={(field) => (
          <Select {...field}>
            {BADGE_CATEGORIES.map((c) => <option key={c} value={c}>{badgeCategoryLabel(t, c)}</option>)}
          </Select>
        )} />
        <FormField name="name" label={t('form.name')} render={(field) => <Input maxLength={120} {...field} />} />
        <FormField name="goal" label={t('form.goal')} description={t('form.goalHelp')} render={(field) => <Input type="number" inputMode="numeric" min={1} {...field} />} />
        <FormField name="goal2" label={t('form.goal2')} description={t('form.goal2Help')} render={(field) => <Input type="number" inputMode="numeric" min={1} {...field} />} />
        <FormField name="sequence" label={t('form.sequence')} description={t('form.sequenceHelp')} render={(field) => <Input type="number" inputMode="numeric" min={0} {...field} />} />
        <FormField name="hide_until_earned" label={t('form.hideUntilEarned')} layout="inline" className="self-center"
          render={({ value, onChange, ...field }) => <Checkbox {...field} checked={value} onCheckedChange={(c) => onChange(c === true)} />} />
      </div>
      <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
        <FormField name="image_url" label={t('form.imageAddress')} render={(field) => <Input {...field} />} />
        <label className="inline-flex min-h-11 cursor-pointer items-center justify-center rounded-full border border-line-strong px-4 font-semibold text-ink focus-within:ring-2 focus-within:ring-brand">
          {uploading ? t('form.uploading') : t('form.uploadImage')}
          <input type="file" accept="image/png,image/jpeg,image/gif,image/webp" className="sr-only" onChange={(e) => void upload(e.target.files?.[0])} />
        </label>
      </div>
      {imageUrl ? <img src={imageUrl} alt={t('form.imageAlt')} className="size-24 rounded-full border border-line object-cover" /> : null}
      <div className="flex flex-wrap justify-between gap-3">
        {badge && !badge.is_default ? <Button type="button" variant="danger" onClick={() => void removeOrReset()}>{badge.is_override ? t('form.reset') : t('form.delete')}</Button> : <span />}
        <Button type="submit" loading={form.formState.isSubmitting}>{t('form.save')}</Button>
      </div>
    </Form>
  );
}
