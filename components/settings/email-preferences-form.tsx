'use client';
// Settings → Edit Preferences: which emails the user gets. One switch per kind with a line saying what it sends,
// daily and duo as on/off, and "Unsubscribe from all" under them, behaving as the spec says (participant-core.md
// §5): checking it turns every other off; turning any other on unchecks it. Save shows 'Saved!' for 3 s; a failed
// save says 'Could not save changes.'; leaving with unsaved changes asks first (leave-guard.tsx).
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { zodResolver } from '@hookform/resolvers/zod';
import { Form } from '@/components/ui/form';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { LoadError, LoadingBlock } from '@/components/feedback/load-states';
import { useSaveSubscription, useSubscription, type SubscriptionOwnerId } from '@/lib/query/subscription';
import { SAVED_MESSAGE_MS, SUBSCRIPTION_FIELDS, SUBSCRIPTION_MESSAGES as M } from '@/lib/subscriptions/messages';
import { subscriptionFormSchema, type SubscriptionFormValues } from '@/lib/subscriptions/schemas';
import type { EmailSubscription, SubscriptionField, SubscriptionValues } from '@/lib/subscriptions/types';
import { useErrorText } from '@/lib/i18n/use-error-text';
import { useLeaveGuard } from './leave-guard';

const OTHERS = SUBSCRIPTION_FIELDS.map((f) => f.name);

function toForm(s: EmailSubscription): SubscriptionFormValues {
  return { ...s, email_daily: s.email_daily === 1, email_duo: s.email_duo === 1 };
}

function toValues(v: SubscriptionFormValues): SubscriptionValues {
  return { ...v, email_daily: v.email_daily ? 1 : 0, email_duo: v.email_duo ? 1 : 0 };
}

export function EmailPreferencesForm({ userId = 'me' }: { userId?: SubscriptionOwnerId }) {
  const t = useTranslations('settings');
  const subscription = useSubscription(userId);
  if (subscription.isPending) return <LoadingBlock label={t('email.loading')} />;
  if (subscription.isError) return <LoadError title={M.couldNotLoad} error={subscription.error} onRetry={() => void subscription.refetch()} />;
  return <PreferencesForm userId={userId} initial={subscription.data} />;
}

function PreferencesForm({ userId, initial }: { userId: SubscriptionOwnerId; initial: EmailSubscription }) {
  const t = useTranslations('settings');
  const form = useForm<SubscriptionFormValues>({ resolver: zodResolver(subscriptionFormSchema), defaultValues: toForm(initial) });
  const save = useSaveSubscription(userId);
  const errorText = useErrorText();
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const dirty = form.formState.isDirty;
  useLeaveGuard(dirty);

  useEffect(() => {
    if (savedAt === null) return;
    const timer = setTimeout(() => setSavedAt(null), SAVED_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [savedAt]);

  const submit = async (values: SubscriptionFormValues) => {
    setFailed(false);
    setSavedAt(null);
    try {
      const saved = await save.mutateAsync(toValues(values));
      form.reset(toForm(saved));
      setSavedAt(Date.now());
    } catch {
      setFailed(true);
    }
  };

  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-6">
      <section aria-labelledby="email-kinds-title" className="rounded-3xl border border-line bg-surface p-5 shadow-card sm:p-6">
        <h2 id="email-kinds-title" className="text-h2 text-ink">{t('email.title')}</h2>
        <p className="mt-1 text-ink-muted">{t('email.intro')}</p>
        <ul className="mt-4 divide-y divide-line">
          {SUBSCRIPTION_FIELDS.map((field) => (
            <li key={field.name}>
              <PreferenceSwitch form={form} name={field.name} label={t(`email.fields.${field.name}.label`)} description={t(`email.fields.${field.name}.description`)} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-label={t('email.unsubscribeAll')} className="rounded-3xl border border-line bg-surface p-5 shadow-card sm:p-6">
        <UnsubscribeAll form={form} />
      </section>

      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" loading={form.formState.isSubmitting} className="min-w-32">
          {t('save')}
        </Button>
        <p role="status" className="font-semibold text-success empty:hidden">
          {savedAt !== null ? t('saved') : ''}
        </p>
        {failed ? (
          <p role="alert" className="font-semibold text-danger">
            {errorText(M.couldNotSave)}
          </p>
        ) : null}
      </div>
    </Form>
  );
}

/** One kind's switch: label and description on the left, the switch on the right. Turning it on ends unsubscribe-all. */
function PreferenceSwitch({ form, name, label, description }: { form: UseFormReturn<SubscriptionFormValues>; name: SubscriptionField; label: string; description: string }) {
  const id = useId();
  const checked = useWatch({ control: form.control, name });
  const onChange = (on: boolean) => {
    form.setValue(name, on, { shouldDirty: true });
    if (on) form.setValue('email_unsubscribe_all', false, { shouldDirty: true });
  };
  return (
    <div className="flex items-center justify-between gap-4 py-4">
      <div className="min-w-0">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-description`} className="mt-0.5 text-sm text-ink-muted">
          {description}
        </p>
      </div>
      <Switch id={id} name={name} checked={checked} onCheckedChange={onChange} aria-describedby={`${id}-description`} />
    </div>
  );
}

/** Checking it turns every other subscription off (daily and duo to 0). */
function UnsubscribeAll({ form }: { form: UseFormReturn<SubscriptionFormValues> }) {
  const t = useTranslations('settings.email');
  const id = useId();
  const checked = useWatch({ control: form.control, name: 'email_unsubscribe_all' });
  const onChange = (value: boolean | 'indeterminate') => {
    const on = value === true;
    form.setValue('email_unsubscribe_all', on, { shouldDirty: true });
    if (on) for (const name of OTHERS) form.setValue(name, false, { shouldDirty: true });
  };
  return (
    <div className="flex items-start gap-3">
      <Checkbox id={id} name="email_unsubscribe_all" checked={checked} onCheckedChange={onChange} aria-describedby={`${id}-description`} className="mt-0.5" />
      <div>
        <Label htmlFor={id}>{t('unsubscribeAll')}</Label>
        <p id={`${id}-description`} className="mt-0.5 text-sm text-ink-muted">
          {t('unsubscribeAllDescription')}
        </p>
      </div>
    </div>
  );
}
