// "One way each" figures (issue 28): how many schemas, forms, tables and policy files follow the house's one way.
//
//   npx tsx scripts/house-figures.ts          # the figures
//   npx tsx scripts/house-figures.ts --list   # and the files off the one way, and each exception with its reason
//
// It reads the files as text, so it counts what a reviewer would grep for:
// - schemas: route files importing zod schemas from lib/, from a server/<feature>/schemas.ts, or writing z.object inline;
// - forms: files that render a <form> or <Form>; on the one way when their state is react-hook-form (they call useForm,
//   or a hook of the project's own that calls it, followed through the imports: use-promotion-form.ts) and the fields
//   reach it through <Form>, or through a <FormProvider> around hand-written <form>s (a form per section over one
//   react-hook-form, each submitting its own fields);
// - tables: files that render <table> by hand or <DataTable>;
// - policy: server/**/policy.ts files that reach the database, directly (import server/db, call db.<model>) or through
//   a lookup they await (a rule on facts passed in is synchronous).
// The exceptions below are deliberate, each with its reason (docs/ui.md): counted neither on nor off the one way.
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

// Deliberate exceptions, each with its reason (docs/ui.md "The form pattern").
const FORM_EXCEPTIONS = new Map<string, string>([
  ['components/welcome/login-form.tsx', 'welcome page: native form state keeps zod and react-hook-form out of its first load'],
  ['components/welcome/forgot-password-dialog.tsx', 'welcome page: native form state keeps zod and react-hook-form out of its first load'],
  ['components/welcome/reset-password-dialog.tsx', 'welcome page: native form state keeps zod and react-hook-form out of its first load'],
  ['components/welcome/pilot-dialog.tsx', 'welcome page: native form state keeps zod and react-hook-form out of its first load'],
  ['components/mfa/second-factor-form.tsx', 'the sign-in\'s second step, on the welcome page: native form state, as the login form'],
  ['components/journey/reflection-form.tsx', 'a controlled box: the parent owns the text and tells the leave-page question about unsaved text'],
  ['components/messages/message-composer.tsx', 'a chat box: the text leaves it before the server answers and comes back, merged with newer typing, if refused; nothing to check per field, Send waits for text or a photo'],
  ['components/users/user-popup.tsx', 'the email form rides in every name\'s popup: it would add react-hook-form to the friend lists\' first load, which carry none'],
]);
const TABLE_EXCEPTIONS = new Map<string, string>([
  ['components/leaderboard/board-table.tsx', 'a board is ranked and paged on the server and never sorts in the browser'],
  ['components/admin/coordinator/participant-table.tsx', 'rows virtualized (spacer rows, aria-rowindex/aria-rowcount over a capped total), sorted and paged by keyset on the server, the spec\'s fixed column proportions and a selection column'],
]);
// The design system's own parts are the one way.
const isDesignSystem = (file: string) => file.startsWith('components/ui/');
// Development-only screens (not built into a release) are not the product's UI.
const isDevOnly = (file: string) => file.startsWith('app/dev/');

function share(label: string, on: string[], off: string[], exceptions: Map<string, string> = new Map(), found: string[] = []) {
  const total = on.length + off.length;
  const extra = exceptions.size ? ` (+${exceptions.size} documented exception${exceptions.size > 1 ? 's' : ''})` : '';
  console.log(`${label}: ${on.length} of ${total} on the one way${extra}`);
  if (LIST) for (const file of off) console.log(`    off: ${file}`);
  if (LIST) for (const [file, reason] of exceptions) console.log(`    exception: ${file} — ${reason}`);
  // An exception whose file is gone, or no longer renders what it was excused for, is stale: say so.
  for (const file of exceptions.keys()) if (!found.includes(file)) console.log(`    stale exception: ${file}`);
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

// The project's module an import names ('@/…' or relative), or null for a package.
function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith('@/') ? join(ROOT, spec.slice(2)) : spec.startsWith('.') ? join(ROOT, from, '..', spec) : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    try {
      if (statSync(candidate).isFile()) return rel(candidate);
    } catch {
      // not this one
    }
  }
  return null;
}
// Whether a file's form state is react-hook-form: it calls useForm itself, or calls a hook it imports from one of the
// project's modules whose state is (a shared form hook such as use-promotion-form.ts).
function usesReactHookForm(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  const text = read(join(ROOT, file));
  if (/\buseForm\s*[<(]/.test(text)) return true;
  for (const [, names, spec] of text.matchAll(/import\s+(?!type\b)\{([^}]*)\}\s+from\s+'([^']+)'/g)) {
    const source = resolveImport(file, spec!);
    if (!source) continue;
    const hooks = names!.split(',').map((n) => n.trim().replace(/^type\s+/, '').split(/\s+as\s+/).at(-1)!).filter((n) => /^use[A-Z]/.test(n));
    if (hooks.some((hook) => new RegExp(`\\b${hook}\\s*[<(]`).test(text)) && usesReactHookForm(source, seen)) return true;
  }
  return false;
}
// The fields reach the form's state through <Form>, or through a <FormProvider> around the file's own <form>s.
const throughForm = (f: string) => !/<form[\s>]/.test(read(join(ROOT, f))) || /<FormProvider[\s>]/.test(read(join(ROOT, f)));
const onForm = (f: string) => usesReactHookForm(f) && throughForm(f);
share(
  'forms (react-hook-form + Field)',
  formFiles.filter((f) => !FORM_EXCEPTIONS.has(f) && onForm(f)),
  formFiles.filter((f) => !FORM_EXCEPTIONS.has(f) && !onForm(f)),
  FORM_EXCEPTIONS,
  formFiles,
);

// Tables.
const tableFiles = ui.filter((f) => !isDesignSystem(f) && !isDevOnly(f) && /<table[\s>]|<DataTable[\s>]/.test(read(join(ROOT, f))));
const handTable = (f: string) => /<table[\s>]/.test(read(join(ROOT, f)));
share(
  'tables (DataTable)',
  tableFiles.filter((f) => !TABLE_EXCEPTIONS.has(f) && !handTable(f)),
  tableFiles.filter((f) => !TABLE_EXCEPTIONS.has(f) && handTable(f)),
  TABLE_EXCEPTIONS,
  tableFiles,
);

// Policy files.
const policies = walk(join(ROOT, 'server'), (p) => p.endsWith('/policy.ts')).map(rel).sort();
const touchesDb = (f: string) => /from '@\/server\/db'|\bdb\.\$?[a-zA-Z]+[.(]|\bprisma\.|\bawait\b/.test(read(join(ROOT, f)));
share(
  'policy.ts without database access',
  policies.filter((f) => !touchesDb(f)),
  policies.filter(touchesDb),
);
