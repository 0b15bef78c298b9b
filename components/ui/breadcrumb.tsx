// Where a page sits: links to the pages above it, then the current page (aria-current="page").
import Link from 'next/link';
import { Fragment } from 'react';
import { useTranslations } from 'next-intl';
import { ChevronRight } from './icons';

export function Breadcrumb({ trail, current }: { trail: { href: string; label: string }[]; current: string }) {
  const t = useTranslations('ui.breadcrumb');
  return (
    <nav aria-label={t('label')}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-ink-muted">
        {trail.map((step) => (
          <Fragment key={step.href}>
            <li>
              <Link href={step.href} className="font-semibold text-brand-strong">
                {step.label}
              </Link>
            </li>
            <li aria-hidden="true">
              <ChevronRight className="size-4" />
            </li>
          </Fragment>
        ))}
        <li aria-current="page" className="font-semibold text-ink">
          {current}
        </li>
      </ol>
    </nav>
  );
}
