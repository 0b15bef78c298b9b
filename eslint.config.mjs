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

const config = [
  { ignores: ['node_modules/**', '.next/**', '.next-*/**', '.data/**', 'generated/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'] },
  ...nextVitals,
  ...nextTypescript,
  layering,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      // Scene tiles, avatars and content images are static SVGs or already-resized uploads (sharp, 500x500);
      // next/image would add a loader round trip without shrinking them.
      '@next/next/no-img-element': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
];
export default config;
