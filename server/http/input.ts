// Input helpers of routes whose messages are shown to participants as they are (registration, password reset,
// unsubscribe …): zod issues become the schema's own sentences (no "field: " prefix as the generic wrapper adds).
import { z } from 'zod';
import { AppError } from '@/server/http/errors';
import { ONBOARDING_MESSAGES as M } from '@/lib/onboarding/messages';

/** Route-level body schema: any JSON object; the handler parses it with parseInput. */
export const jsonObjectBody = z.record(z.string(), z.unknown(), { message: M.bodyMustBeObject });

export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError(422, [...new Set(result.error.issues.map((issue) => issue.message))]);
  return result.data;
}
