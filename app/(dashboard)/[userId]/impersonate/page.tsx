// /{userId}/impersonate (administration.md §2 "Impersonate screen"): the same window as /users/impersonate.
import { notFound, redirect } from 'next/navigation';
import { idSchema } from '@/lib/schemas';

export default async function ImpersonateByPath({ params }: { params: Promise<{ userId: string }> }) {
  const id = idSchema('userId').safeParse((await params).userId);
  if (!id.success) notFound();
  redirect(`/users/impersonate?impersonate_id=${id.data}`);
}
