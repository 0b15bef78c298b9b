'use client';
// The promotion form's state, shared by the wizard and the sectioned edit form: one react-hook-form over every value,
// checked by the server's schema and rules (promotionFormResolver). A new promotion's default goal follows its length
// until the master types one; choosing a parent copies the parent's defaults; server messages land on their fields.
import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import { defaultGoalFor, isProgramLength, PROMOTION_ADMIN_MESSAGES as M } from '@/lib/promotions/admin-rules';
import type { AdminPromotion, PromotionFormOptions } from '@/lib/promotions/admin-types';
import type { PromotionWriteInput } from '@/lib/promotions/admin-schema';
import type { FieldContext, PromotionFieldName } from './promotion-fields';
import { promotionFormResolver, toBody, withParentDefaults, type PromotionFormValues } from './promotion-form-values';

export interface PromotionFormState {
  form: UseFormReturn<PromotionFormValues>;
  ctx: FieldContext;
  /** Messages that belong to no field. */
  serverErrors: string[];
  setServerErrors: (messages: string[]) => void;
  /** Puts the API's messages on their fields; the rest go to serverErrors and are returned. */
  showServerErrors: (error: unknown) => string[];
}

export function usePromotionForm({ mode, promotion, initial, options }: {
  mode: 'create' | 'edit';
  promotion: AdminPromotion | null;
  initial: PromotionFormValues;
  options: PromotionFormOptions;
}): PromotionFormState {
  // The edit form checks a field as it changes, not on blur: a message appearing on blur above a section's Save moved the
  // button from under the pointer between press and release, and the click saved nothing. The wizard's Next sits in a
  // sticky bar that does not move, so it keeps checking a field once it was left.
  const t = useTranslations('admin-promotions');
  const resolver = useMemo(() => promotionFormResolver({ enterNumber: t('form.enterNumber') }), [t]);
  const form = useForm<PromotionFormValues>({ resolver, defaultValues: initial, mode: mode === 'edit' ? 'onChange' : 'onTouched' });
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [goalTouched, setGoalTouched] = useState(mode === 'edit');

  const ctx: FieldContext = {
    mode,
    options,
    parents: options.parents.filter((p) => p.id !== promotion?.id),
    onLength: (value) => {
      if (!goalTouched && isProgramLength(Number(value))) form.setValue('default_goal', String(defaultGoalFor(Number(value))));
    },
    onParent: (value) => {
      if (mode !== 'create' || !value) return;
      const parent = options.parents.find((p) => String(p.id) === value);
      if (parent) form.reset(withParentDefaults(form.getValues(), parent), { keepDirty: true, keepTouched: true });
    },
    onGoalTouched: () => setGoalTouched(true),
  };

  const showServerErrors = (error: unknown) => {
    const messages = error instanceof ApiError && error.status !== 500 ? error.errors : [M.save];
    const left: string[] = [];
    for (const message of messages) {
      if (message === M.subdomainTaken || message === M.subdomainReserved) form.setError('subdomain', { message }, { shouldFocus: true });
      else if (message === M.organizationMissing) form.setError('organization_id', { message });
      else left.push(message);
    }
    setServerErrors(left);
    return left;
  };

  return { form, ctx, serverErrors, setServerErrors, showServerErrors };
}

/** The body of a section's save: only its fields (the route takes a partial update and checks the rules they touch). */
export function sectionBody(values: PromotionFormValues, fields: readonly PromotionFieldName[]): PromotionWriteInput {
  const whole = toBody(values) as Record<string, unknown>;
  const body: Record<string, unknown> = {};
  for (const f of fields) if (f in whole) body[f] = whole[f];
  return body as PromotionWriteInput;
}
