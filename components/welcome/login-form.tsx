'use client';
// Login: email, password, stay logged in, show password, forgotten password. No rule is checked here: the server's
// (lib/users/schemas.ts) FIRST error shows in the banner (hidden after 900000 ms) with the password cleared and the
// email focused. Native form state, no zod or react-hook-form: this form is part of the welcome page's first-load
// JavaScript (docs/benchmarks.md "First-load JavaScript").
import { useEffect, useRef, useState, type FormEvent } from 'react';
import Link from 'next/link';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { api, errorMessagesOf } from '@/lib/api-client';
import type { CurrentUser } from '@/lib/users/types';
import type { MfaChallenge } from '@/lib/mfa/constants';
import { useErrorBanner } from '@/components/feedback/error-banner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { focusHeadingOnNextLoad } from '@/components/shell/route-change-effects';

// Only administrators with two-step verification ever see the second step: its code loads when the password was right.
const SecondFactorForm = dynamic(() => import('@/components/mfa/second-factor-form').then((m) => m.SecondFactorForm));

export const LOGIN_ERROR_HIDE_MS = 900_000;

export interface LoginFormProps {
  defaultEmail: string;
  returnTo: string | null;
  allowAutocomplete: boolean;
  autoFocus?: boolean;
}

export function LoginForm({ defaultEmail, returnTo, allowAutocomplete, autoFocus = false }: LoginFormProps) {
  const t = useTranslations('welcome');
  const banner = useErrorBanner();
  const email = useRef<HTMLInputElement>(null);
  const password = useRef<HTMLInputElement>(null);
  const [submitting, setSubmitting] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [challenge, setChallenge] = useState<MfaChallenge | null>(null);

  useEffect(() => {
    if (autoFocus) email.current?.focus();
  }, [autoFocus]);

  const signedIn = () => {
    setLeaving(true);
    // The signed-in page starts on its heading, not on <body>.
    focusHeadingOnNextLoad();
    // A full load: every server-rendered part (header, high contrast, guards) and the query cache, which the welcome
    // page does not load, start from the new session.
    window.location.assign(returnTo ?? '/');
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || leaving) return;
    const data = new FormData(event.currentTarget);
    const values = { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? ''), stay_logged_in: data.has('stay_logged_in') };
    banner.clear();
    setSubmitting(true);
    try {
      const answer = await api.post<CurrentUser | MfaChallenge>('/users/authenticate', values, { redirectOnUnauthorized: false });
      // An administrator with two-step verification: the code comes next (docs/mfa.md).
      if ('mfa_required' in answer) setChallenge(answer);
      else signedIn();
    } catch (error) {
      banner.show(errorMessagesOf(error).slice(0, 1), { autoHideMs: LOGIN_ERROR_HIDE_MS });
      if (password.current) password.current.value = '';
      email.current?.focus();
    } finally {
      setSubmitting(false);
    }
  };

  const busy = submitting || leaving;
  if (challenge) return <SecondFactorForm challenge={challenge} onSignedIn={signedIn} onCancel={() => setChallenge(null)} />;
  return (
    // noValidate: the server's messages in the banner, not the browser's bubbles.
    <form noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-5" aria-busy={busy || undefined}>
      <Field label={t('email')}>
        <Input
          ref={email}
          name="email"
          type="email"
          inputMode="email"
          defaultValue={defaultEmail}
          autoComplete={allowAutocomplete ? 'username' : 'off'}
          autoCapitalize="none"
          spellCheck={false}
        />
      </Field>
      <Field
        label={t('password')}
        aside={
          <Link href="/welcome/forgot" className="font-semibold text-brand underline-offset-4 hover:underline">
            {t('login.forgotPassword')}
          </Link>
        }
      >
        <PasswordInput ref={password} name="password" autoComplete={allowAutocomplete ? 'current-password' : 'off'} />
      </Field>
      <label className="flex items-center gap-3 text-ink">
        {/* A native checkbox: the welcome page loads no Radix primitive for it. */}
        <input type="checkbox" name="stay_logged_in" className="size-6 shrink-0 rounded-md accent-brand" />
        {t('login.stayLoggedIn')}
      </label>
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy ? t('login.loggingIn') : t('logIn')}
      </Button>
    </form>
  );
}
