// /dev/outbox — masters read the email the app stored (captured without SMTP_URL, or sent). Anyone else,
// and everyone when the outbox is off (server/mail/outbox.ts), gets the ordinary 404 page.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { env } from '@/lib/env';
import { toPage } from '@/server/platform/pagination';
import { mayReadOutbox } from '@/server/mail/outbox';
import { findEmailMessage, listEmailMessages } from '@/server/mail/queries';
import { serializeEmail, serializeEmailSummary } from '@/server/mail/serialize';
import { getPageContext } from '@/server/pages/context';
import { MessagePreview } from './message-preview';
import { OutboxTable } from './outbox-table';

export const metadata: Metadata = { title: 'Outbox', robots: { index: false, follow: false } };

const PAGE_SIZE = 25;
const searchSchema = z.object({
  page: z.coerce.number().int().min(1).catch(1),
  id: z.coerce.number().int().positive().optional().catch(undefined),
});

export default async function OutboxPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  // The session as the root layout read it (cookie checked against this host): a master signs in on the dashboard.
  const { user } = await getPageContext();
  if (!mayReadOutbox(user)) notFound();

  const search = searchSchema.parse(await searchParams);
  const page = toPage({ page: search.page, page_size: PAGE_SIZE });
  const [{ rows, total }, selected] = await Promise.all([
    listEmailMessages(page),
    search.id ? findEmailMessage(search.id) : Promise.resolve(null),
  ]);
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    // A <div>: the layout's shell already renders the page's one <main>.
    <div className="mx-auto w-full max-w-7xl p-6">
      <h1 className="text-2xl font-semibold">Outbox</h1>
      <p className="mt-1 text-sm text-gray-600">
        {env().SMTP_URL
          ? 'Mail is sent through SMTP_URL; a copy of each message is kept here.'
          : 'SMTP_URL is not set: mail is captured here and not sent to anyone.'}
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <OutboxTable messages={rows.map(serializeEmailSummary)} total={total} page={page.page} lastPage={lastPage} selectedId={search.id} />
        {selected ? (
          <MessagePreview message={serializeEmail(selected)} />
        ) : (
          <p className="text-gray-600">{search.id ? 'That message does not exist.' : 'Choose a message to read it.'}</p>
        )}
      </div>
    </div>
  );
}
