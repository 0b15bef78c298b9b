import { redirect } from 'next/navigation';

// /wallexpert is abstract: the experts' first screen is My Posts.
export default function WallExpertIndexPage() {
  redirect('/wallexpert/posts');
}
