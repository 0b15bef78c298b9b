'use client';
// /promotion/new/create: a new promotion in six steps (Basics and dates → Organization and domain → Features → Labels →
// Content defaults → Review). Each step checks its own fields with the form's one resolver (the server's schema and
// rules) before moving on; Back keeps every value. On each step the focus moves to its heading, so keyboard and
// screen-reader users start at the top of what changed. Only the wizard's fields are sent (POST /api/promotions): the
// server fills the rest with the specification's defaults (or the parent's), and they are edited later in the
// sectioned form.
import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useWatch, type FieldErrors, type FieldPath } from 'react-hook-form';
import { api } from '@/lib/api-client';
import { PROMOTION_FLAG_KEYS } from '@/lib/promotion-flags';
import { PROMOTION_ADMIN_MESSAGES as M } from '@/lib/promotions/admin-rules';
import type { AdminPromotion, PromotionFormOptions } from '@/lib/promotions/admin-types';
import { themeName } from '@/lib/promotions/themes';
import { isLocale, LOCALE_NAMES } from '@/lib/i18n/locales';
import { useFormat } from '@/lib/i18n/use-format';
import { Button, Form, FormErrors } from '@/components/ui';
import { useToast } from '@/components/feedback/toaster';
import { flagLabel, PromotionFieldView, WIZARD_STEPS, type PromotionFieldName, type WizardStepId } from './promotion-fields';
import { derived, type PromotionFormValues } from './promotion-form-values';
import { sectionBody, usePromotionForm } from './use-promotion-form';

/** The steps by id, the review last: each names its title in the catalog (wizardSteps.<id>Title). */
const STEP_IDS: readonly (WizardStepId | 'review')[] = [...WIZARD_STEPS.map((s) => s.id), 'review'];
const ALL_FIELDS: PromotionFieldName[] = WIZARD_STEPS.flatMap((s) => [...s.fields]);

/** The step that holds a field in error, so a refused create goes back to where it is fixed. */
function stepOf(errors: FieldErrors<PromotionFormValues>): number | null {
  const first = Object.keys(errors)[0];
  if (!first) return null;
  const index = WIZARD_STEPS.findIndex((s) => s.fields.includes(first as PromotionFieldName));
  return index >= 0 ? index : null;
}

