import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { requireSignedInPage } from '@/server/pages/guards';
import { EvaluationScreen } from '@/components/evaluations/evaluation-screen';
import { PrivateToThePerson } from '@/components/privacy/private-to-the-person';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('evaluations');
  return { title: t('title') };
}

export default async function UserEvaluationPage({ params }: { params: Promise<{ id: string }> }) {
  // Layouts do not re-run on client navigation, so the page checks the session itself (docs/app-shell.md).
  const { impersonation } = await requireSignedInPage();
  if (impersonation) return <PrivateToThePerson what={(await getTranslations('evaluations'))('privateWhat')} />;
  const id = Number((await params).id);
  if (!Number.isSafeInteger(id) || id <= 0) notFound();
  return <EvaluationScreen id={id} />;
}
