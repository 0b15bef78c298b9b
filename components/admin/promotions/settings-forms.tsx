'use client';
// The promotion dashboard's small settings screens, each saved by a partial update of the promotion: labels,
// coordinators (comma-separated emails, empty entries ignored) and the participant video.
import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { api, ApiError } from '@/lib/api-client';
import { coordinatorsSchema } from '@/lib/promotions/admin-schema';
import type { AdminPromotion } from '@/lib/promotions/admin-types';
import { Button, Form, FormErrors } from '@/components/ui';
import { useToast } from '@/components/feedback/toaster';
import { FormSection, TextAreaField, TextField } from './form-controls';

/** A zod schema as a react-hook-form resolver, each message on its field (the house resolver package is not needed). */
function resolverOf<T extends FieldValues>(schema: z.ZodType): Resolver<T> {
  return async (values) => {
    const parsed = schema.safeParse(values);
    if (parsed.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path.join('.') || 'root';
      errors[field] ??= { type: 'validate', message: issue.message };
    }
    return { values: {}, errors: errors as never };
  };
}

type PromotionsT = ReturnType<typeof useTranslations<'admin-promotions'>>;

function usePartialSave<T extends FieldValues>(promotionId: number, failure: string, toBody: (v: T) => Record<string, unknown>) {
  const t = useTranslations('admin-promotions');
  const router = useRouter();
  const { toast, errorToast } = useToast();
  const [errors, setErrors] = useState<string[]>([]);
  const save = async (values: T) => {
    setErrors([]);
    try {
      await api.put<AdminPromotion>(`/promotions/${promotionId}`, toBody(values));
      toast(t('settings.saved'));
      router.refresh();
    } catch (error) {
      const messages = error instanceof ApiError && error.status !== undefined && error.status < 500 ? error.errors : [failure];
      setErrors(messages);
      errorToast(failure);
    }
  };
  return { save, errors };
}

function SaveBar({ busy }: { busy: boolean }) {
  const t = useTranslations('admin-promotions');
  return (
    <div className="flex justify-end">
      <Button type="submit" loading={busy}>{t('settings.save')}</Button>
    </div>
  );
}

function labelsSchemaFor(t: PromotionsT) {
  const label = z.string().trim().min(1, t('settings.labelNeeded')).max(40, t('settings.atMostCharacters', { max: 40 }));
  return z.object({
    attraction_label: label, attraction_label_plural: label, friend_label: label, friend_label_plural: label,
    point_label: label, point_label_plural: label, level_label: label, level_label_plural: label, wall_label: label,
    location_labels: z.string().refine((v) => v.split(',').map((s) => s.trim()).filter(Boolean).length >= 1, t('settings.locationLabelNeeded'))
      .refine((v) => v.split(',').map((s) => s.trim()).filter(Boolean).length <= 3, t('settings.atMostThreeLevels')),
  });
}
type LabelValues = z.infer<ReturnType<typeof labelsSchemaFor>>;

export function LabelsForm({ promotion }: { promotion: AdminPromotion }) {
  const t = useTranslations('admin-promotions');
  const resolver = useMemo(() => resolverOf<LabelValues>(labelsSchemaFor(t)), [t]);
  const form = useForm<LabelValues>({
    resolver,
    defaultValues: {
      attraction_label: promotion.attraction_label, attraction_label_plural: promotion.attraction_label_plural,
      friend_label: promotion.friend_label, friend_label_plural: promotion.friend_label_plural,
      point_label: promotion.point_label, point_label_plural: promotion.point_label_plural,
      level_label: promotion.level_label, level_label_plural: promotion.level_label_plural, wall_label: promotion.wall_label,
      location_labels: promotion.location_labels.join(', '),
    },
  });
  const { save, errors } = usePartialSave<LabelValues>(promotion.id, t('settings.saveFailed'), (v) => ({
    ...v, location_labels: v.location_labels.split(',').map((s) => s.trim()).filter(Boolean),
  }));
  type L = LabelValues;
  return (
    <Form form={form} onSubmit={save} className="flex flex-col gap-6" aria-label={t('settings.labelsTitle')}>
      <FormErrors messages={errors} />
      <FormSection id="labels" title={t('settings.labelsTitle')} description={t('settings.labelsIntro')}>
        <TextField<L> name="attraction_label" label={t('settings.attraction')} />
        <TextField<L> name="attraction_label_plural" label={t('settings.attractionsPlural')} />
        <TextField<L> name="friend_label" label={t('settings.friend')} />
        <TextField<L> name="friend_label_plural" label={t('settings.friendsPlural')} />
        <TextField<L> name="point_label" label={t('settings.point')} />
        <TextField<L> name="point_label_plural" label={t('settings.pointsPlural')} />
        <TextField<L> name="level_label" label={t('settings.level')} />
        <TextField<L> name="level_label_plural" label={t('settings.levelsPlural')} />
        <TextField<L> name="wall_label" label={t('settings.wall')} />
        <TextField<L> name="location_labels" label={t('fields.locationLabels')} description={t('settings.locationLabelsHelp')} className="sm:col-span-2" />
      </FormSection>
      <SaveBar busy={form.formState.isSubmitting} />
    </Form>
  );
}