export function PromotionWizard({ initial, options }: { initial: PromotionFormValues; options: PromotionFormOptions }) {
  const t = useTranslations('admin-promotions');
  const router = useRouter();
  const { toast, errorToast } = useToast();
  const titleOf = (index: number) => t(`wizardSteps.${STEP_IDS[index]!}Title`);
  const { form, ctx, serverErrors, setServerErrors, showServerErrors } = usePromotionForm({ mode: 'create', promotion: null, initial, options });
  const [step, setStep] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step);
  /** A field in error on the step being returned to: it takes the focus instead of the heading. */
  const fixAt = useRef<FieldPath<PromotionFormValues> | null>(null);

  // Only when the step changes: on arrival the page keeps the focus the browser gave it.
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    if (fixAt.current) form.setFocus(fixAt.current);
    else heading.current?.focus();
    fixAt.current = null;
  }, [step, form]);
  const backTo = (errors: FieldErrors<PromotionFormValues>) => {
    const back = stepOf(errors);
    if (back === null) return;
    fixAt.current = Object.keys(errors)[0] as FieldPath<PromotionFormValues>;
    setStep(back);
  };

  const go = (to: number) => {
    setServerErrors([]);
    setStep(to);
  };
  const next = async () => {
    const fields = WIZARD_STEPS[step]!.fields as FieldPath<PromotionFormValues>[];
    if (await form.trigger(fields)) {
      go(step + 1);
      return;
    }
    // The step's first field in error takes the focus (react-hook-form's own shouldFocus can pick a field of the whole
    // form, not of this step).
    const first = fields.find((name) => form.getFieldState(name).invalid);
    if (first) form.setFocus(first);
  };

  const create = async (values: PromotionFormValues) => {
    setServerErrors([]);
    try {
      const created = await api.post<AdminPromotion>('/promotions', sectionBody(values, ALL_FIELDS));
      toast(t('wizard.created', { name: created.name }));
      router.push(`/promotion/${created.id}`);
    } catch (error) {
      showServerErrors(error);
      backTo(form.formState.errors);
      errorToast(M.save);
    }
  };
  // A rule the steps did not catch (a value changed on an earlier step after the parent was picked): back to its step.
  const refused = (errors: FieldErrors<PromotionFormValues>) => backTo(errors);

  const last = step === WIZARD_STEPS.length;
  const current = WIZARD_STEPS[step];
  return (
    <Form form={form} onSubmit={create} onInvalidSubmit={refused} aria-label={t('wizard.formLabel')} className="flex flex-col gap-6"
      onKeyDown={(e) => {
        // Enter in a field moves on instead of creating from the first step.
        if (e.key === 'Enter' && !last && (e.target as HTMLElement).tagName === 'INPUT') {
          e.preventDefault();
          void next();
        }
      }}>
      <nav aria-label={t('wizard.stepsNav')}>
        <p className="text-sm font-semibold text-ink-muted">{t('wizard.stepOf', { step: step + 1, count: STEP_IDS.length })}</p>
        <ol className="mt-2 flex flex-wrap gap-2">
          {STEP_IDS.map((id, i) => (
            <li key={id} aria-current={i === step ? 'step' : undefined}
              className={`rounded-full px-3 py-1 text-sm font-semibold ${i === step ? 'bg-brand text-on-brand' : i < step ? 'bg-surface-muted text-ink' : 'bg-surface-muted text-ink-muted'}`}>
              <span className="sr-only">{i < step ? t('wizard.stepDone') : i === step ? t('wizard.stepCurrent') : ''}</span>{t('wizard.stepItem', { number: i + 1, title: titleOf(i) })}
            </li>
          ))}
        </ol>
      </nav>
      <FormErrors messages={serverErrors} />
      <section aria-labelledby="wizard-step-title" className="rounded-3xl bg-surface p-5 shadow-card sm:p-6 hc:border hc:border-line">
        <h2 id="wizard-step-title" ref={heading} tabIndex={-1} className="text-h2 text-ink outline-none">{titleOf(step)}</h2>
        {current ? (
          <>
            <p className="mt-1 text-sm text-ink-muted">{t(`wizardSteps.${current.id}Description`)}</p>
            <div className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {current.fields.map((name) => <PromotionFieldView key={name} name={name} ctx={ctx} />)}
            </div>
          </>
        ) : <Review options={options} onEdit={go} />}
      </section>
      <div className="sticky bottom-0 -mx-4 flex flex-wrap justify-end gap-3 border-t border-line bg-canvas/95 px-4 py-3 sm:mx-0 sm:rounded-2xl">
        {step === 0
          ? <Button type="button" variant="ghost" onClick={() => router.back()}>{t('wizard.cancel')}</Button>
          : <Button type="button" variant="secondary" onClick={() => go(step - 1)}>{t('wizard.back')}</Button>}
        {/* Keyed apart: were the clicked "Next: Review" reused as "Create promotion", its type would turn to submit
            before the click's default action ran, and the promotion would be created without its review. */}
        {last
          ? <Button key="create" type="submit" loading={form.formState.isSubmitting}>{t('wizard.create')}</Button>
          : <Button key={`next-${step}`} type="button" onClick={() => void next()}>{t('wizard.next', { step: titleOf(step + 1) })}</Button>}
      </div>
    </Form>
  );
}

