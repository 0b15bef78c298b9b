'use client';
// Login: email, password, stay logged in, show password, forgotten
// password. Only "required" is checked here; every other rule is the server's, and its FIRST error
// shows in the banner (hidden after 900000 ms) with the password cleared and the email focused.
import { useEffect, useState } from 'react';
import Link from 'next/link';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import { api, errorMessagesOf } from '@/lib/api-client';
import { queryKeys } from '@/lib/query/keys';
import type { CurrentUser } from '@/lib/users/types';
import { useErrorBanner } from '@/components/feedback/error-banner';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Checkbox } from '@/components/ui/checkbox';
import type { MfaChallenge } from '@/lib/mfa/constants';
import { SecondFactorForm } from '@/components/mfa/second-factor-form';

export const LOGIN_ERROR_HIDE_MS = 900_000;

const loginSchema = z.object({
  email: z.string().trim().min(1, 'Email is required.'),
  password: z.string().min(1, 'Password is required.'),
  stay_logged_in: z.boolean(),
});
type LoginValues = z.infer<typeof loginSchema>;

export interface LoginFormProps {
  defaultEmail: string;
  returnTo: string | null;
  allowAutocomplete: boolean;
  autoFocus?: boolean;
}


export function LoginForm({ defaultEmail, returnTo, allowAutocomplete, autoFocus = false }: LoginFormProps) {
  const banner = useErrorBanner();
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);
  const [challenge, setChallenge] = useState<MfaChallenge | null>(null);
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: defaultEmail, password: '', stay_logged_in: false },
  });
  const { setValue, setFocus } = form;
  const { isSubmitting } = form.formState;

  useEffect(() => {
    if (autoFocus) setFocus('email');
  }, [autoFocus, setFocus]);

  const signedIn = (user: CurrentUser) => {
    queryClient.setQueryData(queryKeys.currentUser, user);
    setLeaving(true);
    // A full load: every server-rendered part (header, high contrast, guards) starts from the new session.
    window.location.assign(returnTo ?? '/');
  };

  const onSubmit = async (values: LoginValues) => {
    banner.clear();
    try {
      const answer = await api.post<CurrentUser | MfaChallenge>('/users/authenticate', values, { redirectOnUnauthorized: false });
      // An administrator with two-step verification: the code comes next (docs/mfa.md).
      if ('mfa_required' in answer) setChallenge(answer);
      else signedIn(answer);
    } catch (error) {
      banner.show(errorMessagesOf(error).slice(0, 1), { autoHideMs: LOGIN_ERROR_HIDE_MS });
      setValue('password', '');
      setFocus('email');
    }
  };

  const busy = isSubmitting || leaving;
  if (challenge) return <SecondFactorForm challenge={challenge} onSignedIn={signedIn} onCancel={() => setChallenge(null)} />;
  return (
    <Form form={form} onSubmit={onSubmit} className="mt-6 flex flex-col gap-5" aria-busy={busy}>
      <FormField<LoginValues, 'email'>
        name="email"
        label="Email"
        render={(field) => (
          <Input type="email" inputMode="email" autoComplete={allowAutocomplete ? 'username' : 'off'} autoCapitalize="none" spellCheck={false} {...field} />
        )}
      />
      <FormField<LoginValues, 'password'>
        name="password"
        label="Password"
        aside={
          <Link href="/welcome/forgot" className="font-semibold text-brand underline-offset-4 hover:underline">
            Forgot your password?
          </Link>
        }
        render={(field) => <PasswordInput autoComplete={allowAutocomplete ? 'current-password' : 'off'} {...field} />}
      />
      <FormField<LoginValues, 'stay_logged_in'>
        name="stay_logged_in"
        label="Stay logged in"
        layout="inline"
        render={({ value, onChange, ...field }) => <Checkbox {...field} checked={value} onCheckedChange={(checked) => onChange(checked === true)} />}
      />
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy ? 'Logging in…' : 'Log in'}
      </Button>
    </Form>
  );
}
