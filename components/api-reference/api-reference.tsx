'use client';
// The API reference page's body: Scalar's reader over GET /api/openapi.json, bundled with the app (no CDN). Its
// scripts load as the page's own chunks under the nonce policy; its inline styles are allowed by the page CSP.
import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { ApiReferenceReact } from '@scalar/api-reference-react';
import '@scalar/api-reference-react/style.css';

const CONFIGURATION = {
  url: '/api/openapi.json',
  // Nothing from elsewhere: the system fonts, no telemetry, no hosted API client or developer tools.
  withDefaultFonts: false,
  telemetry: false,
  hideClientButton: true,
  showDeveloperTools: 'never',
  hideDarkModeToggle: false,
} as const;

/** Scalar's own interface texts stay its English; the document title is ours. */
export function ApiReference() {
  const t = useTranslations('dashboard');
  const title = t('apiReferenceTitle');
  const configuration = useMemo(() => ({ ...CONFIGURATION, metaData: { title } }), [title]);
  return <ApiReferenceReact configuration={configuration} />;
}
