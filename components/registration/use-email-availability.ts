'use client';
// Email uniqueness, checked 1 s after typing stops with GET /users/validate.
import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { EMAIL_CHECK_DELAY_MS } from '@/lib/onboarding/constants';
import { isValidEmail } from '@/lib/onboarding/schemas';
import { validateEmail } from '@/lib/query/onboarding';
import { useDebounced } from '@/lib/use-debounced';

export type EmailAvailability = 'unknown' | 'checking' | 'free' | 'taken';

export function useEmailAvailability(email: string): EmailAvailability {
  const current = email.trim().toLowerCase();
  const settled = useDebounced(current, EMAIL_CHECK_DELAY_MS);
  const [result, setResult] = useState<{ email: string; state: EmailAvailability }>({ email: '', state: 'unknown' });

  useEffect(() => {
    if (!isValidEmail(settled)) return;
    const controller = new AbortController();
    validateEmail(settled, controller.signal)
      .then(() => setResult({ email: settled, state: 'free' }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // 422 is the answer "taken"; anything else leaves the question to the server at submit time.
        setResult({ email: settled, state: error instanceof ApiError && error.status === 422 ? 'taken' : 'unknown' });
      });
    return () => controller.abort();
  }, [settled]);

  // An answer about an address the field no longer holds says nothing; a settled address without one is in flight.
  if (result.email === current) return result.state;
  return settled === current && isValidEmail(current) ? 'checking' : 'unknown';
}
