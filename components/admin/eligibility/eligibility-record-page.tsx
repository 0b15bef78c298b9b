'use client';
// /promotion/{id}/eligibility/{eligId}/create and /edit: the record's form on its own address (a link or a reload
// opens it); saving or closing goes back to the list.
import { useRouter } from 'next/navigation';
import type { AdminEligibility } from '@/lib/eligibility/types';
import { EligibilityFormDialog } from './eligibility-form-dialog';

export function EligibilityRecordPage({ promotionId, label, record }: { promotionId: number; label: string; record: AdminEligibility | null }) {
  const router = useRouter();
  const back = () => router.push(`/promotion/${promotionId}/eligibilities`);
  return <EligibilityFormDialog promotionId={promotionId} label={label} record={record} open onClose={back} onSaved={back} />;
}
