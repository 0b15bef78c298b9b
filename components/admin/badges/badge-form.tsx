'use client';
// /promotion/{id}/badges/new and /{badgeId}/edit: category, name, goal and goal2, hide until earned, image (uploaded
// through the upload pipeline). Saving a default badge here creates this promotion's copy; "Reset to default" deletes
// the copy. "Form isn't valid." for an invalid form; the server's first message when a save is refused.
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { api } from '@/lib/api-client';
import { BADGE_CATEGORIES } from '@/lib/badges/categories';
import { uploadFailureMessage, uploadPhoto } from '@/lib/files/client';
import { badgeWriteSchema } from '@/lib/program-design/schemas';
import { PROGRAM_DESIGN_MESSAGES as M } from '@/lib/program-design/messages';
import type { AdminBadge } from '@/lib/program-design/types';
import { Button, Checkbox, Field, Input, Select } from '@/components/ui';
import { useToast } from '@/components/feedback/toaster';
import { useConfirm } from '@/components/feedback/confirm';
import { firstServerError } from '../activities/form-helpers';
import { useCheckedSave } from '../activities/use-checked-save';
import { BADGE_CATEGORY_LABELS } from './badge-labels';

export function BadgeForm({ promotionId, badge }: { promotionId: number; badge: AdminBadge | null }) {
  const router = useRouter();
  const { toast, errorToast } = useToast();
  const confirm = useConfirm();
  const { formRef, errors, saving, save: checkedSave } = useCheckedSave(M.saveBadge);
  const [values, setValues] = useState({
    category: badge?.category ?? 'activities_logged', name: badge?.name ?? '', goal: String(badge?.goal ?? 1),
    goal2: badge?.goal2 ? String(badge.goal2) : '', hide_until_earned: badge?.hide_until_earned ?? false,
    image_url: badge?.image.url ?? '', sequence: String(badge?.sequence ?? 0),
  });
  const [uploading, setUploading] = useState(false);
  const list = `/promotion/${promotionId}/badges`;
  const set = (key: keyof typeof values, value: string | boolean) => setValues((v) => ({ ...v, [key]: value }));

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    void checkedSave(badgeWriteSchema.safeParse({ ...values, goal2: values.goal2 === '' ? null : values.goal2 }), async (data) => {
      const saved = badge
        ? await api.put<AdminBadge>(`/promotions/${promotionId}/badges/${badge.id}`, data)
        : await api.post<AdminBadge>(`/promotions/${promotionId}/badges`, data);
      toast(badge?.is_default ? `${saved.name} saved as this program's own copy.` : `${saved.name} saved.`);
      router.push(list);
      router.refresh();
    });
  };

  const removeOrReset = async () => {
    if (!badge) return;
    const reset = badge.is_override;
    const ok = await confirm(reset
      ? { title: `Reset ${badge.name} to default?`, body: 'This program\u2019s changes to the badge are removed and the default badge shows again.', confirmLabel: 'Reset to default', tone: 'danger' }
      : { title: `Delete ${badge.name}?`, body: 'Participants who earned it lose it.', confirmLabel: 'Delete', tone: 'danger' });
    if (!ok) return;
    try {
      await api.delete(`/promotions/${promotionId}/badges/${badge.id}`);
      toast(reset ? `${badge.name} reset to default.` : `${badge.name} deleted.`);
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
      set('image_url', (await uploadPhoto(file, { promotionId })).url);
    } catch (error) {
      errorToast(uploadFailureMessage(error, 'photo'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={save} aria-labelledby="badge-form-title" className="flex max-w-3xl flex-col gap-5 rounded-2xl border border-line bg-surface p-5 shadow-card sm:p-6">
      <h2 id="badge-form-title" className="text-h2 text-ink">{badge ? `Edit ${badge.name}` : 'New badge'}</h2>
      {badge?.is_default ? <p className="rounded-xl bg-surface-muted px-4 py-3 text-ink">This is a default badge. Saving it creates this program&rsquo;s own copy; the default stays as it is for every other program.</p> : null}
      {badge?.is_override ? <p className="rounded-xl bg-surface-muted px-4 py-3 text-ink">This program&rsquo;s copy of a default badge. Reset to default to bring the default back.</p> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Category" error={errors.category}>
          <Select name="category" value={values.category} onChange={(e) => set('category', e.target.value)}>
            {BADGE_CATEGORIES.map((c) => <option key={c} value={c}>{BADGE_CATEGORY_LABELS[c]}</option>)}
          </Select>
        </Field>
        <Field label="Name" error={errors.name}>
          <Input name="name" value={values.name} maxLength={120} onChange={(e) => set('name', e.target.value)} />
        </Field>
        <Field label="Goal" description="How many it takes to earn the badge." error={errors.goal}>
          <Input name="goal" type="number" inputMode="numeric" min={1} value={values.goal} onChange={(e) => set('goal', e.target.value)} />
        </Field>
        <Field label="Second goal (optional)" description="A higher tier of the same badge." error={errors.goal2}>
          <Input name="goal2" type="number" inputMode="numeric" min={1} value={values.goal2} onChange={(e) => set('goal2', e.target.value)} />
        </Field>
        <Field label="Sequence" description="Order on the badge page, lowest first." error={errors.sequence}>
          <Input name="sequence" type="number" inputMode="numeric" min={0} value={values.sequence} onChange={(e) => set('sequence', e.target.value)} />
        </Field>
        <Field label="Hide until earned" layout="inline" className="self-center">
          <Checkbox name="hide_until_earned" checked={values.hide_until_earned} onCheckedChange={(c) => set('hide_until_earned', c === true)} />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
        <Field label="Image address" error={errors.image_url}>
          <Input name="image_url" value={values.image_url} onChange={(e) => set('image_url', e.target.value)} />
        </Field>
        <label className="inline-flex min-h-11 cursor-pointer items-center justify-center rounded-full border border-line-strong px-4 font-semibold text-ink focus-within:ring-2 focus-within:ring-brand">
          {uploading ? 'Uploading…' : 'Upload image'}
          <input type="file" accept="image/png,image/jpeg,image/gif,image/webp" className="sr-only" onChange={(e) => void upload(e.target.files?.[0])} />
        </label>
      </div>
      {values.image_url ? <img src={values.image_url} alt="The badge's image" className="size-24 rounded-full border border-line object-cover" /> : null}
      <div className="flex flex-wrap justify-between gap-3">
        {badge && !badge.is_default ? <Button type="button" variant="danger" onClick={() => void removeOrReset()}>{badge.is_override ? 'Reset to default' : 'Delete'}</Button> : <span />}
        <Button type="submit" loading={saving}>Save badge</Button>
      </div>
    </form>
  );
}
