// A TCP proxy a test can cut: put it between a process and PostgreSQL, then cut() drops every connection through it
// and refuses new ones (a network outage, as the process sees it) until restore().
import net from 'node:net';
import { throughLocalPort } from './port-url';

export interface TcpProxy {
  port: number;
  /** A URL like `url` with its host and port replaced by the proxy's. */
  rewrite(url: string): string;
  cut(): void;
  restore(): void;
  /** Connections currently open through the proxy. */
  open(): number;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let blocked = false;
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  const server = net.createServer((client) => {
    if (blocked) return void client.destroy();
    const upstream = net.connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  const cut = () => {
    blocked = true;
    for (const { client, upstream } of pairs) {
      client.destroy();
      upstream.destroy();
    }
    pairs.clear();
  };
  return {
    port,
    rewrite: (url) => throughLocalPort(url, port),
    cut,
    restore() {
      blocked = false;
    },
    open: () => pairs.size,
    close() {
      cut();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
