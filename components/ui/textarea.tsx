'use client';
import type { ComponentPropsWithRef } from 'react';
import { useFieldControl } from './field';
import { inputClasses } from './input';
import { cn } from './cn';

export function Textarea({ className, ...props }: ComponentPropsWithRef<'textarea'>) {
  return <textarea {...useFieldControl(props)} className={cn(inputClasses, 'min-h-28 py-3', className)} />;
}
