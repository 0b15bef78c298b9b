import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { requireSignedInPage } from '@/server/pages/guards';
import { FeedbackDialog } from '@/components/support/feedback-dialog';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('support');
  return { title: t('feedback.title') };
}

// Feedback: the full-screen dialog opens on entry (participant-core.md §2); only where the promotion enables feedback.
export default async function FeedbackPage() {
  const { promotion } = await requireSignedInPage();
  if (!promotion?.flags.is_feedback_enabled) redirect('/home');
  return <FeedbackDialog />;
}
