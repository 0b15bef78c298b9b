import { useTranslations } from 'next-intl';
import { Spinner } from '@/components/ui/spinner';

// Shown while a page streams in: as tall as the screen, so the footer below it stays out of view and the content that
// replaces it does not push anything visible down (a layout shift).
export default function Loading() {
  const t = useTranslations('home');
  return (
    <div className="grid min-h-dvh flex-1 place-items-center py-24">
      <Spinner label={t('loading')} className="size-10" />
    </div>
  );
}
