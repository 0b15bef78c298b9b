// Caching of API answers (issue 37 finding 9): what the route wrapper answers depends on who asks — the session
// cookie — so no shared cache (a proxy, a CDN) may keep it and no browser may reuse it for another account:
// `Cache-Control: no-store` and `Vary: Cookie`. A handler that set its own Cache-Control keeps it (`private, no-store`
// downloads); one that made its answer public (a stored public upload: immutable, cacheable by anyone) is left as it is.
const NO_STORE = 'no-store';

function withHeaders(response: Response, apply: (headers: Headers) => void): Response {
  try {
    apply(response.headers);
    return response;
  } catch {
    // Immutable headers (Response.redirect, a fetched response): the same answer with a copy of them.
    const copy = new Response(response.body, response);
    apply(copy.headers);
    return copy;
  }
}

export function privateByDefault(response: Response): Response {
  const cacheControl = response.headers.get('cache-control');
  if (cacheControl && /(^|[\s,])public([\s,]|$)/i.test(cacheControl)) return response;
  return withHeaders(response, (headers) => {
    if (!cacheControl) headers.set('Cache-Control', NO_STORE);
    const vary = headers.get('vary');
    if (!vary || !/(^|[\s,])(cookie|\*)([\s,]|$)/i.test(vary)) headers.set('Vary', vary ? `${vary}, Cookie` : 'Cookie');
  });
}
