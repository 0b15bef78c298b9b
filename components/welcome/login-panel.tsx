'use client';
// The login card of the welcome page: a short invitation with a Log in button, or the form itself
// (?login, or after the button). Hidden behind a single-sign-on button when the organization uses SSO (docs/sso.md).
import { useEffect, useRef, useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useErrorText } from '@/lib/i18n/use-error-text';
import { LogIn } from 'lucide-react';
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
  const t = useTranslations('welcome');
  const errorText = useErrorText();
  const banner = useErrorBanner();

  // Why the visitor is here: errors a 401 carried over, or a signed-in page asking to log in ('Please log in.').
  const announced = useRef(false);
  useEffect(() => {
    if (announced.current) return;
    announced.current = true;
    const carried = takeFlashErrors();
    if (carried.length) banner.show(carried);
    else if (askedToLogIn) banner.show(t('login.pleaseLogIn'), { tone: 'info' });
    else if (passwordWasReset) banner.show(t('login.passwordChanged'), { tone: 'info' });
  }, [askedToLogIn, banner, passwordWasReset, t]);

  return (
    <section aria-labelledby="login-title" className="rounded-3xl border border-line bg-surface p-6 shadow-card sm:p-8">
      {signedInAs ? (
        <>
          <h2 id="login-title" className="text-h2 text-ink">
            {t('login.welcomeBack')}
          </h2>
          <p className="mt-2 text-ink-muted">{t('login.signedInAs', { name: signedInAs })}</p>
          <Link href="/" className={buttonClasses('primary', 'lg', 'mt-6 w-full')}>
            {t('login.continueTo', { programName })}
          </Link>
        </>
      ) : sso && !openLogin ? (
        // Single sign-on: no password form (administrators of the program still reach it by /welcome?login).
        <>
          <h2 id="login-title" className="text-h2 text-ink">
            {t('logIn')}
          </h2>
          <p className="mt-2 text-ink-muted">{sso.label ? t('login.ssoIntroNamed', { label: sso.label }) : t('login.ssoIntro')}</p>
          {sso.url ? (
            <a href={sso.url} className={buttonClasses('primary', 'lg', 'mt-6 w-full')}>
              <LogIn className="size-5" aria-hidden="true" />
              {sso.label ? t('login.ssoButtonNamed', { label: sso.label }) : t('login.ssoButton')}
            </a>
          ) : null}
        </>
      ) : formShown ? (
        <>
          <h2 id="login-title" className="text-h2 text-ink">
            {t('logIn')}
          </h2>
          <p className="mt-2 text-ink-muted">{t('login.formIntro')}</p>
          <LoginForm {...props} autoFocus={focusForm} />
        </>
      ) : (
        <>
          <h2 id="login-title" className="text-h2 text-ink">
            {t('login.readyTitle')}
          </h2>
          <p className="mt-2 text-ink-muted">{registrationOpen ? t('login.readyBodyRegister') : t('login.readyBody')}</p>
          <div className="mt-6 flex flex-col gap-3">
            <button
              type="button"
              onClick={() => {
                setFormShown(true);
                setFocusForm(true);
              }}
              className={buttonClasses('primary', 'lg', 'w-full')}
            >
              {t('logIn')}
            </button>
            {registrationOpen ? (
              <Link href="/register" className={buttonClasses('secondary', 'lg', 'w-full')}>
                {t('login.createAccount')}
              </Link>
            ) : registrationMessage ? (
              <p className="rounded-2xl bg-surface-muted px-4 py-3 text-sm text-ink-muted">{errorText(registrationMessage)}</p>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
