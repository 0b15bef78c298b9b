/** `url` (a database on the server behind a local proxy or pooler) as reached through that proxy's port on 127.0.0.1. */
export function throughLocalPort(url: string, port: number): string {
  const u = new URL(url);
  u.hostname = '127.0.0.1';
  u.port = String(port);
  return u.toString();
}
