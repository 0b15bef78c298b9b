import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { idSchema } from '@/lib/schemas';
import { PostView } from '@/components/wall/post-view';
import { wallPage } from '../../wall-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('wall');
  return { title: t('metaPost') };
}

// One post with all its comments; ?reply opens the comment form, ?reply={commentId} highlights that comment.
export default async function WallPostPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<{ reply?: string | string[] }> }) {
  await wallPage();
  const [{ id }, { reply }] = await Promise.all([params, searchParams]);
  if (!idSchema('id').safeParse(id).success) notFound();
  const replyValue = reply === undefined ? null : Array.isArray(reply) ? (reply[0] ?? '') : reply;
  return <PostView key={id} id={Number(id)} reply={replyValue} />;
}
