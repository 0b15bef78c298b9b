'use client';
// The activity form: category, name, blurb, content, image, week and sequence (1 and 1 for a new one), whether it is
// logged on a tile, the quiz (question, answers one per line, the correct one) and its areas of interest. An invalid
// form says "Form isn't valid."; a refused save shows the server's first message. A saved activity also has its
// Translations (./activity-translations.tsx), sent with the same save.
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { api } from '@/lib/api-client';
import { CATEGORIES } from '@/lib/activities/categories';
import { uploadPhoto, uploadFailureMessage } from '@/lib/files/client';
import { activityWriteSchema, type ActivityWrite } from '@/lib/program-design/schemas';
import { PROGRAM_DESIGN_MESSAGES as M } from '@/lib/program-design/messages';
import type { AdminActivity, AdminArea } from '@/lib/program-design/types';
import { Button, Checkbox, Field, FieldError, Form, FormField, Input, Select, Textarea } from '@/components/ui';
import { useToast } from '@/components/feedback/toaster';
import { useConfirm } from '@/components/feedback/confirm';
import { useErrorText } from '@/lib/i18n/use-error-text';
import { checkedResolver, firstServerError, INVALID_FORM } from './form-helpers';
import { ActivityTranslations, useActivityTranslations } from './activity-translations';

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

/** The controls' strings as the API's input: answers one per line, a blank choice as null. */
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

