import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { requireSignedInPage } from '@/server/pages/guards';
import { loadEop } from '@/server/support/pages';
import { requestLocale } from '@/server/i18n/request-locale';
import { EndOfProgram } from '@/components/support/end-of-program';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('support');
  return { title: t('eop.metaTitle') };
}

// /eop: the end-of-program page — the program's thanks (content category eop) and the participant's numbers.
export default async function EopPage() {
  const { promotion, user } = await requireSignedInPage();
  if (!promotion) notFound();
  return <EndOfProgram page={await loadEop(promotion, user, await requestLocale())} programName={promotion.row.program_name ?? promotion.row.name} />;
}
