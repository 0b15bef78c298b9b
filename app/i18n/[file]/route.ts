// GET /i18n/{locale}.{participant|administration}.{hash}.js: a browser catalog (server/i18n/client-catalog.ts). Public
// (the catalogs are the product's texts, the same for everyone) and immutable: a changed catalog has another name.
import { clientCatalogScript } from '@/server/i18n/client-catalog';

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const script = clientCatalogScript((await params).file);
  if (script === null) return new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  return new Response(script, {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable' },
  });
}
