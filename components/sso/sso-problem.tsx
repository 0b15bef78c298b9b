// The single sign-on pages (docs/sso.md): a failed sign-in's friendly explanation, and the end of a Test round trip.
import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';
import { ProblemView } from '@/components/errors/problem-view';

export function SsoProblem({ message, retry }: { message: string; retry: boolean }) {
  return (
    <div className="flex flex-1 flex-col">
      <ProblemView
        eyebrow="Single sign-on"
        title="We could not sign you in"
        actions={
          <>
            {retry ? (
              // A route handler that redirects to the provider: a full navigation, not a client-side one.
              // eslint-disable-next-line @next/next/no-html-link-for-pages
              <a href="/api/sso/login" className={buttonClasses('primary')}>Try again</a>
            ) : null}
            <Link href="/welcome" className={buttonClasses(retry ? 'secondary' : 'primary')}>Back to the welcome page</Link>
          </>
        }
      >
        <p>{message}</p>
      </ProblemView>
    </div>
  );
}

export function SsoTestFinished() {
  return (
    <div className="flex flex-1 flex-col">
      <ProblemView
        eyebrow="Single sign-on test"
        title="The test sign-in is finished"
        actions={<Link href="/organizations" className={buttonClasses('secondary')}>Organizations</Link>}
      >
        <p>The result is on the organization form, in the window you started the test from. You can close this window.</p>
      </ProblemView>
    </div>
  );
}
