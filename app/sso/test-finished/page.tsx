import type { Metadata } from 'next';
import { SsoTestFinished } from '@/components/sso/sso-problem';

export const metadata: Metadata = { title: 'Single sign-on test finished' };

// The end of the organization form's Test round trip (docs/sso.md): the result is on the form, which polls for it.
export default function SsoTestFinishedPage() {
  return <SsoTestFinished />;
}
