'use client';
// /welcome?reset_password={token} (social-engagement.md "Welcome and public pages", §5, §8): the token is verified
// first ('Cannot verify reset password token.'); the new password and its confirmation are checked against the
// organization's rules after a 1 s pause; PUT /users/password_reset, then the page reloads to the login.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { ApiError } from '@/lib/api-client';
import { PASSWORD_CHECK_DELAY_MS } from '@/lib/onboarding/constants';
import { ONBOARDING_MESSAGES as M } from '@/lib/onboarding/messages';
import { passwordProblems, DEFAULT_PASSWORD_POLICY } from '@/lib/password-policy';
import { resetPassword, verifyPasswordReset } from '@/lib/query/onboarding';
import { useCurrentPromotion } from '@/lib/query/promotions';
import { Dialog } from '@/components/ui/dialog';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { describedBy, Field, FormErrors } from '@/components/onboarding/form-field';
import { PasswordInput } from '@/components/onboarding/password-input';
import { PasswordChecklist } from '@/components/onboarding/password-rules';
import { useDebounced } from '@/components/onboarding/use-debounced';

type Stage = 'verifying' | 'invalid' | 'form';

export function ResetPasswordDialog({ token }: { token: string }) {
  const id = useId();
  const router = useRouter();
  const { data: promotion } = useCurrentPromotion();
  const policy = promotion ? { ...DEFAULT_PASSWORD_POLICY, ...promotion.organization } : DEFAULT_PASSWORD_POLICY;
  const [open, setOpen] = useState(true);
  const [stage, setStage] = useState<Stage>('verifying');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let cancelled = false;
    verifyPasswordReset(token)
      .then(({ allow }) => !cancelled && setStage(allow ? 'form' : 'invalid'))
      .catch(() => !cancelled && setStage('invalid'));
    return () => {
      cancelled = true;
    };
  }, [token]);

  // §5: both checks wait for a 1 s pause in typing (or a submit).
  const settledKey = useDebounced(`${password}\u0000${confirmation}`, PASSWORD_CHECK_DELAY_MS);
  const [settledPassword, settledConfirmation] = settledKey.split('\u0000');
  const checked = submitted ? { password, confirmation } : { password: settledPassword, confirmation: settledConfirmation };
  const passwordError = checked.password || submitted ? passwordProblems(checked.password, policy)[0] : undefined;
  const confirmationError = (checked.confirmation || submitted) && checked.confirmation !== checked.password ? M.passwordsDoNotMatch : undefined;

  const close = () => {
    setOpen(false);
    router.replace('/welcome?login');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerErrors([]);
    if (passwordProblems(password, policy).length || password !== confirmation) return;
    setSaving(true);
    try {
      await resetPassword(token, password, confirmation);
      // A full reload to the login: any old session is gone (the reset signs every session out).
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load on purpose: the server renders from the new session/cookie
      window.location.assign('/welcome?login&password_reset');
    } catch (error) {
      setSaving(false);
      setServerErrors(error instanceof ApiError && error.status === 422 ? error.errors : [M.couldNotResetPassword]);
    }
  };

  return (
    <Dialog open={open} onClose={close} closeOnBackdrop={false} title="Choose a new password" description={stage === 'form' ? 'Pick something you will remember. It must follow your organization’s rules.' : undefined}>
      {stage === 'verifying' ? (
        <div className="grid min-h-24 place-items-center">
          <Spinner label="Checking your link…" />
        </div>
      ) : stage === 'invalid' ? (
        <div className="flex flex-col gap-5">
          <FormErrors messages={[M.cannotVerifyResetToken]} />
          <p className="text-ink-muted">The link may have expired or been used already. You can ask for a new one.</p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" onClick={close} className={buttonClasses('secondary')}>
              Close
            </button>
            <button type="button" onClick={() => router.replace('/welcome/forgot')} className={buttonClasses('primary')}>
              Send a new link
            </button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-5">
          <FormErrors messages={serverErrors} />
          <Field id={`${id}-password`} label="New password" error={passwordError} hint={<PasswordChecklist id={`${id}-rules`} password={password} policy={policy} />}>
            <PasswordInput autoComplete="new-password" autoFocus value={password} onChange={(e) => setPassword(e.target.value)} {...describedBy(`${id}-password`, passwordError, true)} />
          </Field>
          <Field id={`${id}-confirmation`} label="Confirm new password" error={confirmationError}>
            <PasswordInput autoComplete="new-password" value={confirmation} onChange={(e) => setConfirmation(e.target.value)} {...describedBy(`${id}-confirmation`, confirmationError)} />
          </Field>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" onClick={close} className={buttonClasses('secondary')}>
              Cancel
            </button>
            <button type="submit" disabled={saving} className={buttonClasses('primary')}>
              {saving ? 'Saving…' : 'Save new password'}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
