import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requirePublicPage } from '@/server/pages/guards';
import { contentItem, PAGE_CONTENT } from '@/server/support/pages';
import { requestLocale } from '@/server/i18n/request-locale';
import Link from 'next/link';
import { LegalPage } from '@/components/support/legal-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('support.legal');
  return { title: t('privacyTitle') };
}

// Privacy: open to visitors, also before launch. The footer may hide its link; the page stays readable.
export default async function PrivacyPage() {
  const [{ promotion }, t] = await Promise.all([requirePublicPage(), getTranslations('support.legal')]);
  return (
    <>
      <LegalPage item={await contentItem(promotion?.id ?? null, PAGE_CONTENT.privacy, await requestLocale())} fallbackTitle={t('privacyTitle')} />
      <p className="mx-auto w-full max-w-3xl px-4 pb-10 sm:px-6">
        {t.rich('employerLink', {
          link: (chunks) => (
            <Link href="/settings/what-my-employer-sees" className="font-semibold underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </>
  );
}
