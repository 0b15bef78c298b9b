// The single sign-on pages (docs/sso.md): a failed sign-in's friendly explanation, and the end of a Test round trip.
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { ProblemView } from '@/components/errors/problem-view';

export function SsoProblem({ message, retry }: { message: string; retry: boolean }) {
  const t = useTranslations('sso');
  return (
    <div className="flex flex-1 flex-col">
      <ProblemView
        eyebrow={t('eyebrow')}
        title={t('problemTitle')}
        actions={
          <>
            {retry ? (
              // A route handler that redirects to the provider: a full navigation, not a client-side one.
              // eslint-disable-next-line @next/next/no-html-link-for-pages
              <a href="/api/sso/login" className={buttonClasses('primary')}>{t('tryAgain')}</a>
            ) : null}
            <Link href="/welcome" className={buttonClasses(retry ? 'secondary' : 'primary')}>{t('backToWelcome')}</Link>
          </>
        }
      >
        <p>{message}</p>
      </ProblemView>
    </div>
  );
}

export function SsoTestFinished() {
  const t = useTranslations('sso');
  return (
    <div className="flex flex-1 flex-col">
      <ProblemView
        eyebrow={t('testEyebrow')}
        title={t('testTitle')}
        actions={<Link href="/organizations" className={buttonClasses('secondary')}>{t('organizations')}</Link>}
      >
        <p>{t('testBody')}</p>
      </ProblemView>
    </div>
  );
}
