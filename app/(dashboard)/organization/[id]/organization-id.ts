// The {id} of /organization/{id}/…: a database id, or 'new' on /create. Anything else is a 404.
import { notFound } from 'next/navigation';

export function organizationIdOf(raw: string): number {
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) notFound();
  return Number(raw);
}
