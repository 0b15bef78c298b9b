// /promotion/{id}/locations is abstract: its screens are /view (the tree) and /settings (labels).
import { redirect } from 'next/navigation';

export default async function LocationsPage({ params }: { params: Promise<{ id: string }> }) {
  redirect(`/promotion/${(await params).id}/locations/view`);
}
