import type { ComponentPropsWithRef } from 'react';
import { Label as LabelPrimitive } from 'radix-ui';
import { cn } from './cn';

export function Label({ className, ...props }: ComponentPropsWithRef<typeof LabelPrimitive.Root>) {
  return <LabelPrimitive.Root className={cn('block font-semibold text-ink', className)} {...props} />;
}
