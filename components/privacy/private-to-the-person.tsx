// What an administrator viewing the program as a participant sees instead of that person's private messages,
// evaluations or journal (docs/privacy.md "Messages under impersonation: the decision"). `what` is the screen's own
// translated words ("Evaluations and their answers").
import { useTranslations } from 'next-intl';

export function PrivateToThePerson({ what }: { what: string }) {
  const t = useTranslations('privacy.private');
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6">
      <section aria-labelledby="private-to-the-person" className="rounded-2xl border border-line bg-surface p-6">
        <h1 id="private-to-the-person" className="text-h2 text-ink">{t('title')}</h1>
        <p className="mt-2 text-ink-muted">
          {t('body', { what })}
        </p>
      </section>
    </div>
  );
}
