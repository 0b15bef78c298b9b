'use client';
// welcome.pilot: before launch, pilot participants enter the
// pilot password (POST /promotions/current/authenticate sets the pilot cookie). Confirm is enabled only when the
// password is non-empty; a wrong one is 'Incorrect Pilot Password.'; closing returns to welcome.
// Native form state, no zod (the welcome page's forms are light, docs/benchmarks.md "First-load JavaScript").
import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { ApiError, errorMessagesOf } from '@/lib/api-client';
import { ONBOARDING_MESSAGES as M } from '@/lib/onboarding/messages';
import { authenticatePilot } from '@/lib/query/onboarding';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';

export function PilotDialog() {
  const t = useTranslations('welcome');
  const router = useRouter();
  const [open, setOpen] = useState(true);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setOpen(false);
    router.push('/welcome');
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!password || busy) return;
    setError(null);
    setBusy(true);
    try {
      await authenticatePilot(password);
      // A full load: the server renders the welcome content now that the pilot cookie is set.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load on purpose: the server renders from the new session/cookie
      window.location.assign('/welcome');
      await new Promise(() => {}); // stay "Checking…" until the page goes
    } catch (failure) {
      setPassword('');
      setError(failure instanceof ApiError && failure.status === 422 ? M.incorrectPilotPassword : (errorMessagesOf(failure)[0] ?? null));
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} size="sm" title={t('pilot.title')} description={t('pilot.description')}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-busy={busy || undefined}>
        <Field label={t('pilot.password')} error={error}>
          <PasswordInput
            name="password"
            autoComplete="off"
            autoFocus
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setError(null);
            }}
          />
        </Field>
        <DialogActions>
          <Button variant="secondary" onClick={close}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={!password || busy}>
            {busy ? t('pilot.checking') : t('pilot.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
