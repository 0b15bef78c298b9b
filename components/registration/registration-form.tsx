'use client';
// The registration form (email unique and retyped alike, password to the organization's pattern): react-hook-form
// with the shared request schema. Email uniqueness is checked 1 s after typing, the password against the
// organization's rules (a live checklist; errors after a 1 s pause); the initial evaluation's registration
// questions use the evaluation screen's fields. POST /users signs the new user in.
import { useEffect, useId, useState, type ReactNode } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { RegistrationInput } from '@/lib/onboarding/schemas';
import { PASSWORD_CHECK_DELAY_MS } from '@/lib/onboarding/constants';
import type { ContentItem } from '@/lib/content/types';
import type { EligibilityRecord } from '@/lib/onboarding/types';
import { ContentHtml, contentTitle } from '@/components/ui/content-html';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Checkbox } from '@/components/ui/checkbox';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { PasswordChecklist } from '@/components/onboarding/password-rules';
import { useDebounced } from '@/lib/use-debounced';
import { questionsAt } from '@/lib/evaluations/answers';
import type { RegistrationQuestions } from '@/lib/evaluations/types';
import { emptyAnswers } from '@/components/evaluations/answer-form';
import { EvaluationFields } from '@/components/evaluations/evaluation-fields';
import { registrationFormSchema, type RegistrationFormValues, type RegistrationRules } from './registration-schema';
import { LocationPicker, type LocationOption } from './location-picker';
import { ProfileFields } from './profile-fields';
import { useEmailAvailability } from './use-email-availability';
import { useEligibilityNames } from './use-eligibility-names';
import { Check } from '@/components/ui/icons';

export interface RegistrationFormProps {
  rules: RegistrationRules;
  eligibility: EligibilityRecord | null;
  eligibilityLabel: string | null;
  locations: LocationOption[];
  locationLabels: string[];
  showLeaderboardOptIn: boolean;
  defaultTimeZone: string;
  allowAutocomplete: boolean;
  content: { termsAgreement: ContentItem | null; leaderboardOptIn: ContentItem | null };
  /** The initial evaluation's registration questions (rules.questions holds the same list). */
  evaluation: RegistrationQuestions['evaluation_definition'];
  onSubmit: (body: RegistrationInput) => Promise<void>;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-5 border-t border-line pt-8 first:border-t-0 first:pt-0">
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}

