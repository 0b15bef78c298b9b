// Input no handler can store: PostgreSQL text cannot hold NUL, so a NUL byte in any string of the path, the query
// or the body is refused up front (422) instead of failing deep in a query (it answered 500 before).
import { HTTP_MESSAGES } from '@/lib/requests/messages';
import { AppError } from './errors';

const NUL = '\u0000';
const MAX_DEPTH = 32;

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (depth > MAX_DEPTH) throw new AppError(422, HTTP_MESSAGES.nestedTooDeeply);
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => key.includes(NUL) || containsNul(item, depth + 1));
  }
  return false;
}

export function refuseUnstorableInput(...values: unknown[]): void {
  if (values.some((value) => containsNul(value))) throw new AppError(422, HTTP_MESSAGES.nulCharacter);
}
