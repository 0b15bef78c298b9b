import { useTranslations } from 'next-intl';
import { Spinner } from '@/components/ui/spinner';

// Shown while a page streams in, filling <main>, which is at least the screen below the header (app-shell.tsx): the
// footer stays out of view before and after, so the page that replaces this moves nothing visible (a layout shift).
export default function Loading() {
  const t = useTranslations('home');
  return (
    <div className="grid flex-1 place-items-center py-24">
      <Spinner label={t('loading')} className="size-10" />
    </div>
  );
}
