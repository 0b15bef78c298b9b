// /promotion/{id}/eligibilityfiles: upload, map, process (with progress), cancel, download and delete files.
import type { Metadata } from 'next';
import { requireAdminPromotionPage } from '@/server/promotions/admin/pages';
import { listEligibilityFiles } from '@/server/eligibility/files';
import { eligibilityLabel } from '@/server/eligibility/queries';
import { PromotionFrame } from '@/components/admin/promotions/promotion-frame';
import { EligibilityFiles } from '@/components/admin/eligibility/eligibility-files';

export const metadata: Metadata = { title: 'Eligibility files' };

export default async function EligibilityFilesPage({ params }: { params: Promise<{ id: string }> }) {
  const promotion = await requireAdminPromotionPage((await params).id);
  const [files, label] = await Promise.all([listEligibilityFiles(promotion.id), eligibilityLabel(promotion.id)]);
  return (
    <PromotionFrame promotion={promotion} current="eligibilityfiles" title="Eligibility files" intro="Load the eligibility list from a spreadsheet. Processing runs in the background; you can leave this page.">
      <EligibilityFiles promotionId={promotion.id} canManage label={label} initial={files} />
    </PromotionFrame>
  );
}
