import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireSignedInPage } from '@/server/pages/guards';
import { EvaluationScreen } from '@/components/evaluations/evaluation-screen';
import { PrivateToThePerson } from '@/components/privacy/private-to-the-person';

export const metadata: Metadata = { title: 'Evaluation' };

export default async function UserEvaluationPage({ params }: { params: Promise<{ id: string }> }) {
  // Layouts do not re-run on client navigation, so the page checks the session itself (docs/app-shell.md).
  const { impersonation } = await requireSignedInPage();
  if (impersonation) return <PrivateToThePerson what="Evaluations and their answers" />;
  const id = Number((await params).id);
  if (!Number.isSafeInteger(id) || id <= 0) notFound();
  return <EvaluationScreen id={id} />;
}
