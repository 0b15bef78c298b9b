'use client';
// Registers the service worker (public/sw.js: installable app, offline page) once the page has loaded, in production
// builds only (the development server's hot reload and a caching worker do not mix), and keeps the browser's install
// prompt for the app overlay ("Add to Home Screen", components/onboarding/mobile-overlay.tsx).
import { useEffect } from 'react';
import { keepInstallPrompt } from './install-prompt';

export function ServiceWorker() {
  useEffect(() => {
    keepInstallPrompt();
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  }, []);
  return null;
}
