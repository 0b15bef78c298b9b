// The Contact tab: the program team's note (content support.contact_intro), the form, and — for signed-in people
// where the promotion takes feedback — the Feedback dialog, which stays on this page when closed.
import { useTranslations } from 'next-intl';
import type { ContentItem } from '@/lib/content/types';
import { ContentHtml, contentTitle } from '@/components/ui/content-html';
import { ContactForm, type ContactDefaults } from './contact-form';
import { ContactFeedbackButton } from './contact-feedback-button';

export function ContactPage({ intro, defaults, feedback, canOnlyContact }: {
  intro: ContentItem | null;
  defaults: ContactDefaults;
  feedback: boolean;
  /** The dashboard host has no program team to write to. */
  canOnlyContact: boolean;
}) {
  const t = useTranslations('support.contact');
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_2fr]">
      <aside className="flex flex-col gap-4 rounded-3xl border border-line bg-surface p-5 shadow-card sm:p-6">
        <h2 className="text-h2 text-ink">{contentTitle(intro?.title_html, t('introTitle'))}</h2>
        <ContentHtml className="text-ink-muted" html={intro?.content_html ?? `<p>${t('introBody')}</p>`} />
        {feedback ? (
          <div className="border-t border-line pt-4">
            <p className="mb-3 text-ink-muted">{t('feedbackPrompt')}</p>
            <ContactFeedbackButton />
          </div>
        ) : null}
      </aside>
      <div className="rounded-3xl border border-line bg-surface p-5 shadow-card sm:p-8">
        {canOnlyContact ? (
          <p className="text-ink-muted">{t('openProgramSite')}</p>
        ) : (
          <ContactForm defaults={defaults} />
        )}
      </div>
    </div>
  );
}
