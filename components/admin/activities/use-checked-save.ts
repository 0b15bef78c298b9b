'use client';
// The save step the activity, area and badge forms share: an invalid form shows each field's message, says "Form isn't
// valid." and moves focus to the first wrong field; a valid one runs the write with the button busy, and a refused
// write shows the server's first message (or the form's fallback).
import { useRef, useState } from 'react';
import type { z } from 'zod';
import { useToast } from '@/components/feedback/toaster';
import { fieldErrorsOf, firstServerError, focusFirstError, INVALID_FORM, type FieldErrors } from './form-helpers';

export function useCheckedSave(fallback: string) {
  const { errorToast } = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  const save = async <T>(parsed: z.ZodSafeParseResult<T>, write: (data: T) => Promise<void>) => {
    if (!parsed.success) {
      const found = fieldErrorsOf(parsed.error);
      setErrors(found);
      errorToast(INVALID_FORM);
      focusFirstError(formRef.current, found);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await write(parsed.data);
    } catch (error) {
      errorToast(firstServerError(error, fallback));
    } finally {
      setSaving(false);
    }
  };

  return { formRef, errors, saving, save };
}
