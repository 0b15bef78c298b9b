import { redirect } from 'next/navigation';

// /coordinator/dashboard is abstract: its first tab is Stats.
export default async function CoordinatorDashboardPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const id = (await searchParams).promotion_id;
  redirect(`/coordinator/dashboard/stats${typeof id === 'string' ? `?promotion_id=${encodeURIComponent(id)}` : ''}`);
}
