import type { Metadata } from 'next';
import { loadHome } from '@/server/pages/home';
import { HomeScreen } from '@/components/home/home-screen';

export const metadata: Metadata = { title: 'Home' };

// loadHome guards the page and sends a Poster to /wall_expert, super users to their dashboard and a participant of a
// promotion that has not started to /prestart/basics (server/pages/routing.ts homeRedirect).
export default async function HomePage() {
  const props = await loadHome();
  return (
    <>
      <HomeScreen {...props} />
    </>
  );
}
