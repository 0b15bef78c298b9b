import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireSignedInPage } from '@/server/pages/guards';
import { actorOf } from '@/server/auth/actor';
import { isMaster, isParticipant } from '@/lib/roles';
import { idSchema } from '@/lib/schemas';
import { EmailPreferencesForm } from '@/components/settings/email-preferences-form';
import { PushOptIn } from '@/components/push/push-opt-in';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('settings');
  return { title: t('tabs.email') };
}

// /settings/email: the signed-in user's email preferences; a Master edits another user's with ?userId (the spec's
// settings parameters, honoured only for a Master).
export default async function EmailPreferencesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { user, promotion } = await requireSignedInPage();
  const { userId } = await searchParams;
  const requested = isMaster(actorOf(user).role) ? idSchema('userId').safeParse(userId) : null;
  const target = requested?.success && requested.data !== user.id ? requested.data : 'me';
  // This device's push notifications: the participant's own, when their program pushes (docs/push-and-campaign-emails.md).
  const pushes = target === 'me' && promotion?.flags.send_push_notifications && isParticipant(actorOf(user).role) && user.promotion_id === promotion.id;
  return (
    <>
      <EmailPreferencesForm userId={target} />
      {pushes ? <PushOptIn /> : null}
    </>
  );
}
