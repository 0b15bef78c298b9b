'use client';
// Error boundary under the root layout: a route group's layout that failed (its pages' errors are caught by the
// group's own error.tsx, inside the group's header and <main>). The view loads when needed
// (components/errors/error-boundary-view.tsx).
import { ErrorBoundaryView, type ErrorBoundaryProps } from '@/components/errors/error-boundary-view';
import { MainLandmark } from '@/components/shell/main-landmark';

export default function ErrorPage(props: ErrorBoundaryProps) {
  return (
    <MainLandmark>
      <ErrorBoundaryView {...props} />
    </MainLandmark>
  );
}
