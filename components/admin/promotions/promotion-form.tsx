'use client';
// /promotion/{id}/edit: the promotion's settings in sections (identity, dates, goals and points, collections, labels,
// features, other), with a sticky section navigation. Each section saves on its own through PUT /promotions/{id} with
// only its fields: the server checks the rules those fields touch (a date re-checks every date rule), so a section
// saves without the others' unsaved edits, and those edits stay on the page after it saves.
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { FormProvider, type FieldPath } from 'react-hook-form';
import { api } from '@/lib/api-client';
import { PROMOTION_ADMIN_MESSAGES as M } from '@/lib/promotions/admin-rules';
import type { AdminPromotion, PromotionFormOptions } from '@/lib/promotions/admin-types';
import { Button, FormErrors } from '@/components/ui';
import { useToast } from '@/components/feedback/toaster';
import { EDIT_SECTIONS, PromotionFieldView, type EditSectionId, type PromotionSection } from './promotion-fields';
import type { PromotionFormValues } from './promotion-form-values';
import { sectionBody, usePromotionForm, type PromotionFormState } from './use-promotion-form';

export function PromotionForm({ promotion, initial, options }: {
  promotion: AdminPromotion;
  initial: PromotionFormValues;
  options: PromotionFormOptions;
}) {
  const t = useTranslations('admin-promotions');
  const state = usePromotionForm({ mode: 'edit', promotion, initial, options });
  return (
    <div className="flex flex-col gap-6 lg:flex-row lg:items-start">
      <nav aria-label={t('form.sectionsNav')} className="sticky top-0 z-10 -mx-4 bg-canvas/95 px-4 py-2 lg:top-4 lg:mx-0 lg:w-56 lg:shrink-0 lg:px-0">
        <ul className="flex gap-2 overflow-x-auto lg:flex-col lg:overflow-visible">
          {EDIT_SECTIONS.map((s) => (
            <li key={s.id} className="shrink-0">
              <a href={`#${s.id}`} className="block rounded-full px-3 py-2 text-sm font-semibold text-ink hover:bg-surface-muted lg:rounded-xl">{t(`editSections.${s.id}Title`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex min-w-0 flex-1 flex-col gap-6">
        {EDIT_SECTIONS.map((s) => <SectionForm key={s.id} section={s} promotionId={promotion.id} state={state} />)}
      </div>
    </div>
  );
}

/** Goals and the last section (video, coordinators, devices) speak for themselves: no line under their title. */
const hasDescription = (id: EditSectionId): id is Exclude<EditSectionId, 'goals' | 'other'> => id !== 'goals' && id !== 'other';

/** One section: its fields and its own Save. The values live in the one form, so a rule across sections still holds. */
function SectionForm({ section, promotionId, state }: { section: PromotionSection<EditSectionId>; promotionId: number; state: PromotionFormState }) {
  const t = useTranslations('admin-promotions');
  const title = t(`editSections.${section.id}Title`);
  const description = hasDescription(section.id) ? t(`editSections.${section.id}Description`) : null;
  const { form, ctx, showServerErrors } = state;
  const { toast, errorToast } = useToast();
  const router = useRouter();
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const fields = section.fields as readonly FieldPath<PromotionFormValues>[];

  // The first field of this section that a rule refused takes the focus, whether the browser's check or the server's
  // (a rule across fields, such as launch after the start, is the server's: it marks its field on the answer).
  // Read from the page once it has drawn the errors: the field marked invalid is the one the person must change.
  const focusFirstRefused = () => {
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`#${section.id} [aria-invalid="true"]`)?.focus());
  };

  const save = async () => {
    setErrors([]);
    if (!(await form.trigger([...fields]))) return focusFirstRefused();
    setSaving(true);
    try {
      const values = form.getValues();
      await api.put<AdminPromotion>(`/promotions/${promotionId}`, sectionBody(values, section.fields));
      // Saved: these fields are clean again; the other sections keep what was typed in them.
      for (const f of fields) form.resetField(f, { defaultValue: values[f as keyof PromotionFormValues] as never });
      toast(t('form.sectionSaved', { section: title }));
      // The frame's header and the cockpit read the saved record; the form itself keeps every section's edits.
      router.refresh();
    } catch (error) {
      setErrors(showServerErrors(error));
      focusFirstRefused();
      errorToast(M.save);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-20 rounded-3xl bg-surface p-5 shadow-card sm:p-6 hc:border hc:border-line">
      {/* A form per section (Enter saves this section only), checking only its fields: not <Form>, whose submit
          would check every section. */}
      <FormProvider {...form}>
      <form noValidate aria-labelledby={`${section.id}-title`} aria-busy={saving || undefined} onSubmit={(e) => { e.preventDefault(); void save(); }}>
        <h2 id={`${section.id}-title`} className="text-h2 text-ink">{title}</h2>
        {description ? <p className="mt-1 text-sm text-ink-muted">{description}</p> : null}
        <FormErrors messages={errors} />
        <div className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {section.fields.map((name) => <PromotionFieldView key={name} name={name} ctx={ctx} />)}
        </div>
        <div className="mt-5 flex justify-end">
          <Button type="submit" loading={saving}>{t('form.saveSection', { section: title.toLowerCase() })}</Button>
        </div>
      </form>
      </FormProvider>
    </section>
  );
}
