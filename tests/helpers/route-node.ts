// A second web process for the multi-process tests (tests/integration/cluster-caches.test.ts): the app's own route
// handlers, served over HTTP without Next, in a process with its own memory (caches, pools, the LISTEN connection).
// It also counts the SQL statements it sends, so a test or a bench can weigh one request's database work.
//
//   tsx --conditions=react-server tests/helpers/route-node.ts   (DATABASE_URL, AUTH_SECRET and APP_HOST set)
//
// POST /call {route, method?, host, path, body?, cookie?, params?} imports app/api/<route>/route.ts and answers
// {status, json}; GET /statements answers {count} and POST /statements resets it. Prints "route node ready on <port>"
// once its cluster-cache LISTEN is in place.
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { callRoute } from './http';

const ROOT = path.resolve(import.meta.dirname, '../..');

// Every statement of every pool client of this process.
let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
  statements += 1;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

const { clusterCacheTrusted } = await import('@/server/platform/cluster-invalidation');
await import('@/server/tenancy/promotion-context');

interface Call { route: string; method?: string; host: string; path: string; body?: unknown; cookie?: string; params?: Record<string, string> }

async function read(request: http.IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text;
}

const server = http.createServer((request, response) => {
  void (async () => {
    const reply = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    try {
      if (request.url === '/statements') {
        if (request.method === 'POST') statements = 0;
        return reply(200, { count: statements });
      }
      const call = JSON.parse(await read(request)) as Call;
      if (!/^[a-z0-9_/[\]-]+$/i.test(call.route)) return reply(400, { error: 'route' });
      const handlers = await import(pathToFileURL(path.join(ROOT, 'app/api', call.route, 'route.ts')).href) as Record<string, never>;
      const method = call.method ?? 'GET';
      const result = await callRoute(handlers[method], { method, host: call.host, path: call.path, body: call.body, cookie: call.cookie, params: call.params });
      reply(200, { status: result.status, json: result.json });
    } catch (error) {
      reply(500, { error: String(error) });
    }
  })();
});

server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as { port: number };
  const wait = () => (clusterCacheTrusted() ? console.log(`route node ready on ${port}`) : setTimeout(wait, 20));
  wait();
});
