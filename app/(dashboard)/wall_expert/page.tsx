// Poster's landing on the dashboard host: a Poster on that host lands on /wall_expert.
import type { Metadata } from 'next';
import { requireRolePage } from '@/server/pages/guards';
import { DashboardLanding } from '@/components/dashboard/landing';

export const metadata: Metadata = { title: 'Wall expert' };

export default async function WallExpertPage() {
  const { user } = await requireRolePage(['Poster', 'Master']);
  return (
    <DashboardLanding
      eyebrow="Wall expert"
      title={`Welcome, ${user.profile?.first_name || 'expert'}`}
      intro="Your posts bring expert advice and encouragement to every program’s wall."
      links={[
        { href: '/wallexpert/posts', title: 'My Posts', body: 'What you have shared, with replies and likes.' },
        { href: '/wallexpert/walls', title: 'Promotion Walls', body: 'Choose a program and post to its wall.' },
        { href: '/settings/profile', title: 'Your settings', body: 'Profile, password and preferences.' },
      ]}
    />
  );
}
