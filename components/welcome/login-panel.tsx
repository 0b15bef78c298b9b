'use client';
// The login card of the welcome page: a short invitation with a Log in button, or the form itself
// (?login, or after the button). Hidden behind a single-sign-on button when the organization uses SSO (docs/sso.md).
import { useEffect, useRef, useState } from 'react';
import Link from 'next/link';
import { LogIn } from 'lucide-react';
import { MESSAGES } from '@/lib/messages';
import { takeFlashErrors } from '@/lib/api-client';
import { useErrorBanner } from '@/components/feedback/error-banner';
import { buttonClasses } from '@/components/ui/button';
import { LoginForm } from './login-form';

export interface LoginPanelProps {
  programName: string;
  signedInAs: string | null;
  defaultEmail: string;
  openLogin: boolean;
  returnTo: string | null;
  askedToLogIn: boolean;
  registrationOpen: boolean;
  /** Why registration is not open (can_register's message), shown instead of the button. */
  registrationMessage?: string | null;
  /** ?password_reset: back from the reset-password dialog. */
  passwordWasReset?: boolean;
  allowAutocomplete: boolean;
  sso: { label: string | null; url: string | null } | null;
}

export function LoginPanel(props: LoginPanelProps) {
  const { programName, signedInAs, openLogin, askedToLogIn, registrationOpen, registrationMessage, passwordWasReset, sso } = props;
  const [formShown, setFormShown] = useState(openLogin);
  const [focusForm, setFocusForm] = useState(false);
  const banner = useErrorBanner();

  // Why the visitor is here: errors a 401 carried over, or a signed-in page asking to log in ('Please log in.').
  const announced = useRef(false);
  useEffect(() => {
    if (announced.current) return;
    announced.current = true;
    const carried = takeFlashErrors();
    if (carried.length) banner.show(carried);
    else if (askedToLogIn) banner.show(MESSAGES.pleaseLogIn, { tone: 'info' });
    else if (passwordWasReset) banner.show('Your password was changed. Log in with your new password.', { tone: 'info' });
  }, [askedToLogIn, banner, passwordWasReset]);

  return (
    <section aria-labelledby="login-title" className="rounded-3xl border border-line bg-surface p-6 shadow-card sm:p-8">
      {signedInAs ? (
        <>
          <h2 id="login-title" className="text-h2 text-ink">
            Welcome back
          </h2>
          <p className="mt-2 text-ink-muted">You are signed in as {signedInAs}.</p>
          <Link href="/" className={buttonClasses('primary', 'lg', 'mt-6 w-full')}>
            Continue to {programName}
          </Link>
        </>
      ) : sso && !openLogin ? (
        // Single sign-on: no password form (administrators of the program still reach it by /welcome?login).
        <>
          <h2 id="login-title" className="text-h2 text-ink">
            Log in
          </h2>
          <p className="mt-2 text-ink-muted">Your organization signs you in with {sso.label || 'its single sign-on'}.</p>
          {sso.url ? (
            <a href={sso.url} className={buttonClasses('primary', 'lg', 'mt-6 w-full')}>
              <LogIn className="size-5" aria-hidden="true" />
              Sign in with {sso.label || 'single sign-on'}
            </a>
          ) : null}
        </>
      ) : formShown ? (
        <>
          <h2 id="login-title" className="text-h2 text-ink">
            Log in
          </h2>
          <p className="mt-2 text-ink-muted">Good to see you. Pick up where you left off.</p>
          <LoginForm {...props} autoFocus={focusForm} />
        </>
      ) : (
        <>
          <h2 id="login-title" className="text-h2 text-ink">
            Ready to begin?
          </h2>
          <p className="mt-2 text-ink-muted">{registrationOpen ? 'Log in to continue your program, or create an account if you are new here.' : 'Log in to continue your program.'}</p>
          <div className="mt-6 flex flex-col gap-3">
            <button
              type="button"
              onClick={() => {
                setFormShown(true);
                setFocusForm(true);
              }}
              className={buttonClasses('primary', 'lg', 'w-full')}
            >
              Log in
            </button>
            {registrationOpen ? (
              <Link href="/register" className={buttonClasses('secondary', 'lg', 'w-full')}>
                Create an account
              </Link>
            ) : registrationMessage ? (
              <p className="rounded-2xl bg-surface-muted px-4 py-3 text-sm text-ink-muted">{registrationMessage}</p>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
