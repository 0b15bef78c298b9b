'use client';
// /welcome/forgot (social-engagement.md): the forgotten-password dialog over the welcome page, closed by
// Escape or a click outside; closing returns to the welcome login. It asks the server
// for a reset link (POST /api/users/forgot, §7): 404 'No account was found with that email.', 429 after too many.
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { errorMessagesOf } from '@/lib/api-client';
import { isValidEmail } from '@/lib/onboarding/schemas';
import { forgotEmailFormatMessage } from '@/lib/onboarding/messages';
import { requestPasswordReset } from '@/lib/query/onboarding';
import { Dialog } from '@/components/ui/dialog';
import { buttonClasses } from '@/components/ui/button';

// §5: 'Must be a valid email address.<br/>Ex: {email}' — the <br/> is a line break, rendered as one below.
const schema = z.object({ email: z.string().trim().refine(isValidEmail, forgotEmailFormatMessage()) });
type Values = z.infer<typeof schema>;

export function ForgotPasswordDialog({ defaultEmail }: { defaultEmail: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(true);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const { register, handleSubmit, formState } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: defaultEmail } });

  const close = () => {
    setOpen(false);
    router.push('/welcome?login');
  };

  const onSubmit = async ({ email }: Values) => {
    setServerErrors([]);
    try {
      await requestPasswordReset(email);
      setSentTo(email);
    } catch (error) {
      setServerErrors(errorMessagesOf(error));
    }
  };

  const emailError = formState.errors.email?.message;
  return (
    <Dialog
      open={open}
      onClose={close}
      title="Forgot your password?"
      description={sentTo ? undefined : 'Enter the email you registered with and we will send you a link to choose a new password.'}
    >
      {sentTo ? (
        <div className="flex flex-col gap-6">
          <p role="status" className="rounded-2xl bg-success-soft px-4 py-3 font-medium text-success">
            Check your inbox: we sent a reset link to {sentTo}.
          </p>
          <button type="button" onClick={close} className={buttonClasses('primary')}>
            Back to log in
          </button>
        </div>
      ) : (
        <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-5">
          {serverErrors.length ? (
            <ul role="alert" className="rounded-2xl bg-danger-soft px-4 py-3 font-medium text-danger">
              {serverErrors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : null}
          <div>
            <label htmlFor="forgot-email" className="block font-semibold text-ink">
              Email
            </label>
            <input
              id="forgot-email"
              type="email"
              autoComplete="email"
              autoFocus
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? 'forgot-email-error' : undefined}
              className="mt-2 block min-h-12 w-full rounded-2xl border border-line-strong bg-surface px-4 text-ink aria-invalid:border-danger"
              {...register('email')}
            />
            {emailError ? (
              <p id="forgot-email-error" role="alert" className="mt-2 text-sm font-medium text-danger">
                {emailError.split('<br/>').map((line, index) => (
                  <span key={line} className="block">
                    {index > 0 ? <span className="sr-only"> </span> : null}
                    {line}
                  </span>
                ))}
              </p>
            ) : null}
          </div>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" onClick={close} className={buttonClasses('secondary')}>
              Cancel
            </button>
            <button type="submit" disabled={formState.isSubmitting} className={buttonClasses('primary')}>
              {formState.isSubmitting ? 'Sending…' : 'Send reset link'}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
