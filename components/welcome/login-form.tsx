'use client';
// Login (participant-core.md §2, §4, §8): email, password, stay logged in, show password, forgotten
// password. Only "required" is checked here; every other rule is the server's, and its FIRST error
// shows in the banner (hidden after 900000 ms) with the password cleared and the email focused.
import { useEffect, useId, useState } from 'react';
import Link from 'next/link';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import { api, errorMessagesOf } from '@/lib/api-client';
import { queryKeys } from '@/lib/query/keys';
import type { CurrentUser } from '@/lib/users/types';
import { useErrorBanner } from '@/components/feedback/error-banner';
import { buttonClasses } from '@/components/ui/button';
import { inputClasses } from '@/components/onboarding/form-field';
import { PasswordInput } from '@/components/onboarding/password-input';

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
  const id = useId();
  const banner = useErrorBanner();
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);
  const { register, handleSubmit, setValue, setFocus, formState } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: defaultEmail, password: '', stay_logged_in: false },
  });
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    if (autoFocus) setFocus('email');
  }, [autoFocus, setFocus]);

  const onSubmit = async (values: LoginValues) => {
    banner.clear();
    try {
      const user = await api.post<CurrentUser>('/users/authenticate', values, { redirectOnUnauthorized: false });
      queryClient.setQueryData(queryKeys.currentUser, user);
      setLeaving(true);
      // A full load: every server-rendered part (header, high contrast, guards) starts from the new session.
      window.location.assign(returnTo ?? '/');
    } catch (error) {
      banner.show(errorMessagesOf(error).slice(0, 1), { autoHideMs: LOGIN_ERROR_HIDE_MS });
      setValue('password', '');
      setFocus('email');
    }
  };

  const busy = isSubmitting || leaving;
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-6 flex flex-col gap-5" aria-busy={busy}>
      <div>
        <label htmlFor={`${id}-email`} className="block font-semibold text-ink">
          Email
        </label>
        <input
          id={`${id}-email`}
          type="email"
          inputMode="email"
          autoComplete={allowAutocomplete ? 'username' : 'off'}
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${id}-email-error` : undefined}
          className={`${inputClasses} mt-2`}
          {...register('email')}
        />
        {errors.email ? (
          <p id={`${id}-email-error`} className="mt-2 text-sm font-medium text-danger">
            {errors.email.message}
          </p>
        ) : null}
      </div>

      <div>
        <div className="flex items-baseline justify-between gap-4">
          <label htmlFor={`${id}-password`} className="block font-semibold text-ink">
            Password
          </label>
          <Link href="/welcome/forgot" className="text-sm font-semibold text-brand underline-offset-4 hover:underline">
            Forgot your password?
          </Link>
        </div>
        <div className="mt-2">
          <PasswordInput
            id={`${id}-password`}
            autoComplete={allowAutocomplete ? 'current-password' : 'off'}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? `${id}-password-error` : undefined}
            {...register('password')}
          />
        </div>
        {errors.password ? (
          <p id={`${id}-password-error`} className="mt-2 text-sm font-medium text-danger">
            {errors.password.message}
          </p>
        ) : null}
      </div>

      <div className="flex items-center gap-3">
        <input
          id={`${id}-stay`}
          type="checkbox"
          className="size-5 rounded border-line-strong accent-brand"
          {...register('stay_logged_in')}
        />
        <label htmlFor={`${id}-stay`} className="text-ink">
          Stay logged in
        </label>
      </div>

      <button type="submit" disabled={busy} className={buttonClasses('primary', 'lg', 'w-full')}>
        {busy ? 'Logging in…' : 'Log in'}
      </button>
    </form>
  );
}
