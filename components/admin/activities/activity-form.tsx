'use client';
// The activity form: category, name, blurb, content, image, week and sequence (1 and 1 for a new one), whether it is
// logged on a tile, the quiz (question, answers one per line, the correct one) and its areas of interest. An invalid
// form says "Form isn't valid."; a refused save shows the server's first message.
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { api } from '@/lib/api-client';
import { CATEGORIES } from '@/lib/activities/categories';
import { uploadPhoto, uploadFailureMessage } from '@/lib/files/client';
import { activityWriteSchema } from '@/lib/program-design/schemas';
import { PROGRAM_DESIGN_MESSAGES as M } from '@/lib/program-design/messages';
import type { AdminActivity, AdminArea } from '@/lib/program-design/types';
import { Button, Checkbox, Field, Input, Select, Textarea } from '@/components/ui';
import { useToast } from '@/components/feedback/toaster';
import { useErrorText } from '@/lib/i18n/use-error-text';
import { useConfirm } from '@/components/feedback/confirm';
import { firstServerError } from './form-helpers';
import { useCheckedSave } from './use-checked-save';

interface Values {
  category: string;
  name: string;
  blurb: string;
  content: string;
  image_url: string;
  week_available: string;
  sequence: string;
  parent_activity_id: string;
  is_logging: boolean;
  question: string;
  answers: string;
  correct_answer: string;
  area_of_interest_ids: number[];
}

function valuesOf(a: AdminActivity | null, category: string | null): Values {
  return {
    category: a?.category ?? category ?? CATEGORIES[0].key,
    name: a?.name ?? '',
    blurb: a?.blurb ?? '',
    content: a?.content ?? '',
    image_url: a?.image.url ?? '',
    week_available: String(a?.week_available ?? 1),
    sequence: String(a?.sequence ?? 1),
    parent_activity_id: a?.parent_activity_id ? String(a.parent_activity_id) : '',
    is_logging: a?.is_logging ?? true,
    question: a?.question ?? '',
    answers: (a?.answers ?? []).join('\n'),
    correct_answer: a?.correct_answer === null || a?.correct_answer === undefined ? '' : String(a.correct_answer),
    area_of_interest_ids: a?.area_of_interest_ids ?? [],
  };
}

function toWire(v: Values) {
  return {
    category: v.category, name: v.name, blurb: v.blurb, content: v.content, image_url: v.image_url,
    week_available: v.week_available, sequence: v.sequence,
    parent_activity_id: v.parent_activity_id ? Number(v.parent_activity_id) : null,
    is_logging: v.is_logging, question: v.question,
    answers: v.answers.split('\n').map((x) => x.trim()).filter(Boolean),
    correct_answer: v.correct_answer === '' ? null : Number(v.correct_answer),
    area_of_interest_ids: v.area_of_interest_ids,
  };
}

