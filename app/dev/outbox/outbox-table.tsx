// The list of stored messages, newest first, with links that open one beside it.
import Link from 'next/link';
import type { SerializedEmailSummary } from '@/server/mail/serialize';
import { formatUtc } from './format';

interface Props {
  messages: SerializedEmailSummary[];
  total: number;
  page: number;
  lastPage: number;
  selectedId?: number;
}

export function OutboxTable({ messages, total, page, lastPage, selectedId }: Props) {
  return (
    <section aria-label="Messages">
      <table className="w-full border-collapse text-start text-sm">
        <caption className="mb-2 text-start text-gray-600">
          {total} {total === 1 ? 'message' : 'messages'}, newest first. Page {page} of {lastPage}.
        </caption>
        <thead>
          <tr className="border-b border-gray-300">
            <th scope="col" className="py-2 pe-3">Subject</th>
            <th scope="col" className="py-2 pe-3">To</th>
            <th scope="col" className="py-2 pe-3">Kind</th>
            <th scope="col" className="py-2 pe-3">Status</th>
            <th scope="col" className="py-2">Created</th>
          </tr>
        </thead>
        <tbody>
          {messages.map((m) => (
            <tr key={m.id} className={`border-b border-gray-200 ${m.id === selectedId ? 'bg-teal-50' : ''}`}>
              <td className="py-2 pe-3">
                <Link
                  href={{ query: { page, id: m.id } }}
                  aria-current={m.id === selectedId ? 'true' : undefined}
                  className="text-teal-800 underline"
                >
                  {m.subject}
                </Link>
              </td>
              <td className="py-2 pe-3 break-all">{m.to}</td>
              <td className="py-2 pe-3">{m.kind}</td>
              <td className="py-2 pe-3">{m.status}</td>
              <td className="py-2 whitespace-nowrap">
                <time dateTime={m.created_at}>{formatUtc(m.created_at)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {messages.length === 0 && <p className="mt-4 text-gray-600">No messages yet.</p>}
      <nav aria-label="Outbox pages" className="mt-4 flex gap-4 text-sm">
        {page > 1 && <Link href={{ query: { page: page - 1 } }} className="text-teal-800 underline">Newer messages</Link>}
        {page < lastPage && <Link href={{ query: { page: page + 1 } }} className="text-teal-800 underline">Older messages</Link>}
      </nav>
    </section>
  );
}
