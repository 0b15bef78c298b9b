// tsx bench/buffer-growth.ts <calls> <traces-a.json> <database-url-a> <traces-b.json> <database-url-b> [requests]
//
// How much database work a call's requests do at two promotion sizes, in a figure the machine's load does not move:
// the PostgreSQL buffers (shared hits + reads of EXPLAIN (ANALYZE, BUFFERS)) of the SQL `npm run bench` recorded for
// each request (.data/bench/traces.json; copy it after each run), replayed against the database it was recorded on.
// Prints, per call, the median buffers per request over the first `requests` (10) recordings, then each statement's
// median. Constant work per request is a constant count; a cost linear in the promotion is ~3× from 100k to 300k
// (docs/benchmarks.md, "Session 16"). Reads only: statements other than SELECT/WITH (a transaction's) are skipped.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import type { TraceFile } from './bare-server.ts';

interface PlanJson {
  Plan: { 'Shared Hit Blocks'?: number; 'Shared Read Blocks'?: number };
  'Execution Time': number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function measure(traceFile: string, databaseUrl: string, calls: string[], requests: number) {
  const { reads } = JSON.parse(readFileSync(traceFile, 'utf8')) as TraceFile;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const out = new Map<string, { perRequest: number; statements: Map<string, number> }>();
  try {
    for (const call of calls) {
      const totals: number[] = [];
      const byStatement = new Map<string, number[]>();
      for (let i = 0; i < requests; i++) {
        const trace = reads[`${call}:${i}`];
        if (!trace) continue;
        let total = 0;
        for (const statement of trace) {
          const text = statement.text.trim();
          if (!/^(\/\*.*?\*\/\s*)?(SELECT|WITH)\b/is.test(text)) continue;
          const { rows } = await client.query<{ 'QUERY PLAN': PlanJson[] }>({ text: `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${text}`, values: statement.values });
          const plan = rows[0]['QUERY PLAN'][0].Plan;
          const buffers = (plan['Shared Hit Blocks'] ?? 0) + (plan['Shared Read Blocks'] ?? 0);
          total += buffers;
          const key = text.replace(/\s+/g, ' ').slice(0, 90);
          byStatement.set(key, [...(byStatement.get(key) ?? []), buffers]);
        }
        totals.push(total);
      }
      out.set(call, { perRequest: median(totals), statements: new Map([...byStatement].map(([k, v]) => [k, median(v)])) });
    }
  } finally {
    await client.end();
  }
  return out;
}

async function main() {
  const [callList, traceA, urlA, traceB, urlB, requests = '10'] = process.argv.slice(2);
  if (!callList || !traceA || !urlA || !traceB || !urlB) {
    console.error('Usage: tsx bench/buffer-growth.ts board,me,userTable traces-100k.json <url-100k> traces-300k.json <url-300k> [requests]');
    process.exit(2);
  }
  const calls = callList.split(',');
  const a = await measure(traceA, urlA, calls, Number(requests));
  const b = await measure(traceB, urlB, calls, Number(requests));
  for (const call of calls) {
    const [x, y] = [a.get(call), b.get(call)];
    if (!x || !y) continue;
    const ratio = x.perRequest ? (y.perRequest / x.perRequest).toFixed(2) : '-';
    console.log(`${call}: buffers per request ${x.perRequest} → ${y.perRequest} (${ratio}×)`);
    for (const [statement, buffers] of y.statements) console.log(`    ${x.statements.get(statement) ?? '-'} → ${buffers}  ${statement}`);
  }
}

await main();
