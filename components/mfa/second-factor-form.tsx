'use client';
// The sign-in's second step (docs/mfa.md): after a right password of an administrator with MFA on, the login form
// shows this instead of itself and sends the code with the pending token to POST /api/mfa/verify. The login form
// loads it on demand; native form state, no zod: the server's schema (lib/mfa/schemas.ts) answers an empty or
// malformed code with its message, shown above the field.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { api, errorMessagesOf } from '@/lib/api-client';
import type { MfaChallenge } from '@/lib/mfa/constants';
import type { CurrentUser } from '@/lib/users/types';
// Per file, not the '@/components/ui' barrel: this form is reached from the welcome page.
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormErrors } from '@/components/ui/form-errors';
import { Input } from '@/components/ui/input';

interface Props {
  challenge: MfaChallenge;
  onSignedIn: (user: CurrentUser) => void;
  onCancel: () => void;
}

export function SecondFactorForm({ challenge, onSignedIn, onCancel }: Props) {
  const t = useTranslations('mfa');
  const [recovery, setRecovery] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const code = useRef<HTMLInputElement>(null);
  useEffect(() => code.current?.focus(), [recovery]);

  const clearCode = () => {
    if (code.current) code.current.value = '';
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setErrors([]);
    setSubmitting(true);
    try {
      const value = String(new FormData(event.currentTarget).get('code') ?? '');
      onSignedIn(await api.post<CurrentUser>('/mfa/verify', { mfa_token: challenge.mfa_token, code: value }, { redirectOnUnauthorized: false }));
    } catch (error) {
      setErrors(errorMessagesOf(error).slice(0, 1));
      clearCode();
      code.current?.focus();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-5" aria-labelledby="second-factor-title" aria-busy={submitting || undefined}>
      <div>
        <h2 id="second-factor-title" className="text-xl font-semibold text-ink">{t('title')}</h2>
        <p className="mt-1 text-ink-muted">
          {recovery ? t('signIn.recoveryHint') : t('signIn.codeHint')}
        </p>
      </div>
      <FormErrors messages={errors} />
      <Field label={recovery ? t('signIn.recoveryCode') : t('verificationCode')}>
        <Input ref={code} name="code" autoComplete="one-time-code" inputMode={recovery ? 'text' : 'numeric'} autoCapitalize="characters"
          spellCheck={false} maxLength={40} className="font-mono tracking-widest" />
      </Field>
      <Button type="submit" size="lg" loading={submitting} className="w-full">{t('signIn.verify')}</Button>
      <div className="flex flex-wrap justify-between gap-2">
        <Button type="button" variant="ghost" onClick={() => { setErrors([]); clearCode(); setRecovery(!recovery); }}>
          {recovery ? t('signIn.useAppCode') : t('signIn.useRecoveryCode')}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>{t('signIn.backToLogIn')}</Button>
      </div>
    </form>
  );
}
