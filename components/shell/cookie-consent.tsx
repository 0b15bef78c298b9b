'use client';
// Cookie consent for analytics: the bar appears after 2 s when no choice
// is stored; the answer is kept 90 days in the analytics_consent cookie as accept or decline.
// It never covers a form and needs no answer before signing in (interruption-card.tsx).
// Signed in, the choice is also recorded with its time through the consent API (docs/privacy.md "Consent": accept is
// `all`, decline `essential`) by the signed-in shell's sink (cookie-choice-sink.ts: the card is in the root layout,
// which loads no query cache); signed out, the privacy prompt hands it over after sign-in (policy-prompt.tsx). The
// browser's cookie stays what decides whether the card shows, so a cookie set beforehand keeps it away.
import { useEffect, useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { useOverlayTurn } from './overlay-order';
import { InterruptionCard, useModalOpen } from './interruption-card';
import { sendCookieChoice, type CookieAnswer } from './cookie-choice-sink';
import { useSession } from './session-context';

export const CONSENT_COOKIE = 'analytics_consent';
export const CONSENT_DELAY_MS = 2000;
export const CONSENT_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;

export type Consent = CookieAnswer;

export function readConsent(): Consent | null {
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=(accept|decline)(?:;|$)`));
  return (match?.[1] as Consent | undefined) ?? null;
}

export function CookieConsent() {
  const t = useTranslations('shell.cookie');
  const [due, setDue] = useState(false);
  const modal = useModalOpen();
  // In the interruption queue (overlay-order.ts); it waits while a screen asks for quiet or a dialog is open.
  const visible = useOverlayTurn('cookie', due && !modal);
  const { promotion } = useSession();
  const privacyHref = promotion?.hide_privacy_link ? null : '/legal/privacy';

  useEffect(() => {
    if (readConsent()) return;
    const timer = setTimeout(() => setDue(true), CONSENT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const choose = (consent: Consent) => {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${CONSENT_COOKIE}=${consent}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
    setDue(false);
    sendCookieChoice(consent);
  };

  if (!visible) return null;
  return (
    <InterruptionCard label={t('label')}>
      <h2 className="font-semibold text-ink">{t('title')}</h2>
      <p className="mt-1 text-sm text-ink-muted">
        {t('body')}
        {privacyHref ? (
          <>
            {' '}
            <Link href={privacyHref} className="font-medium text-brand underline">
              {t('privacyPolicy')}
            </Link>
          </>
        ) : null}
      </p>
      <div className="mt-4 flex gap-3">
        <button type="button" onClick={() => choose('decline')} className={buttonClasses('secondary', 'sm', 'flex-1')}>
          {t('decline')}
        </button>
        <button type="button" onClick={() => choose('accept')} className={buttonClasses('primary', 'sm', 'flex-1')}>
          {t('accept')}
        </button>
      </div>
    </InterruptionCard>
  );
}
