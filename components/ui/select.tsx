'use client';
// The native <select>: the platform's own picker on phones, typing to jump, and form autofill for free.
// One chevron in every browser (appearance-none removes the native arrow).
import type { ComponentPropsWithRef } from 'react';
import { ChevronDown } from 'lucide-react';
import { useFieldControl } from './field';
import { inputClasses } from './input';
import { cn } from './cn';

export function Select({ className, children, ...props }: ComponentPropsWithRef<'select'>) {
  return (
    <div className="relative">
      <select {...useFieldControl(props)} className={cn(inputClasses, 'appearance-none pe-11', className)}>
        {children}
      </select>
      <ChevronDown className="pointer-events-none absolute top-1/2 end-4 size-5 -translate-y-1/2 text-ink-muted" aria-hidden="true" />
    </div>
  );
}
