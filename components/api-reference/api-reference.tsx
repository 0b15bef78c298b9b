'use client';
// The API reference page's body: Scalar's reader over GET /api/openapi.json, bundled with the app (no CDN). Its
// scripts load as the page's own chunks under the nonce policy; its inline styles are allowed by the page CSP.
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
  metaData: { title: 'Renew API reference' },
} as const;

export function ApiReference() {
  return <ApiReferenceReact configuration={CONFIGURATION} />;
}
