import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

// Layering (STYLE.md): only server/** (and scripts, seeds, tests) import Prisma; components never import server/.
const layering = {
  files: ['components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: ['@/server/*', '@/server', '**/server/*'], message: 'components/ and lib/ must not import server/ (STYLE.md).' },
          { group: ['@/generated/*', '**/generated/prisma/*', '@prisma/*'], message: 'Only server/ talks to Prisma.' },
        ],
      },
    ],
  },
};

// server/ is below the UI: it never imports components or pages (STYLE.md "The shape of the house").
const serverLayering = {
  files: ['server/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: ['@/components/*', '@/components', '**/components/*'], message: 'server/ must not import components/ (STYLE.md); shared types live in lib/.' },
          { group: ['@/app/*', '**/app/*'], message: 'server/ must not import app/ (routing only).' },
        ],
      },
    ],
  },
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
    ],
  },
};

const config = [
  { ignores: ['node_modules/**', '.next/**', '.next-*/**', 'release/**', 'release-*/**', 'release.*/**', '.data/**', 'generated/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'] },
  ...nextVitals,
  ...nextTypescript,
  layering,
  serverLayering,
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
