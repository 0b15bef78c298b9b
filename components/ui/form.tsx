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

/** Server errors at the top of a form or dialog. */
export function FormErrors({ messages }: { messages: string[] }) {
  if (!messages.length) return null;
  return (
    <ul role="alert" className="flex flex-col gap-1 rounded-2xl bg-danger-soft px-4 py-3 font-medium text-danger">
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}
