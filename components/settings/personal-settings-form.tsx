'use client';
// Settings → Edit Personal Settings (a Master's User Settings): name, email (checked for uniqueness 1 s after typing,
// not when unchanged), password and retype with the organization's rules (hidden for SSO or launchpad promotions),
// the optional fields the promotion displays, location, and the profile photo. 'Saved!' for 3 s, 'Could not save
// changes.' with the server's reasons; leaving with unsaved changes asks first (leave-guard.tsx).
import { useEffect, useId, useMemo, useState, useSyncExternalStore } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { Form, FormErrors } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Select } from '@/components/ui/select';
import { Button } from '@/components/ui/button';
import { LoadError, LoadingBlock } from '@/components/feedback/load-states';
import { PasswordChecklist } from '@/components/onboarding/password-rules';
import { useDebounced } from '@/lib/use-debounced';
import { ApiError, errorMessagesOf } from '@/lib/api-client';
import { validateEmail } from '@/lib/query/onboarding';
import { useSaveSettings, useSettings, type SettingsOwnerId } from '@/lib/query/settings';
import { EMAIL_CHECK_DELAY_MS, GENDERS, SAVED_MESSAGE_MS, US_STATES } from '@/lib/settings/constants';
import { SETTINGS_MESSAGES as M } from '@/lib/settings/messages';
import { isValidEmail } from '@/lib/onboarding/email';
import type { UserSettings } from '@/lib/settings/types';
import type { PasswordPolicy } from '@/lib/password-policy';
import { useErrorText } from '@/lib/i18n/use-error-text';
import { useLeaveGuard } from './leave-guard';
import { ProfilePhoto } from './profile-photo';
import { toFormValues, toSettingsInput, type SettingsFormValues } from './settings-form-values';

/** The stored gender values (sent to the API as they are) and their labels' keys (settings.personal.genders). */
const GENDER_KEYS = { Female: 'female', Male: 'male', 'Non-binary': 'nonBinary', 'Prefer not to say': 'preferNotToSay' } as const satisfies Record<(typeof GENDERS)[number], string>;

export function PersonalSettingsForm({ userId = 'me' }: { userId?: SettingsOwnerId }) {
  const t = useTranslations('settings.personal');
  const settings = useSettings(userId);
  if (settings.isPending) return <LoadingBlock label={t('loading')} />;
  if (settings.isError) return <LoadError title={M.userNotFound} error={settings.error} onRetry={() => void settings.refetch()} />;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="photo-title" className="rounded-3xl border border-line bg-surface p-5 shadow-card sm:p-6">
        <h2 id="photo-title" className="mb-4 text-h2 text-ink">{t('photoTitle')}</h2>
        <ProfilePhoto userId={userId} settings={settings.data} />
      </section>
      <SettingsForm userId={userId} initial={settings.data} />
    </div>
  );
}

/** 'Email has already been taken.' 1 s after the last keystroke, for a changed, well-formed address. */
function useEmailTaken(email: string, original: string): boolean {
  const settled = useDebounced(email.trim().toLowerCase(), EMAIL_CHECK_DELAY_MS);
  const [taken, setTaken] = useState<string | null>(null);
  useEffect(() => {
    if (settled === original || !isValidEmail(settled)) return;
    const controller = new AbortController();
    validateEmail(settled, controller.signal).then(
      () => setTaken(null),
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 422) setTaken(settled);
      },
    );
    return () => controller.abort();
  }, [settled, original]);
  return taken !== null && taken === email.trim().toLowerCase();
}

/**
 * The form's rules, loaded with its first check (a field left, or a submit): zod and its resolver are ~90 KB (gzip) that
 * the page's first load would otherwise parse and run before anyone has typed.
 */
function lazyResolver(policy: PasswordPolicy): Resolver<SettingsFormValues> {
  let loaded: Promise<Resolver<SettingsFormValues>> | null = null;
  return async (values, context, options) => {
    loaded ??= import('./settings-form-schema').then(
      (m) => m.settingsFormResolver(policy),
      (error: unknown) => {
        loaded = null; // offline, or a new release: the next check fetches it again
        throw error;
      },
    );
    return (await loaded)(values, context, options);
  };
}

