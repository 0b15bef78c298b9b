'use client';
// /unsubscribe?email: unsubscribes the address from every
// email as soon as the page opens (POST /unsubscribe). States: loading (the indicator appears after 500 ms, so a
// quick answer does not flash it), unsubscribed, error.
import { useEffect, useRef, useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { UNSUBSCRIBE_LOADING_DELAY_MS } from '@/lib/onboarding/constants';
import { unsubscribe } from '@/lib/query/onboarding';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { OnboardingBackdrop } from './backdrop';
import { Check } from '@/components/ui/icons';

type State = 'loading' | 'unsubscribed' | 'error';

export function UnsubscribeView({ email, token, promotionId, signedIn }: { email: string; token: string; promotionId: number | undefined; signedIn: boolean }) {
  const t = useTranslations('onboarding.unsubscribe');
  const [state, setState] = useState<State>(email ? 'loading' : 'error');
  const [slow, setSlow] = useState(false);
  const sent = useRef(false);

  useEffect(() => {
    if (!email || sent.current) return;
    sent.current = true; // once, also under React's development double effects
    const timer = setTimeout(() => setSlow(true), UNSUBSCRIBE_LOADING_DELAY_MS);
    unsubscribe(email, promotionId, token)
      .then(() => setState('unsubscribed'))
      .catch(() => setState('error'))
      .finally(() => clearTimeout(timer));
  }, [email, promotionId, token]);

  return (
    <OnboardingBackdrop className="items-center px-4 py-12 sm:py-20">
      <section aria-labelledby="unsubscribe-title" aria-busy={state === 'loading'} className="w-full max-w-md rounded-3xl border border-line bg-surface p-8 text-center shadow-card">
        {state === 'loading' ? (
          <>
            <h1 id="unsubscribe-title" className="text-2xl font-bold tracking-tight text-ink">
              {t('loading')}
            </h1>
            <div className="mt-6 grid min-h-10 place-items-center">{slow ? <Spinner label={t('loading')} /> : null}</div>
          </>
        ) : state === 'unsubscribed' ? (
          <>
            <span className="mx-auto grid size-14 place-items-center rounded-full bg-success-soft text-success" aria-hidden="true">
              <Check className="size-7" strokeWidth={2} />
            </span>
            <h1 id="unsubscribe-title" className="mt-4 text-2xl font-bold tracking-tight text-ink">
              {t('doneTitle')}
            </h1>
            <p role="status" className="mt-3 text-ink-muted">
              {t.rich('doneBody', { email, strong: (chunks) => <strong className="[overflow-wrap:anywhere] text-ink">{chunks}</strong> })}
            </p>
            <p className="mt-3 text-sm text-ink-muted">{t('changedMind')}</p>
            <Link href={signedIn ? '/settings/email' : '/welcome?login'} className={buttonClasses('secondary', 'md', 'mt-6')}>
              {signedIn ? t('emailPreferences') : t('logInToChoose')}
            </Link>
          </>
        ) : (
          <>
            <h1 id="unsubscribe-title" className="text-2xl font-bold tracking-tight text-ink">
              {t('title')}
            </h1>
            <p role="alert" className="mt-4 rounded-2xl bg-danger-soft px-4 py-3 font-medium text-danger">
              {t('failure')}
            </p>
            <p className="mt-4 text-sm text-ink-muted">{t('retry')}</p>
            <Link href={signedIn ? '/settings/email' : '/welcome?login'} className={buttonClasses('secondary', 'md', 'mt-6')}>
              {signedIn ? t('emailPreferences') : t('logIn')}
            </Link>
          </>
        )}
      </section>
    </OnboardingBackdrop>
  );
}
