// One stored message: its envelope, the HTML rendered in a sandboxed frame, and the plain-text part.
import type { SerializedEmail } from '@/server/mail/serialize';
import { formatUtc } from './format';

/** Links in the preview open in a new tab: the sandbox forbids scripts, and navigating inside the frame would be useless. */
function withLinksInNewTab(html: string): string {
  const base = '<base target="_blank">';
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => `${head}${base}`) : `${base}${html}`;
}

export function MessagePreview({ message }: { message: SerializedEmail }) {
  return (
    <article aria-labelledby="outbox-message-subject">
      <h2 id="outbox-message-subject" className="text-xl font-semibold">{message.subject}</h2>
      <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-medium">From</dt>
        <dd>{message.from}</dd>
        <dt className="font-medium">To</dt>
        <dd className="break-all">{message.to}</dd>
        <dt className="font-medium">Kind</dt>
        <dd>{message.kind}</dd>
        <dt className="font-medium">Status</dt>
        <dd>
          {message.status}
          {message.sent_at && <> at <time dateTime={message.sent_at}>{formatUtc(message.sent_at)}</time></>}
        </dd>
        {message.error && (
          <>
            <dt className="font-medium">Error</dt>
            <dd className="text-red-700">{message.error}</dd>
          </>
        )}
      </dl>
      <iframe
        title={`HTML of the email “${message.subject}”`}
        srcDoc={withLinksInNewTab(message.html)}
        sandbox="allow-popups allow-popups-to-escape-sandbox"
        referrerPolicy="no-referrer"
        className="mt-4 h-[36rem] w-full rounded border border-gray-300 bg-white"
      />
      <details className="mt-4">
        <summary className="cursor-pointer font-medium">Plain-text version</summary>
        <pre className="mt-2 overflow-x-auto whitespace-pre-wrap rounded bg-gray-50 p-3 text-sm">{message.text}</pre>
      </details>
    </article>
  );
}