/** What will be created, step by step in plain names, with a way back to each step. */
function Review({ options, onEdit }: { options: PromotionFormOptions; onEdit: (step: number) => void }) {
  const t = useTranslations('admin-promotions');
  const v = useWatch<PromotionFormValues>() as PromotionFormValues;
  const fmt = useFormat();
  const none = t('fields.none');
  const named = (list: { id: number; name: string }[], id: string) => list.find((o) => String(o.id) === id)?.name ?? none;
  const dayOf = (day: string) => (day ? fmt.day(day, 'medium') : '—');
  const num = (value: string) => (value.trim() === '' ? '—' : fmt.number(Number(value)));
  const pair = (one: string, many: string) => `${one} / ${many}`;
  const { ends_on } = derived(v);
  const on = PROMOTION_FLAG_KEYS.filter((k) => v.flags?.[k]).map((k) => flagLabel(t, k));
  if (v.display_team_feature) on.unshift(t('review.teamFeature'));
  const groups: [string, string][][] = [
    [
      [t('fields.name'), v.name], [t('fields.programName'), v.program_name || '—'],
      [t('fields.defaultLanguage'), isLocale(v.default_locale) ? LOCALE_NAMES[v.default_locale] : t('fields.automaticLanguage')], [t('fields.timeZone'), v.time_zone],
      [t('review.program'), t('review.programValue', { days: Number(v.program_length) || 0, start: dayOf(v.starts_on), end: ends_on ? dayOf(ends_on) : '—' })],
      [t('review.registration'), t('review.range', { from: dayOf(v.registration_starts_on), to: dayOf(v.registration_ends_on) })], [t('fields.launch'), dayOf(v.launch_on)],
    ],
    [
      [t('fields.organization'), named(options.organizations, v.organization_id)], [t('fields.parentPromotion'), named(options.parents, v.parent_promotion_id)],
      [t('fields.subdomain'), v.subdomain.trim().toLowerCase()], [t('fields.customDomain'), v.domain || none], [t('fields.theme'), themeName(v.theme)], [t('review.logo'), v.logo || none],
    ],
    [[t('review.featuresOn'), on.length ? fmt.list(on) : none]],
    [
      [t('review.attraction'), pair(v.attraction_label, v.attraction_label_plural)], [t('review.friend'), pair(v.friend_label, v.friend_label_plural)],
      [t('review.point'), pair(v.point_label, v.point_label_plural)], [t('review.level'), pair(v.level_label, v.level_label_plural)], [t('review.wall'), v.wall_label],
      [t('fields.locationLabels'), fmt.list(v.location_labels.split(',').map((s) => s.trim()).filter(Boolean))],
    ],
    [
      [t('fields.activityCollection'), named(options.activity_collections, v.default_competition_collection_id)],
      [t('fields.sceneCollection'), named(options.scene_collections, v.collection_id)], [t('fields.duoCollection'), named(options.duo_collections, v.duo_collection_id)],
      [t('fields.defaultGoal'), num(v.default_goal)],
      [t('fields.dailyActivityAllowance'), num(v.daily_activity_allowance)], [t('fields.dailyActivityMinimum'), num(v.daily_activity_minimum)],
      [t('fields.mostActivitiesADay'), num(v.max_activities_day)],
      [t('review.interestsToChoose'), t('review.range', { from: num(v.min_interest_choice), to: num(v.max_interest_choice) })],
      [t('fields.activityFeels'), v.activity_feels ? t('review.yes') : t('review.no')],
      [t('fields.triviaPoints'), num(v.trivia_points)], [t('fields.bonusPoints'), num(v.bonus_points)], [t('fields.entryPoints'), num(v.entry_points)],
      [t('fields.worksPointValue'), num(v.works_point_value)],
    ],
  ];
  return (
    <>
      <p className="mt-1 text-sm text-ink-muted">{t('review.intro')}</p>
      <div className="mt-5 flex flex-col gap-6">
        {groups.map((rows, step) => {
          const { id } = WIZARD_STEPS[step]!;
          const title = t(`wizardSteps.${id}Title`);
          return (
            <section key={id} aria-labelledby={`review-${id}`}>
              <div className="flex flex-wrap items-baseline justify-between gap-3 border-b border-line pb-2">
                <h3 id={`review-${id}`} className="text-h3 text-ink">{title}</h3>
                <button type="button" className="text-sm font-semibold text-brand underline-offset-2 hover:underline" onClick={() => onEdit(step)}>
                  {t.rich('review.change', { step: title.toLowerCase(), hidden: (chunks) => <span className="sr-only">{chunks}</span> })}
                </button>
              </div>
              <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
                {rows.map(([label, value]) => (
                  <div key={label} className="contents">
                    <dt className="font-semibold text-ink">{label}</dt>
                    <dd className="break-words text-ink">{value || '—'}</dd>
                  </div>
                ))}
              </dl>
            </section>
          );
        })}
      </div>
    </>
  );
}
