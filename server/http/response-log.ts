// The e2e response recorder (API_RESPONSE_LOG, off by default): every answer route() gives is appended to a JSON-lines
// file, so that scripts/check-api-responses.ts can validate what a whole Playwright run received against the OpenAPI
// document, as the authorization matrix does in-process. JSON bodies are read from a clone; files and streams are
// recorded by status and type only, never read.
import 'server-only';
import { appendFile } from 'node:fs/promises';
import { env } from '@/lib/env';

export interface RecordedAnswer {
  method: string;
  path: string;
  host: string | null;
  status: number;
  content_type: string | null;
  location: string | null;
  /** The parsed JSON body (null: no body, or not JSON). */
  json: unknown;
}

const isJson = (type: string | null) => /^application\/(?:[\w.-]+\+)?json/.test(type ?? '');

/** Records the answer when API_RESPONSE_LOG names a file; a recording failure never changes the answer. */
export async function recordApiAnswer(request: Request, response: Response): Promise<void> {
  const file = env().API_RESPONSE_LOG;
  if (!file) return;
  try {
    const type = response.headers.get('content-type');
    let json: unknown = null;
    if (isJson(type) && response.body) {
      const text = await response.clone().text();
      json = text ? (JSON.parse(text) as unknown) : null;
    }
    const line: RecordedAnswer = {
      method: request.method, path: new URL(request.url).pathname,
      host: request.headers.get('x-forwarded-host') ?? request.headers.get('host'),
      status: response.status, content_type: type, location: response.headers.get('location'), json,
    };
    await appendFile(file, `${JSON.stringify(line)}\n`);
  } catch {
    // The recorder serves a test run; the answer goes out whatever happens here.
  }
}
