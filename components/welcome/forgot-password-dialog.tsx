'use client';
// /welcome/forgot: the forgotten-password dialog over the welcome page, closed by
// Escape or a click outside; closing returns to the welcome login. It asks the server
// for a reset link (POST /api/users/forgot): 404 'No account was found with that email.', 429 after too many.
// The one check before submit is the spec's format message; native form state, no zod (the welcome page's forms are
// light, docs/benchmarks.md "First-load JavaScript"); the server checks the address again.
import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { errorMessagesOf } from '@/lib/api-client';
import { isValidEmail } from '@/lib/onboarding/email';
import { forgotEmailFormatMessage } from '@/lib/onboarding/messages';
import { requestPasswordReset } from '@/lib/query/onboarding';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormErrors } from '@/components/ui/form-errors';
import { Input } from '@/components/ui/input';

export function ForgotPasswordDialog({ defaultEmail }: { defaultEmail: string }) {
  const t = useTranslations('welcome');
  const router = useRouter();
  const [open, setOpen] = useState(true);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formatError, setFormatError] = useState(false);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);

  const close = () => {
    setOpen(false);
    router.push('/welcome?login');
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setServerErrors([]);
    // The spec's 'Must be a valid email address.<br/>Ex: {email}', shown before anything is sent.
    setFormatError(!isValidEmail(email));
    if (!isValidEmail(email)) return;
    setSubmitting(true);
    try {
      await requestPasswordReset(email);
      setSentTo(email);
    } catch (error) {
      setServerErrors(errorMessagesOf(error));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('forgot.title')}
      description={sentTo ? undefined : t('forgot.description')}
    >
      {sentTo ? (
        <div className="flex flex-col gap-6">
          <p role="status" className="rounded-2xl bg-success-soft px-4 py-3 font-medium text-success">
            {t('forgot.sent', { email: sentTo })}
          </p>
          <Button onClick={close}>{t('forgot.backToLogIn')}</Button>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-busy={submitting || undefined}>
          <FormErrors messages={serverErrors} />
          <Field label={t('email')} error={formatError ? <Lines text={forgotEmailFormatMessage()} /> : undefined}>
            {/* Once shown, the format message follows the typing (it goes as soon as the address is valid). */}
            <Input
              name="email"
              type="email"
              autoComplete="email"
              autoFocus
              defaultValue={defaultEmail}
              onChange={formatError ? (event) => setFormatError(!isValidEmail(event.target.value)) : undefined}
            />
          </Field>
          <DialogActions>
            <Button variant="secondary" onClick={close}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={submitting}>
              {submitting ? t('forgot.sending') : t('forgot.send')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}

/** A message whose '<br/>' marks line breaks, one line per block. */
function Lines({ text }: { text: string }) {
  return text.split('<br/>').map((line, index) => (
    <span key={line} className="block">
      {index > 0 ? <span className="sr-only"> </span> : null}
      {line}
    </span>
  ));
}
