'use client';
// A Field bound to react-hook-form through useController: the label, description and the schema's error come
// with it, and `render` gets the control's props (value, onChange, onBlur, name, ref).
//   <FormField name="bio" label="About you" render={(field) => <Textarea {...field} />} />
//   <FormField name="agree" label="I agree" layout="inline"
//     render={({ value, onChange, ...field }) => <Checkbox {...field} checked={value} onCheckedChange={onChange} />} />
import type { ReactNode } from 'react';
import { useController, useFormContext, type ControllerRenderProps, type FieldPath, type FieldValues } from 'react-hook-form';
import { Field, type FieldProps } from './field';

export interface FormFieldProps<T extends FieldValues, N extends FieldPath<T>> extends Omit<FieldProps, 'children' | 'error'> {
  name: N;
  render: (field: ControllerRenderProps<T, N>) => ReactNode;
  /** An error to show instead of the schema's (null: none); e.g. a check shown on its own schedule. */
  error?: ReactNode;
}

export function FormField<T extends FieldValues, N extends FieldPath<T>>({ name, render, error, ...fieldProps }: FormFieldProps<T, N>) {
  const { control } = useFormContext<T>();
  const { field, fieldState } = useController<T, N>({ name, control });
  return (
    <Field {...fieldProps} error={error === undefined ? fieldState.error?.message : error}>
      {render(field)}
    </Field>
  );
}
