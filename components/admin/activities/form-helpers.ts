// What the program-design forms (activity, area, badge, collection…) share: the schema's issues as one message per
// field, and the spec's toasts ("Form isn't valid." for an invalid form, the first server error otherwise).
import type { z } from 'zod';
import type { FieldValues, Resolver, ResolverResult } from 'react-hook-form';
import { errorMessagesOf } from '@/lib/api-client';
import { PROGRAM_DESIGN_MESSAGES as M } from '@/lib/program-design/messages';

export type FieldErrors = Record<string, string>;

/** The first message of each field (by its top-level name). */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_');
    if (!(key in out)) out[key] = issue.message.endsWith('.') || /^[A-Z]/.test(issue.message) ? issue.message : `${key.replace(/_/g, ' ')} ${issue.message}`;
  }
  return out;
}

export const INVALID_FORM = M.formInvalid;

/** The first server message, or the fallback for a failure without one. */
export function firstServerError(error: unknown, fallback: string): string {
  return errorMessagesOf(error, fallback)[0] ?? fallback;
}

/**
 * react-hook-form's resolver for these forms: `prepare` turns the controls' values into the API's input (a blank
 * number into null…), the schema checks it, and each field gets the same one message fieldErrorsOf gives. `words`
 * says a rule's English message in the screen's catalog, for the rules the errors catalog does not hold.
 */
export function checkedResolver<V extends FieldValues, S extends z.ZodType>(
  schema: S,
  prepare: (values: V) => unknown = (v) => v,
  words: Record<string, string> = {},
): Resolver<V, unknown, z.output<S>> {
  return async (values) => {
    const parsed = await schema.safeParseAsync(prepare(values));
    if (parsed.success) return { values: parsed.data as z.output<S> & FieldValues, errors: {} };
    const errors = Object.fromEntries(Object.entries(fieldErrorsOf(parsed.error)).map(([name, message]) => [name, { type: 'validate', message: words[message] ?? message }]));
    return { values: {}, errors } as ResolverResult<V, z.output<S>>;
  };
}
