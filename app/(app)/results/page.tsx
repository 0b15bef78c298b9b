import type { Metadata } from 'next';
import { requireSignedInPage } from '@/server/pages/guards';
import { ResultsDialog } from '@/components/stats/results-dialog';

export const metadata: Metadata = { title: 'My Results' };

export default async function ResultsPage() {
  await requireSignedInPage();
  return <ResultsDialog />;
}
