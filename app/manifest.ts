// The web app manifest (/manifest.webmanifest): Renew installs as an app from the browser ("Add to Home Screen"),
// opening at home, full screen, in the brand colours. The service worker is public/sw.js.
import type { MetadataRoute } from 'next';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: 'Renew',
    short_name: 'Renew',
    description: 'A few minutes a day to create calm, boost happiness and recharge, together with your colleagues.',
    start_url: '/home',
    scope: '/',
    display: 'standalone',
    background_color: '#f6f3ee',
    theme_color: '#1c6f61',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
