// "One way each" figures (issue 28): how many schemas, forms, tables and policy files follow the house's one way.
//
//   npx tsx scripts/house-figures.ts          # the figures
//   npx tsx scripts/house-figures.ts --list   # and the files off the one way
//
// It reads the files as text, so it counts what a reviewer would grep for:
// - schemas: route files importing zod schemas from lib/, from a server/<feature>/schemas.ts, or writing z.object inline;
// - forms: files that render a <form> or <Form>; on the one way when they use react-hook-form (useForm + Form/Field);
// - tables: files that render <table> by hand or <DataTable>;
// - policy: server/**/policy.ts files that reach the database, directly (import server/db, call db.<model>) or through
//   a lookup they await (a rule on facts passed in is synchronous).
// The exceptions docs/ui.md states (the welcome page's native forms, the leaderboard's server-paged table, the
// coordinator's virtualized user table) are listed apart: they are deliberate and counted neither on nor off the one way.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const LIST = process.argv.includes('--list');

function walk(dir: string, keep: (path: string) => boolean, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, keep, out);
    else if (keep(path)) out.push(path);
  }
  return out;
}
const rel = (path: string) => relative(ROOT, path);
const read = (path: string) => readFileSync(path, 'utf8');

// Deliberate exceptions, with their reason in docs/ui.md.
const FORM_EXCEPTIONS = new Set([
  'components/welcome/login-form.tsx',
  'components/welcome/forgot-password-dialog.tsx',
  'components/welcome/reset-password-dialog.tsx',
  'components/welcome/pilot-dialog.tsx',
  'components/mfa/second-factor-form.tsx',
]);
const TABLE_EXCEPTIONS = new Set([
  'components/leaderboard/board-table.tsx',
  // The coordinator's user table: rows virtualized (spacer rows, aria-rowindex/aria-rowcount over a capped total),
  // sorted and paged by keyset on the server, the spec's fixed column proportions and a selection column.
  'components/admin/coordinator/participant-table.tsx',
]);
// The design system's own parts are the one way.
const isDesignSystem = (file: string) => file.startsWith('components/ui/');
// Development-only screens (not built into a release) are not the product's UI.
const isDevOnly = (file: string) => file.startsWith('app/dev/');

function share(label: string, on: string[], off: string[], exceptions: string[] = []) {
  const total = on.length + off.length;
  const extra = exceptions.length ? ` (+${exceptions.length} documented exception${exceptions.length > 1 ? 's' : ''})` : '';
  console.log(`${label}: ${on.length} of ${total} on the one way${extra}`);
  if (LIST) for (const file of off) console.log(`    off: ${file}`);
}

// Schemas.
const routes = walk(join(ROOT, 'app/api'), (p) => p.endsWith('/route.ts')).map(rel).sort();
const fromLib = routes.filter((f) => /from '@\/lib\/[^']*schemas?'/.test(read(join(ROOT, f))));
const fromServer = routes.filter((f) => /from '@\/server\/[^']*\/schemas'/.test(read(join(ROOT, f))));
const inline = routes.filter((f) => /\bz\.object\(/.test(read(join(ROOT, f))));
const shims = walk(join(ROOT, 'server'), (p) => p.endsWith('/schemas.ts')).map(rel).sort();
console.log(`routes: ${routes.length}`);
console.log(`  importing schemas from lib/: ${fromLib.length}`);
console.log(`  importing schemas from server/*/schemas: ${fromServer.length}`);
console.log(`  writing z.object inline: ${inline.length}`);
console.log(`  server/**/schemas.ts files: ${shims.length}`);
if (LIST) for (const f of [...fromServer, ...inline, ...shims]) console.log(`    off: ${f}`);

// Forms.
const ui = walk(ROOT, (p) => /\.tsx$/.test(p) && /^(app|components)\//.test(rel(p))).map(rel).sort();
const formFiles = ui.filter((f) => !isDesignSystem(f) && !isDevOnly(f) && /<form[\s>]|<Form[\s>]/.test(read(join(ROOT, f))));
const onForm = (f: string) => /\buseForm\b/.test(read(join(ROOT, f))) && !/<form[\s>]/.test(read(join(ROOT, f)));
share(
  'forms (react-hook-form + Field)',
  formFiles.filter((f) => !FORM_EXCEPTIONS.has(f) && onForm(f)),
  formFiles.filter((f) => !FORM_EXCEPTIONS.has(f) && !onForm(f)),
  formFiles.filter((f) => FORM_EXCEPTIONS.has(f)),
);

// Tables.
const tableFiles = ui.filter((f) => !isDesignSystem(f) && !isDevOnly(f) && /<table[\s>]|<DataTable[\s>]/.test(read(join(ROOT, f))));
const handTable = (f: string) => /<table[\s>]/.test(read(join(ROOT, f)));
share(
  'tables (DataTable)',
  tableFiles.filter((f) => !TABLE_EXCEPTIONS.has(f) && !handTable(f)),
  tableFiles.filter((f) => !TABLE_EXCEPTIONS.has(f) && handTable(f)),
  tableFiles.filter((f) => TABLE_EXCEPTIONS.has(f)),
);

// Policy files.
const policies = walk(join(ROOT, 'server'), (p) => p.endsWith('/policy.ts')).map(rel).sort();
const touchesDb = (f: string) => /from '@\/server\/db'|\bdb\.\$?[a-zA-Z]+[.(]|\bprisma\.|\bawait\b/.test(read(join(ROOT, f)));
share(
  'policy.ts without database access',
  policies.filter((f) => !touchesDb(f)),
  policies.filter(touchesDb),
);
