'use client';
// /promotion/new/create: a new promotion in three steps (Basics → Program → Review). Each step checks its own fields
// with the form's one resolver (the server's schema and rules) before moving on; Back keeps every value. On each step
// the focus moves to its heading, so keyboard and screen-reader users start at the top of what changed. Only the
// wizard's fields are sent (POST /api/promotions): the server fills the rest with the specification's defaults (or the
// parent's), and they are edited later in the sectioned form.
import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useWatch, type FieldErrors, type FieldPath } from 'react-hook-form';
import { api } from '@/lib/api-client';
import { PROMOTION_FLAG_KEYS } from '@/lib/promotion-flags';
import { PROMOTION_ADMIN_MESSAGES as M } from '@/lib/promotions/admin-rules';
import type { AdminPromotion, PromotionFormOptions } from '@/lib/promotions/admin-types';
import { Button, Form, FormErrors } from '@/components/ui';
import { useToast } from '@/components/feedback/toaster';
import { formatDay } from './format';
import { flagLabel, PromotionFieldView, WIZARD_STEPS, type PromotionFieldName } from './promotion-fields';
import { derived, type PromotionFormValues } from './promotion-form-values';
import { sectionBody, usePromotionForm } from './use-promotion-form';

const STEP_TITLES = [...WIZARD_STEPS.map((s) => s.title), 'Review'];
const ALL_FIELDS: PromotionFieldName[] = WIZARD_STEPS.flatMap((s) => [...s.fields]);

/** The step that holds a field in error, so a refused create goes back to where it is fixed. */
function stepOf(errors: FieldErrors<PromotionFormValues>): number | null {
  const first = Object.keys(errors)[0];
  if (!first) return null;
  const index = WIZARD_STEPS.findIndex((s) => s.fields.includes(first as PromotionFieldName));
  return index >= 0 ? index : null;
}

export function PromotionWizard({ initial, options }: { initial: PromotionFormValues; options: PromotionFormOptions }) {
  const router = useRouter();
  const { toast, errorToast } = useToast();
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
    if (await form.trigger(fields, { shouldFocus: true })) go(step + 1);
  };

  const create = async (values: PromotionFormValues) => {
    setServerErrors([]);
    try {
      const created = await api.post<AdminPromotion>('/promotions', sectionBody(values, ALL_FIELDS));
      toast(`${created.name} was created.`);
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
    <Form form={form} onSubmit={create} onInvalidSubmit={refused} aria-label="New promotion" className="flex flex-col gap-6"
      onKeyDown={(e) => {
        // Enter in a field moves on instead of creating from the first step.
        if (e.key === 'Enter' && !last && (e.target as HTMLElement).tagName === 'INPUT') {
          e.preventDefault();
          void next();
        }
      }}>
      <nav aria-label="Steps">
        <p className="text-sm font-semibold text-ink-muted">{`Step ${step + 1} of ${STEP_TITLES.length}`}</p>
        <ol className="mt-2 flex flex-wrap gap-2">
          {STEP_TITLES.map((title, i) => (
            <li key={title} aria-current={i === step ? 'step' : undefined}
              className={`rounded-full px-3 py-1 text-sm font-semibold ${i === step ? 'bg-brand text-on-brand' : i < step ? 'bg-surface-muted text-ink' : 'bg-surface-muted text-ink-muted'}`}>
              <span className="sr-only">{i < step ? 'Done: ' : i === step ? 'Current: ' : ''}</span>{`${i + 1}. ${title}`}
            </li>
          ))}
        </ol>
      </nav>
      <FormErrors messages={serverErrors} />
      <section aria-labelledby="wizard-step-title" className="rounded-3xl bg-surface p-5 shadow-card sm:p-6 hc:border hc:border-line">
        <h2 id="wizard-step-title" ref={heading} tabIndex={-1} className="text-h2 text-ink outline-none">{STEP_TITLES[step]}</h2>
        {current ? (
          <>
            {current.description ? <p className="mt-1 text-sm text-ink-muted">{current.description}</p> : null}
            <div className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {current.fields.map((name) => <PromotionFieldView key={name} name={name} ctx={ctx} />)}
            </div>
          </>
        ) : <Review options={options} onEdit={go} />}
      </section>
      <div className="sticky bottom-0 -mx-4 flex flex-wrap justify-end gap-3 border-t border-line bg-canvas/95 px-4 py-3 sm:mx-0 sm:rounded-2xl">
        {step === 0
          ? <Button type="button" variant="ghost" onClick={() => router.back()}>Cancel</Button>
          : <Button type="button" variant="secondary" onClick={() => go(step - 1)}>Back</Button>}
        {/* Keyed apart: were the clicked "Next: Review" reused as "Create promotion", its type would turn to submit
            before the click's default action ran, and the promotion would be created without its review. */}
        {last
          ? <Button key="create" type="submit" loading={form.formState.isSubmitting}>Create promotion</Button>
          : <Button key={`next-${step}`} type="button" onClick={() => void next()}>{`Next: ${STEP_TITLES[step + 1]}`}</Button>}
      </div>
    </Form>
  );
}

/** What will be created, with a way back to each step; the rest keeps its defaults and is edited later. */
function Review({ options, onEdit }: { options: PromotionFormOptions; onEdit: (step: number) => void }) {
  const v = useWatch<PromotionFormValues>() as PromotionFormValues;
  const named = (list: { id: number; name: string }[], id: string) => list.find((o) => String(o.id) === id)?.name ?? 'None';
  const { ends_on } = derived(v);
  const on = PROMOTION_FLAG_KEYS.filter((k) => v.flags?.[k]).map(flagLabel);
  if (v.display_team_feature) on.unshift('Team feature');
  const rows: [number, string, string][] = [
    [0, 'Name', v.name], [0, 'Subdomain', v.subdomain.trim().toLowerCase()],
    [0, 'Organization', named(options.organizations, v.organization_id)], [0, 'Parent promotion', named(options.parents, v.parent_promotion_id)],
    [0, 'Program', `${v.program_length} days, ${formatDay(v.starts_on || null)} to ${formatDay(ends_on)}`],
    [0, 'Registration', `${formatDay(v.registration_starts_on || null)} to ${formatDay(v.registration_ends_on || null)}`],
    [0, 'Launch', formatDay(v.launch_on || null)], [0, 'Default goal', v.default_goal],
    [1, 'Program name', v.program_name || '—'], [1, 'Theme', v.theme],
    [1, 'Activity collection', named(options.activity_collections, v.default_competition_collection_id)],
    [1, 'Scene collection', named(options.scene_collections, v.collection_id)],
    [1, 'Features on', on.length ? on.join(', ') : 'None'],
  ];
  return (
    <>
      <p className="mt-1 text-sm text-ink-muted">Labels, points, allowances, video and coordinators start at their defaults; change them in the promotion’s settings after it is created.</p>
      <dl className="mt-5 grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr_max-content]">
        {rows.map(([step, label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-ink">{label}</dt>
            <dd className="break-words text-ink">{value || '—'}</dd>
            <dd>
              <button type="button" className="text-sm font-semibold text-brand underline-offset-2 hover:underline" onClick={() => onEdit(step)}>
                {`Change`}<span className="sr-only">{` ${label.toLowerCase()}`}</span>
              </button>
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