export function RegistrationForm(props: RegistrationFormProps) {
  const { rules, eligibility, eligibilityLabel, locations, locationLabels, showLeaderboardOptIn, defaultTimeZone, allowAutocomplete, content, evaluation } = props;
  const t = useTranslations('registration.form');
  const id = useId();
  const form = useForm<RegistrationFormValues, unknown, RegistrationInput>({
    resolver: zodResolver(registrationFormSchema(rules, { retypeEmail: t('pleaseRetypeEmail'), retypePassword: t('pleaseRetypePassword') })),
    mode: 'onTouched',
    defaultValues: {
      email: '',
      email_confirmation: '',
      password: '',
      password_confirmation: '',
      profile: {
        first_name: eligibility?.first_name ?? '',
        last_name: eligibility?.last_name ?? '',
        gender: '', birthday: '', phone: '', address: { street: '', city: '', state: '', zip: '' }, time_zone: defaultTimeZone,
      },
      location_id: null,
      opted_in_individual_leaderboard: true,
      answers: emptyAnswers(rules.questions),
    },
  });
  const { register, control, setValue, trigger, formState } = form;
  const { errors, isSubmitting, submitCount } = formState;
  const [email, password, passwordConfirmation, locationId] = useWatch({ control, name: ['email', 'password', 'password_confirmation', 'location_id'] });
  // A location-tagged question is asked once the chosen location carries its tag.
  const questions = questionsAt(rules.questions, locationId);
  const availability = useEmailAvailability(email);
  const [leaving, setLeaving] = useState(false);
  // The record's names, once the email typed is the one on file (never from the identifier alone).
  useEligibilityNames(eligibility, email, availability === 'free', (names) => {
    if (names.first_name && !form.getValues('profile.first_name')) setValue('profile.first_name', names.first_name, { shouldValidate: true });
    if (names.last_name && !form.getValues('profile.last_name')) setValue('profile.last_name', names.last_name, { shouldValidate: true });
  });

  // The password and its retype are checked after a 1 s pause, not on every key.
  const settledPassword = useDebounced(`${password}\u0000${passwordConfirmation}`, PASSWORD_CHECK_DELAY_MS);
  useEffect(() => {
    if (settledPassword !== '\u0000') void trigger(passwordConfirmation ? ['password', 'password_confirmation'] : ['password']);
  }, [settledPassword]); // eslint-disable-line react-hooks/exhaustive-deps -- only when the pause ends

  const autocomplete = (token: string) => (allowAutocomplete ? token : 'off');
  const taken = availability === 'taken';
  const emailError = errors.email?.message ?? (taken ? 'taken' : undefined);

  const submit = async (body: RegistrationInput) => {
    if (taken) return;
    await props.onSubmit(body);
    setLeaving(true);
  };

  const busy = isSubmitting || leaving;
  return (
    <Form form={form} onSubmit={submit} aria-busy={busy} className="flex flex-col gap-8">
      <Section title={t('accountSection')}>
        <Field
          id={`${id}-email`}
          label={t('workEmail')}
          error={
            taken ? (
              t.rich('emailTaken', {
                link: (chunks) => (
                  <Link href="/welcome?login" className="font-semibold underline">
                    {chunks}
                  </Link>
                ),
              })
            ) : emailError
          }
          description={availability === 'checking' ? t('checking') : availability === 'free' ? <span className="text-success">{t('available')}</span> : undefined}
        >
          <Input
            type="email"
            inputMode="email"
            autoComplete={autocomplete('email')}
            autoCapitalize="none"
            spellCheck={false}
           
           
            {...register('email')}
          />
        </Field>
        <Field id={`${id}-email2`} label={t('retypeEmail')} error={errors.email_confirmation?.message}>
          <Input
            type="email"
            inputMode="email"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
           
           
            {...register('email_confirmation')}
          />
        </Field>
        <Field id={`${id}-password`} label={t('password')} error={errors.password?.message} description={<PasswordChecklist id={`${id}-rules`} password={password} policy={rules.policy} />}>
          <PasswordInput autoComplete={autocomplete('new-password')} {...register('password')} />
        </Field>
        <Field id={`${id}-password2`} label={t('retypePassword')} error={errors.password_confirmation?.message}>
          <PasswordInput autoComplete={autocomplete('new-password')} {...register('password_confirmation')} />
        </Field>
      </Section>

      <Section title={t('aboutSection')}>
        {eligibility && eligibilityLabel ? (
          <p className="flex items-center gap-2 rounded-2xl bg-success-soft px-4 py-3 text-sm font-medium text-success">
            <Check className="size-5 shrink-0" aria-hidden="true" />
            {t('eligibilityConfirmed', { label: eligibilityLabel, identifier: eligibility.identifier })}
          </p>
        ) : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id={`${id}-first`} label={t('firstName')} error={errors.profile?.first_name?.message}>
            <Input autoComplete={autocomplete('given-name')} {...register('profile.first_name')} />
          </Field>
          <Field id={`${id}-last`} label={t('lastName')} error={errors.profile?.last_name?.message}>
            <Input autoComplete={autocomplete('family-name')} {...register('profile.last_name')} />
          </Field>
        </div>
        <ProfileFields show={rules.show} defaultTimeZone={defaultTimeZone} register={register} errors={errors} />
      </Section>

      {locations.length ? (
        <Section title={t('workSection')}>
          <LocationPicker
            locations={locations}
            labels={locationLabels}
            error={errors.location_id?.message}
            onChange={(leaf) => setValue('location_id', leaf, { shouldValidate: submitCount > 0 })}
          />
        </Section>
      ) : null}

      {evaluation && questions.length ? (
        <Section title={evaluation.name}>
          {evaluation.message ? <p className="-mt-2 text-ink-muted">{evaluation.message}</p> : null}
          <EvaluationFields
            questions={questions}
            idPrefix={`${id}-eval`}
            registerAnswer={(key) => register(`answers.${key}`)}
            errors={errors.answers}
          />
        </Section>
      ) : null}

      <div className="flex flex-col gap-5 border-t border-line pt-8">
        {showLeaderboardOptIn ? (
          <FormField
            name="opted_in_individual_leaderboard"
            layout="inline"
            label={contentTitle(content.leaderboardOptIn?.content_html, t('leaderboardOptIn'))}
            render={({ value, onChange, ...field }) => <Checkbox {...field} checked={value} onCheckedChange={(checked) => onChange(checked === true)} />}
          />
        ) : null}
        {content.termsAgreement?.content_html ? <ContentHtml html={content.termsAgreement.content_html} className="text-sm text-ink-muted" /> : null}
        <Button type="submit" size="lg" disabled={busy} className="w-full">
          {busy ? t('creating') : t('create')}
        </Button>
      </div>
    </Form>
  );
}
