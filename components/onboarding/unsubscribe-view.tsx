'use client';
// /unsubscribe?email: unsubscribes the address from every
// email as soon as the page opens (POST /unsubscribe). States: loading (the indicator appears after 500 ms, so a
// quick answer does not flash it), unsubscribed, error.
import { useEffect, useRef, useState } from 'react';
import Link from 'next/link';
import { UNSUBSCRIBE_LOADING_DELAY_MS } from '@/lib/onboarding/constants';
import { ONBOARDING_MESSAGES as M } from '@/lib/onboarding/messages';
import { unsubscribe } from '@/lib/query/onboarding';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { OnboardingBackdrop } from './backdrop';
import { Check } from '@/components/ui/icons';

type State = 'loading' | 'unsubscribed' | 'error';

export function UnsubscribeView({ email, token, promotionId, signedIn }: { email: string; token: string; promotionId: number | undefined; signedIn: boolean }) {
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
              Unsubscribing…
            </h1>
            <div className="mt-6 grid min-h-10 place-items-center">{slow ? <Spinner label="Unsubscribing…" /> : null}</div>
          </>
        ) : state === 'unsubscribed' ? (
          <>
            <span className="mx-auto grid size-14 place-items-center rounded-full bg-success-soft text-success" aria-hidden="true">
              <Check className="size-7" strokeWidth={2} />
            </span>
            <h1 id="unsubscribe-title" className="mt-4 text-2xl font-bold tracking-tight text-ink">
              You’re unsubscribed
            </h1>
            <p role="status" className="mt-3 text-ink-muted">
              We won’t send any more emails to <strong className="[overflow-wrap:anywhere] text-ink">{email}</strong>.
            </p>
            <p className="mt-3 text-sm text-ink-muted">Changed your mind? You can choose which emails you get in your email preferences at any time.</p>
            <Link href={signedIn ? '/settings/email' : '/welcome?login'} className={buttonClasses('secondary', 'md', 'mt-6')}>
              {signedIn ? 'Email preferences' : 'Log in to choose emails'}
            </Link>
          </>
        ) : (
          <>
            <h1 id="unsubscribe-title" className="text-2xl font-bold tracking-tight text-ink">
              Unsubscribe
            </h1>
            <p role="alert" className="mt-4 rounded-2xl bg-danger-soft px-4 py-3 font-medium text-danger">
              {M.unsubscribeFailure}
            </p>
            <p className="mt-4 text-sm text-ink-muted">Please use the link in your email again, or change your email preferences after logging in.</p>
            <Link href={signedIn ? '/settings/email' : '/welcome?login'} className={buttonClasses('secondary', 'md', 'mt-6')}>
              {signedIn ? 'Email preferences' : 'Log in'}
            </Link>
          </>
        )}
      </section>
    </OnboardingBackdrop>
  );
}
