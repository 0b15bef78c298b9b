'use client';
import type { ComponentPropsWithRef } from 'react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { Check } from 'lucide-react';
import { useFieldControl } from './field';
import { cn } from './cn';

export function Checkbox({ className, ...props }: ComponentPropsWithRef<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      {...useFieldControl(props)}
      className={cn(
        'grid size-6 shrink-0 place-items-center rounded-md border-2 border-line-strong bg-surface text-on-brand ' +
          'data-[state=checked]:border-brand data-[state=checked]:bg-brand aria-invalid:border-danger disabled:opacity-60',
        className,
      )}
    >
      <CheckboxPrimitive.Indicator>
        <Check className="size-4" strokeWidth={3} aria-hidden="true" />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