function SettingsForm({ userId, initial }: { userId: SettingsOwnerId; initial: UserSettings }) {
  const t = useTranslations('settings');
  const errorText = useErrorText();
  const id = useId();
  const resolver = useMemo(() => lazyResolver(initial.password.policy), [initial.password.policy]);
  const form = useForm<SettingsFormValues>({ resolver, defaultValues: toFormValues(initial), mode: 'onTouched' });
  const save = useSaveSettings(userId);
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  useLeaveGuard(form.formState.isDirty);

  const [email, password, retype] = useWatch({ control: form.control, name: ['email', 'password', 'password_confirmation'] });
  const emailTaken = useEmailTaken(email, initial.email);
  const credentialsChanging = email.trim().toLowerCase() !== initial.email || password !== '' || retype !== '';
  const askCurrent = initial.password.requires_current && credentialsChanging;

  useEffect(() => {
    // The retype is checked as it is typed once longer than 3 characters.
    if (retype.length > 3) void form.trigger('password_confirmation');
  }, [retype, password, form]);

  useEffect(() => {
    if (savedAt === null) return;
    const timer = setTimeout(() => setSavedAt(null), SAVED_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [savedAt]);

  const submit = async (values: SettingsFormValues) => {
    setErrors([]);
    setSavedAt(null);
    if (emailTaken) return;
    try {
      const saved = await save.mutateAsync(toSettingsInput(values, initial));
      form.reset(toFormValues(saved.user));
      setSavedAt(Date.now());
    } catch (error) {
      setErrors([M.couldNotSave, ...errorMessagesOf(error).filter((m) => m !== M.couldNotSave)]);
    }
  };

  const f = initial.fields;
  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-6" aria-labelledby={`${id}-title`}>
      <section className="flex flex-col gap-5 rounded-3xl border border-line bg-surface p-5 shadow-card sm:p-6">
        <h2 id={`${id}-title`} className="text-h2 text-ink">{t('personal.aboutTitle')}</h2>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField<SettingsFormValues, 'first_name'> name="first_name" label={t('personal.firstName')} render={(field) => <Input autoComplete="given-name" {...field} />} />
          <FormField<SettingsFormValues, 'last_name'> name="last_name" label={t('personal.lastName')} render={(field) => <Input autoComplete="family-name" {...field} />} />
        </div>
        <FormField<SettingsFormValues, 'email'>
          name="email"
          label={t('personal.email')}
          error={emailTaken ? errorText(M.emailTaken) : undefined}
          render={(field) => <Input type="email" autoComplete="email" {...field} />}
        />
        {f.gender ? (
          <FormField<SettingsFormValues, 'gender'> name="gender" label={t('personal.gender')} aside={<Optional />} render={(field) => (
            <Select {...field}>
              <option value="">{t('notSet')}</option>
              {GENDERS.map((g) => <option key={g} value={g}>{t(`personal.genders.${GENDER_KEYS[g]}`)}</option>)}
            </Select>
          )} />
        ) : null}
        {f.birthday ? <FormField<SettingsFormValues, 'birthday'> name="birthday" label={t('personal.birthday')} aside={<Optional />} render={(field) => <Input type="date" autoComplete="bday" {...field} />} /> : null}
        {f.phone ? <FormField<SettingsFormValues, 'phone'> name="phone" label={t('personal.phone')} aside={<Optional />} render={(field) => <Input type="tel" autoComplete="tel" {...field} />} /> : null}
        {f.address ? <AddressFields /> : null}
        {f.time_zone ? <TimeZoneField /> : null}
        {f.location ? (
          <FormField<SettingsFormValues, 'location_id'> name="location_id" label={t('personal.location')} render={(field) => (
            <Select {...field}>
              <option value="">{t('personal.chooseLocation')}</option>
              {initial.locations.map((l) => <option key={l.id} value={String(l.id)}>{l.name}</option>)}
            </Select>
          )} />
        ) : null}
      </section>

      {initial.password.changeable ? (
        <section aria-labelledby={`${id}-password-title`} className="flex flex-col gap-5 rounded-3xl border border-line bg-surface p-5 shadow-card sm:p-6">
          <div>
            <h2 id={`${id}-password-title`} className="text-h2 text-ink">{t('personal.passwordTitle')}</h2>
            <p className="mt-1 text-ink-muted">{t('personal.passwordIntro')}</p>
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField<SettingsFormValues, 'password'>
              name="password"
              label={t('personal.newPassword')}
              description={password ? <PasswordChecklist id={`${id}-rules`} password={password} policy={initial.password.policy} /> : undefined}
              render={(field) => <PasswordInput autoComplete="new-password" {...field} />}
            />
            <FormField<SettingsFormValues, 'password_confirmation'> name="password_confirmation" label={t('personal.retypePassword')} render={(field) => <PasswordInput autoComplete="new-password" {...field} />} />
          </div>
        </section>
      ) : null}

      {askCurrent ? (
        <section className="rounded-3xl border border-line bg-surface p-5 shadow-card sm:p-6">
          <FormField<SettingsFormValues, 'current_password'>
            name="current_password"
            label={t('personal.currentPassword')}
            description={t('personal.currentPasswordHint')}
            render={(field) => <PasswordInput autoComplete="current-password" {...field} />}
          />
        </section>
      ) : null}

      <FormErrors messages={errors} />
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" loading={form.formState.isSubmitting} className="min-w-32">
          {t('save')}
        </Button>
        <p role="status" className="font-semibold text-success empty:hidden">
          {savedAt !== null ? t('saved') : ''}
        </p>
      </div>
    </Form>
  );
}

function Optional() {
  const t = useTranslations('settings');
  return <span className="text-sm text-ink-muted">{t('optional')}</span>;
}

function AddressFields() {
  const t = useTranslations('settings');
  return (
    <fieldset className="grid gap-5 sm:grid-cols-2">
      <legend className="mb-2 font-semibold text-ink">{t('personal.address')} <Optional /></legend>
      <FormField<SettingsFormValues, 'street'> name="street" label={t('personal.street')} className="sm:col-span-2" render={(field) => <Input autoComplete="street-address" {...field} />} />
      <FormField<SettingsFormValues, 'city'> name="city" label={t('personal.city')} render={(field) => <Input autoComplete="address-level2" {...field} />} />
      <FormField<SettingsFormValues, 'state'> name="state" label={t('personal.state')} render={(field) => (
        <Select autoComplete="address-level1" {...field}>
          <option value="">{t('notSet')}</option>
          {US_STATES.map((s) => <option key={s} value={s}>{s}</option>)}
        </Select>
      )} />
      <FormField<SettingsFormValues, 'zip'> name="zip" label={t('personal.zip')} render={(field) => <Input autoComplete="postal-code" inputMode="numeric" {...field} />} />
    </fieldset>
  );
}

let browserZones: string[] | null = null;
/** The browser's own list of time zones (computed once: useSyncExternalStore wants the same array every time). */
function timeZones(): string[] {
  browserZones ??= typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'UTC'];
  return browserZones;
}
const subscribeNever = () => () => {};

function TimeZoneField() {
  const t = useTranslations('settings');
  // The server's render (the form's data comes with the page) and hydration list only the chosen zone: Node's list of
  // zones need not be the browser's, and a different list would not hydrate. The browser's whole list follows.
  const zones = useSyncExternalStore(subscribeNever, timeZones, () => null);
  return (
    <FormField<SettingsFormValues, 'time_zone'> name="time_zone" label={t('personal.timeZone')} aside={<Optional />} render={(field) => (
      <Select {...field}>
        <option value="">{t('notSet')}</option>
        {(zones ?? (field.value ? [field.value] : [])).map((z) => <option key={z} value={z}>{z.replace(/_/g, ' ')}</option>)}
      </Select>
    )} />
  );
}
