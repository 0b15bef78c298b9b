'use client';
// The privacy policy prompt (docs/privacy.md "Consent"): a participant who has not accepted the current version of
// the policy is asked, in the interruption queue's "policy" turn (components/shell/overlay-order.ts), after any
// celebration and before the cookie card. Accepting records the version through PUT /users/me/consent; "Not now"
// puts it away for this browser session. Registering accepts the version the form links to, so only a new version of
// the policy asks again. Nothing shows while an administrator views the program as the person (ask_now is false).
// It also hands the server a cookie choice this browser made before signing in, so the record follows the card.
import { useEffect, useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useConsent, useRecordConsent, cookieChoiceOf } from '@/lib/query/privacy';
import { useCurrentPromotion } from '@/lib/query/promotions';
import { errorMessagesOf } from '@/lib/api-client';
import { PRIVACY_POLICY_VERSION } from '@/lib/privacy/constants';
import { buttonClasses } from '@/components/ui/button';
import { useOverlayTurn } from '@/components/shell/overlay-order';
import { InterruptionCard, useModalOpen } from '@/components/shell/interruption-card';
import { readConsent } from '@/components/shell/cookie-consent';

const LATER_KEY = 'renew.privacy-policy-later';

function laterThisSession(version: string): boolean {
  try {
    return sessionStorage.getItem(LATER_KEY) === version;
  } catch {
    return false;
  }
}

export function PrivacyPolicyPrompt() {
  const t = useTranslations('privacy.prompt');
  const { data: consent } = useConsent(true);
  const record = useRecordConsent();
  const modal = useModalOpen();
  const { data: promotion } = useCurrentPromotion();
  const [later, setLater] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const version = consent?.current_privacy_policy_version ?? '';
  const wants = !!consent?.ask_now && !later && !laterThisSession(version);
  const visible = useOverlayTurn('policy', wants && !modal);

  // A cookie choice made in this browser (before signing in, or on another account's page) that the server lacks.
  const { mutate } = record;
  const serverChoice = consent?.cookie_choice;
  const canRecord = consent !== undefined && !consent.viewed_as;
  useEffect(() => {
    if (!canRecord) return;
    const local = readConsent();
    if (local && cookieChoiceOf(local) !== serverChoice) mutate({ cookie_choice: cookieChoiceOf(local) });
  }, [canRecord, serverChoice, mutate]);

  if (!visible) return null;
  const privacyHref = promotion?.hide_privacy_link ? null : '/legal/privacy';

  const notNow = () => {
    try {
      sessionStorage.setItem(LATER_KEY, version);
    } catch {
      // no session storage: put away for this page only
    }
    setLater(true);
  };
  const accept = () => {
    setError(null);
    // The version this page was built with: a server already on a newer one refuses it, and the reload asks anew.
    record.mutate({ privacy_policy_version: PRIVACY_POLICY_VERSION }, { onError: (e) => setError(errorMessagesOf(e)[0] ?? null) });
  };

  return (
    <InterruptionCard label={t('label')} testId="privacy-policy-prompt">
      <h2 className="font-semibold text-ink">{t('title')}</h2>
      <p className="mt-1 text-sm text-ink-muted">
        {t('body')}{' '}
        {privacyHref ? (
          <Link href={privacyHref} className="font-medium text-brand underline">
            {t('policyLink')}
          </Link>
        ) : null}
        {privacyHref ? ' · ' : null}
        <Link href="/settings/what-my-employer-sees" className="font-medium text-brand underline">
          {t('employerLink')}
        </Link>
      </p>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div className="mt-4 flex gap-3">
        <button type="button" onClick={notNow} className={buttonClasses('secondary', 'sm', 'flex-1')}>
          {t('notNow')}
        </button>
        <button type="button" onClick={accept} disabled={record.isPending} className={buttonClasses('primary', 'sm', 'flex-1')}>
          {t('accept')}
        </button>
      </div>
    </InterruptionCard>
  );
}
