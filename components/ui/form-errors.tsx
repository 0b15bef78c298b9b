'use client';
// Server errors at the top of a form or dialog. Its own file, without react-hook-form, so the welcome page's light
// forms (native state, docs/benchmarks.md "First-load JavaScript") use the same list as every other form. The API's
// messages arrive in the reader's language; a screen's own English ones ("Could not save changes.") are mapped here.
import { useErrorText } from '@/lib/i18n/use-error-text';

export function FormErrors({ messages }: { messages: string[] }) {
  const errorText = useErrorText();
  if (!messages.length) return null;
  return (
    <ul role="alert" className="flex flex-col gap-1 rounded-2xl bg-danger-soft px-4 py-3 font-medium text-danger">
      {messages.map((message) => (
        <li key={message}>{errorText(message)}</li>
      ))}
    </ul>
  );
}
