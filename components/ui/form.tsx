'use client';
// The one form pattern: useForm with a zod resolver, <Form> around it, a <FormField> per field.
//   const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues });
//   <Form form={form} onSubmit={save}>
//     <FormField name="email" label="Email" render={(field) => <Input type="email" {...field} />} />
//     <FormErrors messages={serverErrors} />
//     <Button type="submit" loading={form.formState.isSubmitting}>Save</Button>
//   </Form>
import type { ComponentPropsWithRef } from 'react';
import { FormProvider, type FieldValues, type SubmitErrorHandler, type SubmitHandler, type UseFormReturn } from 'react-hook-form';

export { FormErrors } from './form-errors';

export interface FormProps<T extends FieldValues, C = unknown, Out extends FieldValues = T> extends Omit<ComponentPropsWithRef<'form'>, 'onSubmit'> {
  form: UseFormReturn<T, C, Out>;
  /** Called with the schema's output once it validates. */
  onSubmit: SubmitHandler<Out>;
  /** Called when the schema refuses the values (the first field in error has the focus). */
  onInvalidSubmit?: SubmitErrorHandler<T>;
}

export function Form<T extends FieldValues, C = unknown, Out extends FieldValues = T>({ form, onSubmit, onInvalidSubmit, children, ...props }: FormProps<T, C, Out>) {
  return (
    <FormProvider {...form}>
      {/* noValidate: the schema's messages, not the browser's bubbles. */}
      <form noValidate aria-busy={form.formState.isSubmitting || undefined} {...props} onSubmit={form.handleSubmit(onSubmit, onInvalidSubmit)}>
        {children}
      </form>
    </FormProvider>
  );
}
