'use client';
// The promotion dashboard's small settings screens, each saved by a partial update of the promotion: labels,
// coordinators (comma-separated emails, empty entries ignored) and the participant video.
import { useState } from 'react';
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

function usePartialSave<T extends FieldValues>(promotionId: number, failure: string, toBody: (v: T) => Record<string, unknown>) {
  const router = useRouter();
  const { toast, errorToast } = useToast();
  const [errors, setErrors] = useState<string[]>([]);
  const save = async (values: T) => {
    setErrors([]);
    try {
      await api.put<AdminPromotion>(`/promotions/${promotionId}`, toBody(values));
      toast('Saved.');
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
  return (
    <div className="flex justify-end">
      <Button type="submit" loading={busy}>Save</Button>
    </div>
  );
}

const label = z.string().trim().min(1, 'A label is needed.').max(40, 'At most 40 characters.');
const labelsSchema = z.object({
  attraction_label: label, attraction_label_plural: label, friend_label: label, friend_label_plural: label,
  point_label: label, point_label_plural: label, level_label: label, level_label_plural: label, wall_label: label,
  location_labels: z.string().refine((v) => v.split(',').map((s) => s.trim()).filter(Boolean).length >= 1, 'At least one location label.')
    .refine((v) => v.split(',').map((s) => s.trim()).filter(Boolean).length <= 3, 'At most three location levels.'),
});
type LabelValues = z.infer<typeof labelsSchema>;

export function LabelsForm({ promotion }: { promotion: AdminPromotion }) {
  const form = useForm<LabelValues>({
    resolver: resolverOf<LabelValues>(labelsSchema),
    defaultValues: {
      attraction_label: promotion.attraction_label, attraction_label_plural: promotion.attraction_label_plural,
      friend_label: promotion.friend_label, friend_label_plural: promotion.friend_label_plural,
      point_label: promotion.point_label, point_label_plural: promotion.point_label_plural,
      level_label: promotion.level_label, level_label_plural: promotion.level_label_plural, wall_label: promotion.wall_label,
      location_labels: promotion.location_labels.join(', '),
    },
  });
  const { save, errors } = usePartialSave<LabelValues>(promotion.id, 'Save Failed!', (v) => ({
    ...v, location_labels: v.location_labels.split(',').map((s) => s.trim()).filter(Boolean),
  }));
  type L = LabelValues;
  return (
    <Form form={form} onSubmit={save} className="flex flex-col gap-6" aria-label="Label settings">
      <FormErrors messages={errors} />
      <FormSection id="labels" title="Label settings" description="Singular and plural of each word participants see.">
        <TextField<L> name="attraction_label" label="Attraction" />
        <TextField<L> name="attraction_label_plural" label="Attractions (plural)" />
        <TextField<L> name="friend_label" label="Friend" />
        <TextField<L> name="friend_label_plural" label="Friends (plural)" />
        <TextField<L> name="point_label" label="Point" />
        <TextField<L> name="point_label_plural" label="Points (plural)" />
        <TextField<L> name="level_label" label="Level" />
        <TextField<L> name="level_label_plural" label="Levels (plural)" />
        <TextField<L> name="wall_label" label="Wall" />
        <TextField<L> name="location_labels" label="Location labels" description="One per level of the location tree, separated by commas (up to three)." className="sm:col-span-2" />
      </FormSection>
      <SaveBar busy={form.formState.isSubmitting} />
    </Form>
  );
}

const coordinatorsForm = z.object({ coordinators: coordinatorsSchema });
type CoordinatorValues = { coordinators: string };

export function CoordinatorsForm({ promotion }: { promotion: AdminPromotion }) {
  const form = useForm<CoordinatorValues>({
    resolver: resolverOf<CoordinatorValues>(coordinatorsForm),
    defaultValues: { coordinators: (promotion.coordinators ?? '').split(',').join(', ') },
  });
  const { save, errors } = usePartialSave<CoordinatorValues>(promotion.id, 'Save Failed!', (v) => ({ coordinators: v.coordinators }));
  return (
    <Form form={form} onSubmit={save} className="flex flex-col gap-6" aria-label="Coordinators">
      <FormErrors messages={errors} />
      <FormSection id="coordinators" title="Coordinators" description="Who hears about this promotion: email addresses separated by commas. Empty entries are ignored.">
        <TextAreaField<CoordinatorValues> name="coordinators" label="Coordinator emails" className="sm:col-span-2 lg:col-span-3" />
      </FormSection>
      <SaveBar busy={form.formState.isSubmitting} />
    </Form>
  );
}

const url = z.string().trim().max(500, 'At most 500 characters.').refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), 'Enter a web address starting with http:// or https://.');
const videoSchema = z.object({ video_url: url, video_button_url: url, video_caption_url: url });
type VideoValues = z.infer<typeof videoSchema>;

export function ParticipantVideoForm({ promotion }: { promotion: AdminPromotion }) {
  const form = useForm<VideoValues>({
    resolver: resolverOf<VideoValues>(videoSchema),
    defaultValues: { video_url: promotion.video_url ?? '', video_button_url: promotion.video_button_url ?? '', video_caption_url: promotion.video_caption_url ?? '' },
  });
  const { save, errors } = usePartialSave<VideoValues>(promotion.id, 'Saving the video information failed!', (v) => ({
    video_url: v.video_url || null, video_button_url: v.video_button_url || null, video_caption_url: v.video_caption_url || null,
  }));
  type Vv = VideoValues;
  return (
    <Form form={form} onSubmit={save} className="flex flex-col gap-6" aria-label="Participant video">
      <FormErrors messages={errors} />
      <FormSection id="video" title="Participant video" description="The video participants are shown, its button and its captions.">
        <TextField<Vv> name="video_url" label="Video URL" type="url" />
        <TextField<Vv> name="video_button_url" label="Button URL" type="url" />
        <TextField<Vv> name="video_caption_url" label="Caption URL" type="url" />
      </FormSection>
      <SaveBar busy={form.formState.isSubmitting} />
    </Form>
  );
}
