'use client';
import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `ms` (the spec's 1 s pauses before checking a password or an email). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
