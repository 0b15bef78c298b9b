'use client';
// welcome.pilot (social-engagement.md "Welcome and public pages"): before launch, pilot participants enter the
// pilot password (POST /promotions/current/authenticate sets the pilot cookie). Confirm is enabled only when the
// password is non-empty; a wrong one is 'Incorrect Pilot Password.'; closing returns to welcome.
import { useId, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { ApiError, errorMessagesOf } from '@/lib/api-client';
import { ONBOARDING_MESSAGES as M } from '@/lib/onboarding/messages';
import { authenticatePilot } from '@/lib/query/onboarding';
import { Dialog } from '@/components/ui/dialog';
import { buttonClasses } from '@/components/ui/button';
import { describedBy, Field } from '@/components/onboarding/form-field';
import { PasswordInput } from '@/components/onboarding/password-input';

export function PilotDialog() {
  const id = useId();
  const router = useRouter();
  const [open, setOpen] = useState(true);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setOpen(false);
    router.push('/welcome');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return;
    setBusy(true);
    setError(null);
    try {
      await authenticatePilot(password);
      // A full load: the server renders the welcome content now that the pilot cookie is set.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load on purpose: the server renders from the new session/cookie
      window.location.assign('/welcome');
    } catch (failure) {
      setBusy(false);
      setPassword('');
      setError(failure instanceof ApiError && failure.status === 422 ? M.incorrectPilotPassword : errorMessagesOf(failure)[0]);
    }
  };

  return (
    <Dialog open={open} onClose={close} size="sm" title="Pilot access" description="The program has not launched yet. Enter the pilot password you were given to look around early.">
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <Field id={`${id}-password`} label="Pilot password" error={error}>
          <PasswordInput autoComplete="off" autoFocus value={password} onChange={(e) => setPassword(e.target.value)} {...describedBy(`${id}-password`, error)} />
        </Field>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={close} className={buttonClasses('secondary')}>
            Cancel
          </button>
          <button type="submit" disabled={!password || busy} className={buttonClasses('primary')}>
            {busy ? 'Checking…' : 'Confirm'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
