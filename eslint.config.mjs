import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

// Layering (docs/architecture.md): only server/** (and scripts, seeds, tests) import Prisma; components never import server/.
const layering = {
  files: ['components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: ['@/server/*', '@/server', '**/server/*'], message: 'components/ and lib/ must not import server/ (docs/architecture.md).' },
          { group: ['@/generated/*', '**/generated/prisma/*', '@prisma/*'], message: 'Only server/ talks to Prisma.' },
        ],
      },
    ],
  },
};

// server/ is below the UI: it never imports components or pages (docs/architecture.md "Layers").
const belowTheUi = [
  { group: ['@/components/*', '@/components', '**/components/*'], message: 'server/ must not import components/; shared types live in lib/.' },
  { group: ['@/app/*', '**/app/*'], message: 'server/ must not import app/ (routing only).' },
];
const serverLayering = {
  files: ['server/**/*.{ts,tsx}'],
  rules: { 'no-restricted-imports': ['error', { patterns: belowTheUi }] },
};

// The HTTP side (server/http, and what serves requests: server/web, server/pages, server/observability,
// server/openapi) may import features; a feature (server/<feature>) never imports it back. Domain code throws the
// errors of server/platform/errors.ts and server/http maps them to statuses (docs/architecture.md). The composition
// root (server/composition) wires both sides, so it may import either.
const HTTP_SIDE = ['server/http/**', 'server/web/**', 'server/pages/**', 'server/observability/**', 'server/openapi/**'];
const featureLayering = {
  files: ['server/**/*.{ts,tsx}'],
  ignores: [...HTTP_SIDE, 'server/composition/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...belowTheUi,
          {
            group: ['@/server/http/*', '@/server/http', '**/http/*'],
            message: 'A feature must not import server/http: throw NotFound/Forbidden/Conflict/Invalid… from @/server/platform/errors; the list envelope is @/server/platform/pagination.',
          },
        ],
      },
    ],
  },
};

// app/ is routing: pages and route handlers call server/ services and never query the database themselves.
const appLayering = {
  files: ['app/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: ['@/server/db', '@/generated/*', '**/generated/prisma/*', '@prisma/*'], message: 'app/ does not query the database: call a service in server/<feature>/queries.ts.' },
        ],
      },
    ],
  },
};

// One name for a transaction's client: `Tx` (and `DbClient` for a query that runs inside or outside one), from
// server/db.ts. server/platform/sql.ts sits below db.ts and keeps Prisma's own name.
const oneTransactionName = {
  selector: "TSQualifiedName[left.name='Prisma'][right.name='TransactionClient']",
  message: "Use Tx (or DbClient) from '@/server/db' for a transaction's client.",
};
const transactionNames = {
  files: ['server/**/*.ts', 'server/**/*.tsx'],
  ignores: ['server/db.ts', 'server/platform/sql.ts'],
  rules: { 'no-restricted-syntax': ['error', oneTransactionName] },
};

// The modules route handlers and pages enter through are marked server-only, so a client component importing one
// fails the build instead of shipping server code (and secrets) to the browser.
const serverOnlyEntryPoints = {
  files: ['server/http/route.ts', 'server/http/scope.ts', 'server/pages/context.ts', 'server/pages/guards.ts', 'server/auth/abilities.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: "Program:not(:has(ImportDeclaration[source.value='server-only']))",
        message: "Server entry points start with import 'server-only'.",
      },
      oneTransactionName,
    ],
  },
};

const config = [
  { ignores: ['node_modules/**', '.next/**', '.next-*/**', 'release/**', 'release-*/**', 'release.*/**', '.data/**', 'generated/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'] },
  ...nextVitals,
  ...nextTypescript,
  layering,
  serverLayering,
  featureLayering,
  appLayering,
  transactionNames,
  serverOnlyEntryPoints,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      // Scene tiles, avatars and content images are static SVGs or already-resized uploads (sharp, 500x500);
      // next/image would add a loader round trip without shrinking them.
      '@next/next/no-img-element': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // Tests read JSON answers loosely (res.json.data.map((r: any) => …)): the assertion is the type check there.
    files: ['tests/**/*.ts', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
];
export default config;
