'use client';
// /welcome?reset_password={token}: the token is verified
// first ('Cannot verify reset password token.'); the new password and its confirmation are checked against the
// organization's rules after a 1 s pause; PUT /users/password_reset, then the page reloads to the login.
// Native form state, no zod: the checks are lib/password-policy.ts's, the same the server runs (docs/benchmarks.md "First-load JavaScript").
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api-client';
import { PASSWORD_CHECK_DELAY_MS } from '@/lib/onboarding/constants';
import { ONBOARDING_MESSAGES as M } from '@/lib/onboarding/messages';
import { passwordProblems, DEFAULT_PASSWORD_POLICY } from '@/lib/password-policy';
import { resetPassword, verifyPasswordReset } from '@/lib/query/onboarding';
import { useSession } from '@/components/shell/session-context';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Field } from '@/components/ui/field';
import { FormErrors } from '@/components/ui/form-errors';
import { PasswordInput } from '@/components/ui/password-input';
import { PasswordChecklist } from '@/components/onboarding/password-rules';
import { useDebounced } from '@/lib/use-debounced';

type Stage = 'verifying' | 'invalid' | 'form';

export function ResetPasswordDialog({ token }: { token: string }) {
  const t = useTranslations('welcome');
  const id = useId();
  const router = useRouter();
  const { promotion } = useSession();
  const policy = useMemo(() => (promotion ? { ...DEFAULT_PASSWORD_POLICY, ...promotion.organization } : DEFAULT_PASSWORD_POLICY), [promotion]);
  const [open, setOpen] = useState(true);
  const [stage, setStage] = useState<Stage>('verifying');
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [submitted, setSubmitted] = useState(false);
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

  // Both checks wait for a 1 s pause in typing (or a submit); the same rules hold the submit back.
  const settledKey = useDebounced(`${password}\u0000${confirmation}`, PASSWORD_CHECK_DELAY_MS);
  const [settledPassword, settledConfirmation] = settledKey.split('\u0000');
  const checked = submitted ? { password, confirmation } : { password: settledPassword, confirmation: settledConfirmation };
  const passwordError = checked.password || submitted ? passwordProblems(checked.password, policy)[0] : undefined;
  const confirmationError = (checked.confirmation || submitted) && checked.confirmation !== checked.password ? M.passwordsDoNotMatch : undefined;

  const close = () => {
    setOpen(false);
    router.replace('/welcome?login');
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setSubmitted(true);
    if (passwordProblems(password, policy).length || confirmation !== password) return;
    setServerErrors([]);
    setSaving(true);
    try {
      await resetPassword(token, password, confirmation);
      // A full reload to the login: any old session is gone (the reset signs every session out).
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load on purpose: the server renders from the new session/cookie
      window.location.assign('/welcome?login&password_reset');
      await new Promise(() => {}); // stay "Saving…" until the page goes
    } catch (error) {
      setServerErrors(error instanceof ApiError && error.status === 422 ? error.errors : [M.couldNotResetPassword]);
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} closeOnBackdrop={false} title={t('reset.title')} description={stage === 'form' ? t('reset.description') : undefined}>
      {stage === 'verifying' ? (
        <div className="grid min-h-24 place-items-center">
          <Spinner label={t('reset.checking')} />
        </div>
      ) : stage === 'invalid' ? (
        <div className="flex flex-col gap-5">
          <FormErrors messages={[M.cannotVerifyResetToken]} />
          <p className="text-ink-muted">{t('reset.expired')}</p>
          <DialogActions>
            <Button variant="secondary" onClick={close}>
              {t('close')}
            </Button>
            <Button onClick={() => router.replace('/welcome/forgot')}>{t('reset.sendNew')}</Button>
          </DialogActions>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-busy={saving || undefined}>
          <FormErrors messages={serverErrors} />
          <Field
            label={t('reset.newPassword')}
            id={`${id}-password`}
            error={passwordError ?? null}
            description={<PasswordChecklist id={`${id}-rules`} password={password} policy={policy} />}
          >
            <PasswordInput name="password" autoComplete="new-password" autoFocus value={password} onChange={(event) => setPassword(event.target.value)} />
          </Field>
          <Field label={t('reset.confirmPassword')} error={confirmationError ?? null}>
            <PasswordInput name="confirmation" autoComplete="new-password" value={confirmation} onChange={(event) => setConfirmation(event.target.value)} />
          </Field>
          <DialogActions>
            <Button variant="secondary" onClick={close}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? t('saving') : t('reset.save')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
