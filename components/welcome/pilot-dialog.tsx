'use client';
// welcome.pilot: before launch, pilot participants enter the
// pilot password (POST /promotions/current/authenticate sets the pilot cookie). Confirm is enabled only when the
// password is non-empty; a wrong one is 'Incorrect Pilot Password.'; closing returns to welcome.
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ApiError, errorMessagesOf } from '@/lib/api-client';
import { ONBOARDING_MESSAGES as M } from '@/lib/onboarding/messages';
import { authenticatePilot } from '@/lib/query/onboarding';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';

const schema = z.object({ password: z.string().min(1) });
type Values = z.infer<typeof schema>;

export function PilotDialog() {
  const router = useRouter();
  const [open, setOpen] = useState(true);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { password: '' } });
  const password = useWatch({ control: form.control, name: 'password' });
  const busy = form.formState.isSubmitting;

  const close = () => {
    setOpen(false);
    router.push('/welcome');
  };

  const onSubmit = async (values: Values) => {
    try {
      await authenticatePilot(values.password);
      // A full load: the server renders the welcome content now that the pilot cookie is set.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load on purpose: the server renders from the new session/cookie
      window.location.assign('/welcome');
      await new Promise(() => {}); // stay "Checking…" until the page goes
    } catch (failure) {
      form.setValue('password', '');
      form.setError('password', { message: failure instanceof ApiError && failure.status === 422 ? M.incorrectPilotPassword : errorMessagesOf(failure)[0] });
    }
  };

  return (
    <Dialog open={open} onClose={close} size="sm" title="Pilot access" description="The program has not launched yet. Enter the pilot password you were given to look around early.">
      <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-5">
        <FormField name="password" label="Pilot password" render={(field) => <PasswordInput autoComplete="off" autoFocus {...field} />} />
        <DialogActions>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={!password || busy}>
            {busy ? 'Checking…' : 'Confirm'}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
