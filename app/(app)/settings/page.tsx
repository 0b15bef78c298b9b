import { redirect } from 'next/navigation';

// /settings is the abstract frame: its only tab so far is Edit Preferences (a Master's ?userId goes along).
export default async function SettingsIndexPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { userId } = await searchParams;
  redirect(typeof userId === 'string' ? `/settings/email?userId=${encodeURIComponent(userId)}` : '/settings/email');
}
