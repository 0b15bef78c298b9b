'use client';
import type { ComponentPropsWithRef } from 'react';
import { Switch as SwitchPrimitive } from 'radix-ui';
import { useFieldControl } from './field';
import { cn } from './cn';

/** The track and thumb, also usable on its own inside a larger switch (see the user menu). */
export function SwitchTrack({ checked }: { checked: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn('relative h-6 w-10 shrink-0 rounded-full border-2 transition-colors', checked ? 'border-brand bg-brand' : 'border-line-strong bg-surface-muted')}
    >
      <span className={cn('absolute top-0.5 size-4 rounded-full transition-all', checked ? 'start-4.5 bg-on-brand' : 'start-0.5 bg-line-strong')} />
    </span>
  );
}

export function Switch({ className, ...props }: ComponentPropsWithRef<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchPrimitive.Root
      {...useFieldControl(props)}
      className={cn(
        'relative h-7 w-12 shrink-0 rounded-full border-2 border-line-strong bg-surface-muted transition-colors ' +
          'data-[state=checked]:border-brand data-[state=checked]:bg-brand disabled:opacity-60',
        className,
      )}
    >
      <SwitchPrimitive.Thumb className="block size-5 translate-x-0.5 rounded-full bg-line-strong transition-transform data-[state=checked]:translate-x-5.5 data-[state=checked]:bg-on-brand" />
    </SwitchPrimitive.Root>
  );
}
