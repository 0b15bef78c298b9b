'use client';
// The eligibility record's names prefill the registration form only once the visitor proves more than the identifier
// (identifiers are sequential and guessable; the roster's names are not the public's): when the email they typed is
// settled and free, POST /eligibilities/validate {identifier, email} answers the names if that is the record's email
// on file. Each lookup counts against the client address's limit, so a form asks for a few addresses at most.
import { useEffect, useRef } from 'react';
import { validateEligibility } from '@/lib/query/onboarding';
import type { EligibilityRecord } from '@/lib/onboarding/types';

const MAX_LOOKUPS = 3;

export interface EligibilityNames {
  first_name: string | null;
  last_name: string | null;
}

export function useEligibilityNames(eligibility: EligibilityRecord | null, email: string, emailIsFree: boolean, fill: (names: EligibilityNames) => void): void {
  const asked = useRef(new Set<string>());
  const fillRef = useRef(fill);
  useEffect(() => {
    fillRef.current = fill;
  });
  useEffect(() => {
    const address = email.trim().toLowerCase();
    if (!eligibility || !emailIsFree || !address || asked.current.has(address) || asked.current.size >= MAX_LOOKUPS) return;
    asked.current.add(address);
    let current = true;
    validateEligibility(eligibility.identifier, { email: address }).then(
      (record) => {
        if (current && (record.first_name || record.last_name)) fillRef.current({ first_name: record.first_name ?? null, last_name: record.last_name ?? null });
      },
      () => {}, // no names: the person types them
    );
    return () => {
      current = false;
    };
  }, [eligibility, email, emailIsFree]);
}
