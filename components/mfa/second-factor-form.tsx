'use client';
// The sign-in's second step (docs/mfa.md): after a right password of an administrator with MFA on, the login form
// shows this instead of itself and sends the code with the pending token to POST /api/mfa/verify.
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { api, errorMessagesOf } from '@/lib/api-client';
import { mfaCodeSchema } from '@/lib/mfa/schemas';
import type { MfaChallenge } from '@/lib/mfa/constants';
import type { CurrentUser } from '@/lib/users/types';
// Per file, not the '@/components/ui' barrel: this form is part of the welcome page's first-load JavaScript.
import { Button } from '@/components/ui/button';
import { Form, FormErrors } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

const schema = z.object({ code: mfaCodeSchema });
type Values = z.infer<typeof schema>;

interface Props {
  challenge: MfaChallenge;
  onSignedIn: (user: CurrentUser) => void;
  onCancel: () => void;
}

export function SecondFactorForm({ challenge, onSignedIn, onCancel }: Props) {
  const [recovery, setRecovery] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { code: '' } });
  const { setFocus, setValue } = form;
  useEffect(() => setFocus('code'), [recovery, setFocus]);

  const submit = async ({ code }: Values) => {
    setErrors([]);
    try {
      onSignedIn(await api.post<CurrentUser>('/mfa/verify', { mfa_token: challenge.mfa_token, code }, { redirectOnUnauthorized: false }));
    } catch (error) {
      setErrors(errorMessagesOf(error).slice(0, 1));
      setValue('code', '');
      setFocus('code');
    }
  };

  return (
    <Form form={form} onSubmit={submit} className="mt-6 flex flex-col gap-5" aria-labelledby="second-factor-title">
      <div>
        <h2 id="second-factor-title" className="text-xl font-semibold text-ink">Two-step verification</h2>
        <p className="mt-1 text-ink-muted">
          {recovery ? 'Enter one of your recovery codes. Each code works once.' : 'Enter the 6-digit code from your authenticator app.'}
        </p>
      </div>
      <FormErrors messages={errors} />
      <FormField<Values, 'code'>
        name="code"
        label={recovery ? 'Recovery code' : 'Verification code'}
        render={(field) => (
          <Input {...field} autoComplete="one-time-code" inputMode={recovery ? 'text' : 'numeric'} autoCapitalize="characters"
            spellCheck={false} maxLength={40} className="font-mono tracking-widest" />
        )}
      />
      <Button type="submit" size="lg" loading={form.formState.isSubmitting} className="w-full">Verify</Button>
      <div className="flex flex-wrap justify-between gap-2">
        <Button type="button" variant="ghost" onClick={() => { setErrors([]); setValue('code', ''); setRecovery(!recovery); }}>
          {recovery ? 'Use a code from your app' : 'Use a recovery code'}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>Back to log in</Button>
      </div>
    </Form>
  );
}
