'use client';
// One small form for "enter a current code" (confirming a setup, renewing recovery codes, turning MFA off), with the
// server's message above it.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { errorMessagesOf } from '@/lib/api-client';
import { mfaCodeSchema } from '@/lib/mfa/schemas';
import { Button, Form, FormErrors, FormField, Input } from '@/components/ui';

const schema = z.object({ code: mfaCodeSchema });
type Values = z.infer<typeof schema>;

interface Props {
  label: string;
  submitLabel: string;
  description?: string;
  variant?: 'primary' | 'danger';
  onCode: (code: string) => Promise<unknown>;
  onCancel?: () => void;
}

export function CodeForm({ label, submitLabel, description, variant = 'primary', onCode, onCancel }: Props) {
  const t = useTranslations('mfa');
  const [errors, setErrors] = useState<string[]>([]);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { code: '' } });
  const submit = async ({ code }: Values) => {
    setErrors([]);
    try {
      await onCode(code);
    } catch (error) {
      setErrors(errorMessagesOf(error));
      form.setValue('code', '');
      form.setFocus('code');
    }
  };
  return (
    <Form form={form} onSubmit={submit} className="flex max-w-sm flex-col gap-4">
      <FormErrors messages={errors} />
      <FormField<Values, 'code'> name="code" label={label} description={description}
        render={(field) => <Input {...field} autoComplete="one-time-code" inputMode="numeric" spellCheck={false} maxLength={40} className="font-mono tracking-widest" />} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant={variant} loading={form.formState.isSubmitting}>{submitLabel}</Button>
        {onCancel ? <Button type="button" variant="ghost" onClick={onCancel}>{t('cancel')}</Button> : null}
      </div>
    </Form>
  );
}