const coordinatorsForm = z.object({ coordinators: coordinatorsSchema });
type CoordinatorValues = { coordinators: string };

export function CoordinatorsForm({ promotion }: { promotion: AdminPromotion }) {
  const t = useTranslations('admin-promotions');
  const form = useForm<CoordinatorValues>({
    resolver: resolverOf<CoordinatorValues>(coordinatorsForm),
    defaultValues: { coordinators: (promotion.coordinators ?? '').split(',').join(', ') },
  });
  const { save, errors } = usePartialSave<CoordinatorValues>(promotion.id, t('settings.saveFailed'), (v) => ({ coordinators: v.coordinators }));
  return (
    <Form form={form} onSubmit={save} className="flex flex-col gap-6" aria-label={t('settings.coordinatorsTitle')}>
      <FormErrors messages={errors} />
      <FormSection id="coordinators" title={t('settings.coordinatorsTitle')} description={t('settings.coordinatorsIntro')}>
        <TextAreaField<CoordinatorValues> name="coordinators" label={t('settings.coordinatorEmails')} className="sm:col-span-2 lg:col-span-3" />
      </FormSection>
      <SaveBar busy={form.formState.isSubmitting} />
    </Form>
  );
}

function videoSchemaFor(t: PromotionsT) {
  const url = z.string().trim().max(500, t('settings.atMostCharacters', { max: 500 })).refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), t('settings.webAddress'));
  return z.object({ video_url: url, video_button_url: url, video_caption_url: url });
}
type VideoValues = z.infer<ReturnType<typeof videoSchemaFor>>;

export function ParticipantVideoForm({ promotion }: { promotion: AdminPromotion }) {
  const t = useTranslations('admin-promotions');
  const resolver = useMemo(() => resolverOf<VideoValues>(videoSchemaFor(t)), [t]);
  const form = useForm<VideoValues>({
    resolver,
    defaultValues: { video_url: promotion.video_url ?? '', video_button_url: promotion.video_button_url ?? '', video_caption_url: promotion.video_caption_url ?? '' },
  });
  const { save, errors } = usePartialSave<VideoValues>(promotion.id, t('settings.videoSaveFailed'), (v) => ({
    video_url: v.video_url || null, video_button_url: v.video_button_url || null, video_caption_url: v.video_caption_url || null,
  }));
  type Vv = VideoValues;
  return (
    <Form form={form} onSubmit={save} className="flex flex-col gap-6" aria-label={t('settings.videoTitle')}>
      <FormErrors messages={errors} />
      <FormSection id="video" title={t('settings.videoTitle')} description={t('settings.videoIntro')}>
        <TextField<Vv> name="video_url" label={t('settings.videoUrl')} type="url" />
        <TextField<Vv> name="video_button_url" label={t('settings.buttonUrl')} type="url" />
        <TextField<Vv> name="video_caption_url" label={t('settings.captionUrl')} type="url" />
      </FormSection>
      <SaveBar busy={form.formState.isSubmitting} />
    </Form>
  );
}