const resolver = checkedResolver<Values, typeof activityWriteSchema>(activityWriteSchema, toWire);

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
  const router = useRouter();
  const { toast, errorToast } = useToast();
  const confirm = useConfirm();
  const form = useForm<Values, unknown, ActivityWrite>({ resolver, defaultValues: valuesOf(activity, category) });
  const [uploading, setUploading] = useState(false);
  const [imageUrl, answerLines, question] = useWatch({ control: form.control, name: ['image_url', 'answers', 'question'] });
  const answers = answerLines.split('\n').map((x) => x.trim()).filter(Boolean);
  const translations = useActivityTranslations(activity);

  const save = async (data: ActivityWrite) => {
    try {
      if (collectionId !== undefined) {
        if (activity) await api.put<AdminActivity>(`/activities/${activity.id}`, { ...data, ...translations.body, promotion_id: activity.promotion_id });
        else await api.post(`/aaoi_collections/${collectionId}/create_item/Activity`, { item_content: data, week_available: data.week_available });
        toast(t('saved', { name: data.name }));
        router.push(`/activitycollections/edit/${collectionId}`);
        router.refresh();
        return;
      }
      const saved = activity
        ? await api.put<AdminActivity>(`/activities/${activity.id}`, { ...data, ...translations.body, promotion_id: activity.promotion_id })
        : await api.post<AdminActivity>(`/promotions/${promotionId}/activities`, data);
      translations.saved();
      toast(t('saved', { name: saved.name }));
      router.replace(`/promotion/${promotionId}/activities?activityId=${saved.id}&category=${saved.category}`, { scroll: false });
      router.refresh();
    } catch (error) {
      errorToast(firstServerError(error, M.saveActivity));
    }
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
      form.setValue('image_url', stored.url, { shouldDirty: true });
    } catch (error) {
      errorToast(uploadFailureMessage(error, 'photo'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Form form={form} onSubmit={save} onInvalidSubmit={() => errorToast(INVALID_FORM)} aria-labelledby="activity-form-title" className="flex flex-col gap-5 rounded-2xl border border-line bg-surface p-5 shadow-card sm:p-6">
      <h2 id="activity-form-title" className="text-h2 text-ink">{activity ? t('editTitle', { name: activity.name }) : t('newActivity')}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="category" label={t('category')} render={(field) => (
          <Select {...field}>
            {CATEGORIES.map((c) => <option key={c.key} value={c.key}>{tCategories(`names.${c.key}`)}</option>)}
          </Select>
        )} />
        <FormField name="name" label={t('name')} render={(field) => <Input maxLength={120} {...field} />} />
        <FormField name="week_available" label={t('weekAvailable')} render={(field) => <Input type="number" inputMode="numeric" min={1} max={52} {...field} />} />
        <FormField name="sequence" label={t('sequence')} description={t('sequenceHelp')} render={(field) => <Input type="number" inputMode="numeric" min={0} {...field} />} />
      </div>
      <FormField name="blurb" label={t('blurb')} description={t('blurbHelp')} render={(field) => <Input maxLength={500} {...field} />} />
      <FormField name="content" label={t('content')} description={t('contentHelp')} render={(field) => <Textarea rows={6} {...field} />} />
      <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
        <FormField name="image_url" label={t('imageAddress')} render={(field) => <Input {...field} />} />
        {promotionId === null ? null : <label className="inline-flex min-h-11 cursor-pointer items-center justify-center rounded-full border border-line-strong px-4 font-semibold text-ink focus-within:ring-2 focus-within:ring-brand">
          {uploading ? t('uploading') : t('uploadImage')}
          <input type="file" accept="image/png,image/jpeg,image/gif,image/webp" className="sr-only" onChange={(e) => void upload(e.target.files?.[0])} />
        </label>}
      </div>
      {imageUrl ? <img src={imageUrl} alt={t('imageAlt')} className="max-h-40 w-auto self-start rounded-xl border border-line object-cover" /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="parent_activity_id" label={t('followsActivity')} description={t('followsActivityHelp')} render={(field) => (
          <Select {...field}>
            <option value="">{t('none')}</option>
            {siblings.filter((s) => s.id !== activity?.id).map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
          </Select>
        )} />
        <FormField name="is_logging" label={t('loggedOnTile')} layout="inline" className="self-center"
          render={({ value, onChange, ...field }) => <Checkbox {...field} checked={value} onCheckedChange={(c) => onChange(c === true)} />} />
      </div>
      <fieldset className="flex flex-col gap-4 rounded-xl border border-line p-4">
        <legend className="px-1 font-semibold text-ink">{t('quizLegend')}</legend>
        <FormField name="question" label={t('question')} render={(field) => <Input maxLength={500} {...field} />} />
        <FormField name="answers" label={t('answers')} render={(field) => <Textarea rows={4} {...field} />} />
        <FormField name="correct_answer" label={t('correctAnswer')} render={(field) => (
          <Select {...field}>
            <option value="">{t('choose')}</option>
            {answers.map((a, i) => <option key={`${i}-${a}`} value={i}>{a}</option>)}
          </Select>
        )} />
      </fieldset>
      <AreaChoices areas={areas} control={form.control} noAreas={t('noAreas')} legend={t('areasOfInterest')} />
      {activity ? <ActivityTranslations activity={activity} state={translations} quizAnswers={question.trim() ? answers.length : null} /> : null}
      <div className="flex flex-wrap justify-between gap-3">
        {activity && collectionId === undefined ? <Button type="button" variant="danger" onClick={() => void remove()}>{t('delete')}</Button> : <span />}
        <Button type="submit" loading={form.formState.isSubmitting}>{t('saveActivity')}</Button>
      </div>
    </Form>
  );
}

/** The areas of interest as one group of checkboxes bound to one field (a list of ids) and its one message. */
function AreaChoices({ areas, control, legend, noAreas }: { areas: AdminArea[]; control: Control<Values, unknown, ActivityWrite>; legend: string; noAreas: string }) {
  const errorText = useErrorText();
  const { field, fieldState } = useController({ control, name: 'area_of_interest_ids' });
  const ids = field.value;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={fieldState.error ? 'activity-areas-error' : undefined}>
      <legend className="mb-1 font-semibold text-ink">{legend}</legend>
      {areas.length === 0 ? <p className="text-sm text-ink-muted">{noAreas}</p> : null}
      <div className="grid gap-2 sm:grid-cols-2">
        {areas.map((area, i) => (
          <Field key={area.id} label={area.display || area.name} layout="inline">
            <Checkbox
              name={field.name}
              ref={i === 0 ? field.ref : undefined}
              onBlur={field.onBlur}
              checked={ids.includes(area.id)}
              onCheckedChange={(c) => field.onChange(c === true ? [...ids, area.id] : ids.filter((x) => x !== area.id))}
            />
          </Field>
        ))}
      </div>
      <FieldError id="activity-areas-error">{fieldState.error?.message ? errorText(fieldState.error.message) : null}</FieldError>
    </fieldset>
  );
}
