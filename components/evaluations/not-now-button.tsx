'use client';
// "Not now" on an evaluation or survey: back to the page the prompt left (remembered by pending-evaluation.tsx), or
// home when the user came some other way. The evaluation stays pending and reachable from My Journey.
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { PENDING_EVALUATION_RETURN_KEY } from '@/lib/evaluations/constants';
import { Button } from '@/components/ui/button';

export function NotNowButton({ className }: { className?: string }) {
  const t = useTranslations('evaluations');
  const router = useRouter();
  const leave = () => {
    let back: string | null = null;
    try {
      back = sessionStorage.getItem(PENDING_EVALUATION_RETURN_KEY);
      sessionStorage.removeItem(PENDING_EVALUATION_RETURN_KEY);
    } catch {
      // no session storage: home
    }
    // Only a path of this site (the key is ours, but session storage is writable by any script of the origin).
    router.push(back && back.startsWith('/') && !back.startsWith('//') ? back : '/home');
  };
  return (
    <Button type="button" variant="secondary" size="lg" onClick={leave} className={className}>
      {t('notNow')}
    </Button>
  );
}
