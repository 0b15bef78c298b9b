// The response contract over an e2e run: every /api answer the Playwright run received (recorded by the server when
// API_RESPONSE_LOG names a file, server/http/response-log.ts) is validated against the OpenAPI document, as the
// authorization matrix validates its own answers (tests/helpers/response-contract.ts). `npm test` runs it after the
// Playwright run (`npm run test:e2e:contract`, the log in .data/e2e-api-responses.jsonl); by hand:
//   E2E_RECORD_API_RESPONSES=1 npx playwright test      (the config names the file, .data/e2e-api-responses-*.jsonl)
//   npx tsx --conditions=react-server scripts/check-api-responses.ts .data/e2e-api-responses-<stamp>.jsonl
// Exits 1 on drift: an answer whose body, status or type the document does not describe.
import { readFileSync } from 'node:fs';
import { documentedRoutes } from './openapi';
import { API_ROUTES } from '@/server/http/api-routes.generated';
import { ResponseContract } from '@/tests/helpers/response-contract';
import type { DocumentedRoute } from '@/server/openapi/document';
import type { RecordedAnswer } from '@/server/http/response-log';

/** A matcher per route pattern; a static segment outranks a dynamic one at the first place they differ. */
function matcher(routes: DocumentedRoute[]) {
  const patterns = [...new Set(routes.map((r) => r.pattern))].map((pattern) => {
    const segments = pattern.split('/').filter(Boolean);
    const source = segments.map((s) => (/^\[\.\.\.\w+\]$/.test(s) ? '.+' : /^\[\w+\]$/.test(s) ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/');
    return { pattern, regex: new RegExp(`^/${source}/?$`), rank: segments.map((s) => (s.startsWith('[...') ? 2 : s.startsWith('[') ? 1 : 0)) };
  });
  const better = (a: number[], b: number[]) => {
    for (let i = 0; i < Math.min(a.length, b.length); i += 1) if (a[i] !== b[i]) return a[i]! < b[i]!;
    return a.length > b.length;
  };
  return (path: string, method: string) => {
    let best: (typeof patterns)[number] | undefined;
    for (const p of patterns) if (p.regex.test(path) && (!best || better(p.rank, best.rank))) best = p;
    return best && routes.find((r) => r.pattern === best.pattern && r.method === method);
  };
}

const file = process.argv[2];
if (!file) {
  console.error('Usage: scripts/check-api-responses.ts <recorded JSON-lines file>');
  process.exit(2);
}
const answers = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as RecordedAnswer);
const routes = await documentedRoutes(API_ROUTES);
const contract = new ResponseContract(routes);
const find = matcher(routes);
const problems = new Map<string, number>();
let checked = 0;
for (const answer of answers) {
  // SCIM answers are rewritten into SCIM errors after route() records them; the SCIM tests check those.
  if (answer.path.startsWith('/api/scim/')) continue;
  const route = find(answer.path, answer.method);
  if (!route) {
    problems.set(`${answer.method} ${answer.path}: no operation in the document`, (problems.get(`${answer.method} ${answer.path}: no operation in the document`) ?? 0) + 1);
    continue;
  }
  const headers = new Headers();
  if (answer.content_type) headers.set('content-type', answer.content_type);
  if (answer.location) headers.set('location', answer.location);
  checked += 1;
  for (const problem of contract.check(route, { status: answer.status, json: answer.json, headers })) problems.set(problem, (problems.get(problem) ?? 0) + 1);
}
console.log(`${answers.length} answers recorded, ${checked} checked, ${contract.checked.size} operations covered (${contract.successesValidated} successes against their own schema).`);
for (const [problem, times] of problems) console.log(`DRIFT (${times}×) ${problem}`);
process.exit(problems.size ? 1 : 0);