export function ActivityForm({ promotionId, collectionId, activity, category, areas, siblings }: {
  /** The owner: a promotion, or null for a library activity (edited from its collection). */
  promotionId: number | null;
  /** Edited from an activity collection: a new one is created in it (create_item) and saving goes back to it. */
  collectionId?: number;
  activity: AdminActivity | null;
  category: string | null;
  areas: AdminArea[];
  siblings: { id: number; name: string }[];
}) {
  const t = useTranslations('admin-activities');
  const tCategories = useTranslations('categories');
  const errorText = useErrorText();
  const router = useRouter();
  const { toast, errorToast } = useToast();
  const confirm = useConfirm();
  const { formRef, errors, saving, save: checkedSave } = useCheckedSave(M.saveActivity);
  const [values, setValues] = useState(() => valuesOf(activity, category));
  const [uploading, setUploading] = useState(false);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  const answers = values.answers.split('\n').map((x) => x.trim()).filter(Boolean);

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    void checkedSave(activityWriteSchema.safeParse(toWire(values)), async (data) => {
      if (collectionId !== undefined) {
        if (activity) await api.put<AdminActivity>(`/activities/${activity.id}`, { ...data, promotion_id: activity.promotion_id });
        else await api.post(`/aaoi_collections/${collectionId}/create_item/Activity`, { item_content: data, week_available: data.week_available });
        toast(t('saved', { name: data.name }));
        router.push(`/activitycollections/edit/${collectionId}`);
        router.refresh();
        return;
      }
      const saved = activity
        ? await api.put<AdminActivity>(`/activities/${activity.id}`, { ...data, promotion_id: activity.promotion_id })
        : await api.post<AdminActivity>(`/promotions/${promotionId}/activities`, data);
      toast(t('saved', { name: saved.name }));
      router.replace(`/promotion/${promotionId}/activities?activityId=${saved.id}&category=${saved.category}`, { scroll: false });
      router.refresh();
    });
  };

  const remove = async () => {
    if (!activity) return;
    const ok = await confirm({ title: t('deleteTitle', { name: activity.name }), body: t('deleteActivityBody'), confirmLabel: t('delete'), tone: 'danger' });
    if (!ok) return;
    try {
      await api.delete(`/activities/${activity.id}`);
      toast(t('deleted', { name: activity.name }));
      router.replace(`/promotion/${promotionId}/activities?category=${activity.category}`);
      router.refresh();
    } catch (error) {
      errorToast(firstServerError(error, M.saveActivity));
    }
  };

  const upload = async (file: File | undefined) => {
    if (!file || promotionId === null) return;
    setUploading(true);
    try {
      const stored = await uploadPhoto(file, { promotionId });
      set('image_url', stored.url);
    } catch (error) {
      errorToast(uploadFailureMessage(error, 'photo'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={save} aria-labelledby="activity-form-title" className="flex flex-col gap-5 rounded-2xl border border-line bg-surface p-5 shadow-card sm:p-6">
      <h2 id="activity-form-title" className="text-h2 text-ink">{activity ? t('editTitle', { name: activity.name }) : t('newActivity')}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('category')} error={errors.category}>
          <Select name="category" value={values.category} onChange={(e) => set('category', e.target.value)}>
            {CATEGORIES.map((c) => <option key={c.key} value={c.key}>{tCategories(`names.${c.key}`)}</option>)}
          </Select>
        </Field>
        <Field label={t('name')} error={errors.name}>
          <Input name="name" value={values.name} maxLength={120} onChange={(e) => set('name', e.target.value)} />
        </Field>
        <Field label={t('weekAvailable')} error={errors.week_available}>
          <Input name="week_available" type="number" inputMode="numeric" min={1} max={52} value={values.week_available} onChange={(e) => set('week_available', e.target.value)} />
        </Field>
        <Field label={t('sequence')} description={t('sequenceHelp')} error={errors.sequence}>
          <Input name="sequence" type="number" inputMode="numeric" min={0} value={values.sequence} onChange={(e) => set('sequence', e.target.value)} />
        </Field>
      </div>
      <Field label={t('blurb')} description={t('blurbHelp')} error={errors.blurb}>
        <Input name="blurb" value={values.blurb} maxLength={500} onChange={(e) => set('blurb', e.target.value)} />
      </Field>
      <Field label={t('content')} description={t('contentHelp')} error={errors.content}>
        <Textarea name="content" rows={6} value={values.content} onChange={(e) => set('content', e.target.value)} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
        <Field label={t('imageAddress')} error={errors.image_url}>
          <Input name="image_url" value={values.image_url} onChange={(e) => set('image_url', e.target.value)} />
        </Field>
        {promotionId === null ? null : <label className="inline-flex min-h-11 cursor-pointer items-center justify-center rounded-full border border-line-strong px-4 font-semibold text-ink focus-within:ring-2 focus-within:ring-brand">
          {uploading ? t('uploading') : t('uploadImage')}
          <input type="file" accept="image/png,image/jpeg,image/gif,image/webp" className="sr-only" onChange={(e) => void upload(e.target.files?.[0])} />
        </label>}
      </div>
      {values.image_url ? <img src={values.image_url} alt={t('imageAlt')} className="max-h-40 w-auto self-start rounded-xl border border-line object-cover" /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('followsActivity')} description={t('followsActivityHelp')} error={errors.parent_activity_id}>
          <Select name="parent_activity_id" value={values.parent_activity_id} onChange={(e) => set('parent_activity_id', e.target.value)}>
            <option value="">{t('none')}</option>
            {siblings.filter((s) => s.id !== activity?.id).map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
          </Select>
        </Field>
        <Field label={t('loggedOnTile')} layout="inline" className="self-center">
          <Checkbox name="is_logging" checked={values.is_logging} onCheckedChange={(c) => set('is_logging', c === true)} />
        </Field>
      </div>
      <fieldset className="flex flex-col gap-4 rounded-xl border border-line p-4">
        <legend className="px-1 font-semibold text-ink">{t('quizLegend')}</legend>
        <Field label={t('question')} error={errors.question}>
          <Input name="question" value={values.question} maxLength={500} onChange={(e) => set('question', e.target.value)} />
        </Field>
        <Field label={t('answers')} error={errors.answers}>
          <Textarea name="answers" rows={4} value={values.answers} onChange={(e) => set('answers', e.target.value)} />
        </Field>
        <Field label={t('correctAnswer')} error={errors.correct_answer}>
          <Select name="correct_answer" value={values.correct_answer} onChange={(e) => set('correct_answer', e.target.value)}>
            <option value="">{t('choose')}</option>
            {answers.map((a, i) => <option key={`${i}-${a}`} value={i}>{a}</option>)}
          </Select>
        </Field>
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold text-ink">{t('areasOfInterest')}</legend>
        {areas.length === 0 ? <p className="text-sm text-ink-muted">{t('noAreas')}</p> : null}
        <div className="grid gap-2 sm:grid-cols-2">
          {areas.map((area) => (
            <Field key={area.id} label={area.display || area.name} layout="inline">
              <Checkbox
                name="area_of_interest_ids"
                checked={values.area_of_interest_ids.includes(area.id)}
                onCheckedChange={(c) => set('area_of_interest_ids', c === true ? [...values.area_of_interest_ids, area.id] : values.area_of_interest_ids.filter((x) => x !== area.id))}
              />
            </Field>
          ))}
        </div>
        {errors.area_of_interest_ids ? <p className="text-sm font-medium text-danger">{errorText(errors.area_of_interest_ids)}</p> : null}
      </fieldset>
      <div className="flex flex-wrap justify-between gap-3">
        {activity && collectionId === undefined ? <Button type="button" variant="danger" onClick={() => void remove()}>{t('delete')}</Button> : <span />}
        <Button type="submit" loading={saving}>{t('saveActivity')}</Button>
      </div>
    </form>
  );
}
