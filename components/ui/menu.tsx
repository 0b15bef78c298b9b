'use client';
// An action menu (Radix DropdownMenu, role="menu"): arrow keys move, typing jumps, Enter chooses, Escape closes.
// For commands ("Edit", "Delete", "Export"). A panel of links or settings is a Popover instead.
import type { ComponentPropsWithRef } from 'react';
import { DropdownMenu } from 'radix-ui';
import { cn } from './cn';
import { panelClasses } from './popover';

export const Menu = DropdownMenu.Root;
export const MenuTrigger = DropdownMenu.Trigger;
export const MenuGroup = DropdownMenu.Group;

export function MenuContent({ className, align = 'end', sideOffset = 8, ...props }: ComponentPropsWithRef<typeof DropdownMenu.Content>) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content align={align} sideOffset={sideOffset} collisionPadding={16} className={cn(panelClasses, 'min-w-52', className)} {...props} />
    </DropdownMenu.Portal>
  );
}

const itemClasses =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 font-medium text-ink outline-none select-none ' +
  'data-[highlighted]:bg-surface-muted data-[highlighted]:outline-2 data-[highlighted]:outline-focus data-[disabled]:opacity-60';

export function MenuItem({ className, tone = 'default', ...props }: ComponentPropsWithRef<typeof DropdownMenu.Item> & { tone?: 'default' | 'danger' }) {
  return <DropdownMenu.Item className={cn(itemClasses, tone === 'danger' && 'text-danger', className)} {...props} />;
}

export function MenuCheckboxItem({ className, ...props }: ComponentPropsWithRef<typeof DropdownMenu.CheckboxItem>) {
  return <DropdownMenu.CheckboxItem className={cn(itemClasses, className)} {...props} />;
}

export function MenuLabel({ className, ...props }: ComponentPropsWithRef<typeof DropdownMenu.Label>) {
  return <DropdownMenu.Label className={cn('px-3 pt-1 pb-2 text-xs font-semibold tracking-wide text-ink-muted uppercase', className)} {...props} />;
}

export function MenuSeparator({ className, ...props }: ComponentPropsWithRef<typeof DropdownMenu.Separator>) {
  return <DropdownMenu.Separator className={cn('my-1 h-px bg-line', className)} {...props} />;
}
