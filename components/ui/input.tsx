'use client';
import type { ComponentPropsWithRef } from 'react';
import { useFieldControl } from './field';
import { cn } from './cn';

export const inputClasses =
  'block w-full min-h-12 rounded-2xl border border-line-strong bg-surface px-4 text-base text-ink placeholder:text-ink-muted ' +
  'aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger disabled:opacity-60';

export function Input({ className, ...props }: ComponentPropsWithRef<'input'>) {
  return <input {...useFieldControl(props)} className={cn(inputClasses, className)} />;
}
