// The {id} of an admin page path (/organization/{id}/edit, /reseller/{id}/edit, /promotion/{id}/audit): a database
// id; anything else is the 404 page, never a request the API would refuse anyway.
import { notFound } from 'next/navigation';

export function databaseIdOf(raw: string): number {
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) notFound();
  return Number(raw);
}
