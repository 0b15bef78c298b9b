import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requirePublicPage } from '@/server/pages/guards';
import { contentItem, PAGE_CONTENT } from '@/server/support/pages';
import { requestLocale } from '@/server/i18n/request-locale';
import { PageFrame } from '@/components/support/page-frame';
import { SupportTabs } from '@/components/support/support-tabs';
import { ContactPage } from '@/components/support/contact-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('support');
  return { title: t('contact.title') };
}

// Contact: the form (POST /contact_requests), for visitors too; a signed-in person's name and email are filled in.
export default async function ContactRoute() {
  const [{ promotion, user }, t] = await Promise.all([requirePublicPage(), getTranslations('support.contact')]);
  const intro = await contentItem(promotion?.id ?? null, PAGE_CONTENT.contactIntro, await requestLocale());
  const defaults = {
    first_name: user?.profile?.first_name ?? '',
    last_name: user?.profile?.last_name ?? '',
    email: user?.email ?? '',
    organization: user && promotion ? promotion.organization.name : '',
  };
  return (
    <PageFrame title={t('title')} tabs={<SupportTabs />}>
      <ContactPage intro={intro} defaults={defaults} canOnlyContact={!promotion} feedback={Boolean(user && promotion?.flags.is_feedback_enabled)} />
    </PageFrame>
  );
}
