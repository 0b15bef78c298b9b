'use client';
// /welcome/forgot: the forgotten-password dialog over the welcome page, closed by
// Escape or a click outside; closing returns to the welcome login. It asks the server
// for a reset link (POST /api/users/forgot): 404 'No account was found with that email.', 429 after too many.
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { errorMessagesOf } from '@/lib/api-client';
import { isValidEmail } from '@/lib/onboarding/schemas';
import { forgotEmailFormatMessage } from '@/lib/onboarding/messages';
import { requestPasswordReset } from '@/lib/query/onboarding';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { Form, FormErrors } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

// The spec's 'Must be a valid email address.<br/>Ex: {email}' — the <br/> is a line break, rendered as one below.
const schema = z.object({ email: z.string().trim().refine(isValidEmail, forgotEmailFormatMessage()) });
type Values = z.infer<typeof schema>;

export function ForgotPasswordDialog({ defaultEmail }: { defaultEmail: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(true);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: defaultEmail } });

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

  const emailError = form.formState.errors.email?.message;
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
          <Button onClick={close}>Back to log in</Button>
        </div>
      ) : (
        <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-5">
          <FormErrors messages={serverErrors} />
          <FormField
            name="email"
            label="Email"
            error={emailError ? <Lines text={emailError} /> : undefined}
            render={(field) => <Input type="email" autoComplete="email" autoFocus {...field} />}
          />
          <DialogActions>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? 'Sending…' : 'Send reset link'}
            </Button>
          </DialogActions>
        </Form>
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
