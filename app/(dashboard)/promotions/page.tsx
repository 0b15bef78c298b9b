// Master's landing on the dashboard host: a Master on that host lands on /promotions.
import type { Metadata } from 'next';
import { requireRolePage } from '@/server/pages/guards';
import { DashboardLanding } from '@/components/dashboard/landing';

export const metadata: Metadata = { title: 'Promotions' };

export default async function PromotionsPage() {
  const { user } = await requireRolePage(['Master']);
  return (
    <DashboardLanding
      eyebrow="Renew Dashboard"
      title={`Welcome, ${user.profile?.first_name || 'Master'}`}
      intro="Everything you run in Renew starts here: programs, their participants, walls and reports."
      links={[
        { href: '/coordinator/dashboard/stats', title: 'Coordinator dashboard', body: 'Participation, progress and results across programs.' },
        { href: '/wallexpert/posts', title: 'Expert wall posts', body: 'Share expert posts with every program’s wall.' },
        { href: '/settings/profile', title: 'Your settings', body: 'Profile, password and preferences.' },
      ]}
    />
  );
}
