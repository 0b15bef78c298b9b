'use client';
// The header's messages icon: a link to Messages with its own unread count ("Messages, 2 unread"), beside the bell,
// which counts the other notifications only (a message is never counted twice). The counts are the header's one
// query (GET /api/header_counts), kept live by the bell's subscription.
import { useTranslations } from 'next-intl';
import { MessageCircle } from '@/components/ui/icons';
import { useHeaderCounts } from '@/lib/query/header-counts';
import { HeaderCountLink } from './header-count-link';

export function MessagesLink() {
  const t = useTranslations('shell');
  const unread = useHeaderCounts().data?.messages ?? 0;
  return <HeaderCountLink href="/messages" section="/messages" label={t('nav.messages')} count={unread} Icon={MessageCircle} testId="messages-link" badge="bg-brand" />;
}
