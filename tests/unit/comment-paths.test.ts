// Every repository path a comment or a doc names exists: a comment that sends the reader to a file that moved or
// never existed is worse than none. Scans the comments of the source files git tracks and every line of the Markdown
// files. A path is a top-level folder of this repository followed by a file name with an extension. Decision records
// (docs/decisions/) are left out: they describe the code as it was when the decision was taken, moved files included.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const TOP = '(?:app|server|lib|components|tests|scripts|docs|prisma|bench|public|sidecar|worker|hooks|types)';
const PATH = new RegExp(`(?<![\\w@./-])(${TOP}/[A-Za-z0-9_\\-./\\[\\]()@]+\\.(?:tsx|ts|mjs|md|json|prisma|sql|css|sh|yml|yaml))(?![\\w])`, 'g');
const COMMENT = /\/\/.*$|^\s*\*.*$|\/\*.*$/;

/** The comment part of a line of code (`// …`, `/* …`, ` * …`), or the whole line of a Markdown file. */
function commentOf(line: string, markdown: boolean): string {
  return markdown ? line : (line.match(COMMENT)?.[0] ?? '');
}

/** The repository paths a piece of text names. */
function pathsIn(text: string): string[] {
  return [...text.matchAll(PATH)].map((m) => m[1]!);
}

function trackedFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '--', '*.ts', '*.tsx', '*.mjs', '*.md', '*.prisma'], { cwd: root, encoding: 'utf8' });
  return out.split('\n').filter((f) => f && !f.startsWith('docs/decisions/') && existsSync(path.join(root, f)));
}

describe('paths in comments', () => {
  it('finds paths in comments and docs, and nothing in code', () => {
    expect(pathsIn(commentOf("import x from './y'; // see server/http/route.ts.", false))).toEqual(['server/http/route.ts']);
    expect(pathsIn(commentOf("const p = 'server/http/route.ts';", false))).toEqual([]);
    expect(pathsIn(commentOf(' * (app/(app)/home/page.tsx) and lib/a.ts', false))).toEqual(['app/(app)/home/page.tsx', 'lib/a.ts']);
    expect(pathsIn(commentOf('See `docs/architecture.md`, not @/server/db.ts.', true))).toEqual(['docs/architecture.md']);
  });

  it('name only files that exist', () => {
    const missing: string[] = [];
    for (const file of trackedFiles()) {
      const markdown = file.endsWith('.md');
      readFileSync(path.join(root, file), 'utf8').split('\n').forEach((line, i) => {
        for (const named of pathsIn(commentOf(line, markdown))) {
          if (!existsSync(path.join(root, named))) missing.push(`${file}:${i + 1} names ${named}`);
        }
      });
    }
    expect(missing).toEqual([]);
  });
});
