'use client';
// The one form pattern: useForm with a zod resolver, <Form> around it, a <FormField> per field.
//   const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues });
//   <Form form={form} onSubmit={save}>
//     <FormField name="email" label="Email" render={(field) => <Input type="email" {...field} />} />
//     <FormErrors messages={serverErrors} />
//     <Button type="submit" loading={form.formState.isSubmitting}>Save</Button>
//   </Form>
import type { ComponentPropsWithRef } from 'react';
import { FormProvider, type FieldValues, type SubmitHandler, type UseFormReturn } from 'react-hook-form';

export { FormErrors } from './form-errors';

export interface FormProps<T extends FieldValues, C = unknown, Out extends FieldValues = T> extends Omit<ComponentPropsWithRef<'form'>, 'onSubmit'> {
  form: UseFormReturn<T, C, Out>;
  /** Called with the schema's output once it validates. */
  onSubmit: SubmitHandler<Out>;
}

export function Form<T extends FieldValues, C = unknown, Out extends FieldValues = T>({ form, onSubmit, children, ...props }: FormProps<T, C, Out>) {
  return (
    <FormProvider {...form}>
      {/* noValidate: the schema's messages, not the browser's bubbles. */}
      <form noValidate aria-busy={form.formState.isSubmitting || undefined} {...props} onSubmit={form.handleSubmit(onSubmit)}>
        {children}
      </form>
    </FormProvider>
  );
}
