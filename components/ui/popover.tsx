'use client';
// A non-modal panel anchored to its trigger (Radix Popover): Escape and an outside click close it and focus
// returns to the trigger. Give the content an aria-label: it is announced as a dialog.
import type { ComponentPropsWithRef } from 'react';
import { Popover as PopoverPrimitive } from 'radix-ui';
import { cn } from './cn';

export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;
export const PopoverClose = PopoverPrimitive.Close;

export const panelClasses = 'z-50 rounded-2xl border border-line bg-surface p-2 text-ink shadow-card data-[state=open]:animate-fade-in';

export interface PopoverContentProps extends ComponentPropsWithRef<typeof PopoverPrimitive.Content> {
  /** false keeps the panel in place in the DOM (inside its card), e.g. so it reads as part of that card. */
  portal?: boolean;
}

export function PopoverContent({ className, align = 'start', sideOffset = 8, portal = true, ...props }: PopoverContentProps) {
  const content = (
    <PopoverPrimitive.Content
      align={align}
      sideOffset={sideOffset}
      collisionPadding={16}
      className={cn(panelClasses, 'max-w-[calc(100vw-2rem)]', className)}
      {...props}
    />
  );
  return portal ? <PopoverPrimitive.Portal>{content}</PopoverPrimitive.Portal> : content;
}
