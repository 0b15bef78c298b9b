import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireSignedInPage } from '@/server/pages/guards';
import { loadEop } from '@/server/support/pages';
import { EndOfProgram } from '@/components/support/end-of-program';

export const metadata: Metadata = { title: 'Thank you' };

// /eop: the end-of-program page — the program's thanks (content category eop) and the participant's numbers.
export default async function EopPage() {
  const { promotion, user } = await requireSignedInPage();
  if (!promotion) notFound();
  return <EndOfProgram page={await loadEop(promotion, user)} programName={promotion.row.program_name ?? promotion.row.name} />;
}
