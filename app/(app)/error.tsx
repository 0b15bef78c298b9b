'use client';
// A page of this group failed: its view, inside the group's header and <main> (components/errors/error-boundary-view.tsx).
import { ErrorBoundaryView, type ErrorBoundaryProps } from '@/components/errors/error-boundary-view';

export default function ErrorPage(props: ErrorBoundaryProps) {
  return <ErrorBoundaryView {...props} />;
}
