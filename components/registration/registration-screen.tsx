'use client';
// /register: frozen behind 'Cannot Register' when can_register says no;
// behind the eligibility dialog when the promotion verifies eligibility (closing it without a validated record
// returns to welcome); then the form, prefilled and linked from the validated record. Success → /walkthrough.
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useErrorText } from '@/lib/i18n/use-error-text';
import { ApiError, errorMessagesOf } from '@/lib/api-client';
import { ONBOARDING_MESSAGES as M } from '@/lib/onboarding/messages';
import type { RegistrationInput } from '@/lib/onboarding/schemas';
import { useSession } from '@/components/shell/session-context';
import { registerUser } from '@/lib/query/onboarding';
import type { EligibilityRecord } from '@/lib/onboarding/types';
import { DEFAULT_PASSWORD_POLICY, type PasswordPolicy } from '@/lib/password-policy';
import { useErrorBanner } from '@/components/feedback/error-banner';
import { Dialog } from '@/components/ui/dialog';
import { buttonClasses } from '@/components/ui/button';
import { ContentHtml, contentTitle } from '@/components/ui/content-html';
import { OnboardingBackdrop } from '@/components/onboarding/backdrop';
import { EligibilityDialog } from './eligibility-dialog';
import { RegistrationForm } from './registration-form';
import type { LocationOption, RegistrationPageData } from '@/lib/pages/types';
import { focusHeadingOnNextLoad } from '@/components/shell/route-change-effects';

export type RegistrationLocation = LocationOption;

export type RegistrationData = RegistrationPageData;

function browserTimeZone(fallback: string): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || fallback;
  } catch {
    return fallback;
  }
}

function policyOf(organization: Partial<PasswordPolicy> | undefined): PasswordPolicy {
  return { ...DEFAULT_PASSWORD_POLICY, ...organization };
}

export function RegistrationScreen(data: RegistrationData) {
  const t = useTranslations('registration');
  // Why registration is closed: the server's words, or lib/onboarding/messages.ts's, in the reader's language.
  const errorText = useErrorText();
  const router = useRouter();
  const banner = useErrorBanner();
  const { promotion } = useSession();
  const [blocked, setBlocked] = useState<string | null>(data.status.can_register ? null : (data.status.message ?? M.registrationClosed));
  const [eligibility, setEligibility] = useState<EligibilityRecord | null>(null);
  const needsEligibility = data.eligibilityLabel !== null && eligibility === null;
  const backToWelcome = () => router.push('/welcome');

  const submit = async (body: RegistrationInput) => {
    banner.clear();
    try {
      await registerUser({ ...body, eligibility_id: eligibility?.id, eligibility_identifier: eligibility?.identifier });
      // A full load: header, guards and query cache all start from the new session.
      focusHeadingOnNextLoad();
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load on purpose: the server renders from the new session/cookie
      window.location.assign('/walkthrough');
    } catch (error) {
      // 403: registration closed (or filled up) while the form was open.
      if (error instanceof ApiError && error.status === 403) return setBlocked(error.errors[0] ?? M.registrationClosed);
      banner.show(errorMessagesOf(error, M.unexpectedRegistrationError).slice(0, 1));
      window.scrollTo({ top: 0, behavior: 'smooth' });
      throw error;
    }
  };

  const intro = data.content.intro;
  return (
    <OnboardingBackdrop>
      <div className="mx-auto w-full max-w-3xl px-4 pt-10 pb-16 sm:px-6 sm:pt-14">
        <header className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wider text-brand uppercase">{data.programName}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink text-balance sm:text-4xl">{contentTitle(intro?.title_html, t('title'))}</h1>
          {intro?.content_html ? <ContentHtml html={intro.content_html} className="mt-3 text-lg leading-relaxed text-ink-muted" /> : null}
        </header>
        <div className="mt-8 rounded-3xl border border-line bg-surface p-6 shadow-card sm:p-10">
          {blocked || needsEligibility ? (
            <div className="flex flex-col items-start gap-4">
              <p className="text-ink-muted">{blocked ? errorText(blocked) : t('screen.confirmEligibility', { label: data.eligibilityLabel ?? '' })}</p>
              <button type="button" onClick={backToWelcome} className={buttonClasses('secondary')}>
                {t('screen.backToWelcome')}
              </button>
            </div>
          ) : (
            <RegistrationForm
              rules={{
                policy: policyOf(promotion?.organization), locationRequired: data.locations.length > 0, show: data.show,
                questions: data.registrationQuestions.questions,
              }}
              evaluation={data.registrationQuestions.evaluation_definition}
              eligibility={eligibility}
              eligibilityLabel={data.eligibilityLabel}
              locations={data.locations}
              locationLabels={data.locationLabels}
              showLeaderboardOptIn={data.show.individualLeaderboard}
              defaultTimeZone={browserTimeZone(data.promotionTimeZone)}
              allowAutocomplete={promotion?.organization.flags.allow_autocomplete ?? true}
              content={data.content}
              onSubmit={submit}
            />
          )}
          <p className="mt-8 text-center text-ink-muted">
            {t.rich('screen.alreadyRegistered', {
              link: (chunks) => (
                <a href="/welcome?login" className="font-semibold text-brand underline-offset-4 hover:underline">
                  {chunks}
                </a>
              ),
            })}
          </p>
        </div>
      </div>

      <Dialog open={blocked !== null} onClose={backToWelcome} title={t('screen.cannotRegister')} description={blocked ? errorText(blocked) : blocked} size="sm" alert>
        <div className="flex justify-end">
          <button type="button" autoFocus onClick={backToWelcome} className={buttonClasses('primary')}>
            {t('screen.backToWelcome')}
          </button>
        </div>
      </Dialog>
      {data.eligibilityLabel ? (
        <EligibilityDialog
          open={blocked === null && needsEligibility}
          label={data.eligibilityLabel}
          intro={data.content.eligibilityIntro}
          help={data.content.eligibilityHelp}
          onValidated={setEligibility}
          onClose={backToWelcome}
        />
      ) : null}
    </OnboardingBackdrop>
  );
}
