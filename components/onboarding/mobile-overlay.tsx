'use client';
// The mobile-app prompt: once per user on a mobile browser when the promotion's
// is_mobile_enabled flag is on; closing it sets the cookie mobile_prompt_{userId}, which never expires.
// Content: mobile_overlay (title and text) and mobile (android_app_link, ios_app_link).
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { fetchContent } from '@/lib/query/onboarding';
import type { ContentItem } from '@/lib/content/types';
import { Dialog } from '@/components/ui/dialog';
import { buttonClasses } from '@/components/ui/button';
import { ContentHtml, contentTitle } from '@/components/ui/content-html';
import { useOverlayTurn } from '@/components/shell/overlay-order';
import { runningStandalone, useInstallPrompt } from '@/components/shell/install-prompt';

/** The mobile prompt waits 1000 ms. */
const SHOW_AFTER_MS = 1000;
export const mobilePromptCookie = (userId: number) => `mobile_prompt_${userId}`;

type Platform = 'android' | 'ios' | null;

function mobilePlatform(): Platform | 'other-mobile' {
  const ua = navigator.userAgent;
  if (/Android/i.test(ua)) return 'android';
  if (/iPhone|iPad|iPod/i.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1)) return 'ios';
  return /Mobi/i.test(ua) ? 'other-mobile' : null;
}

const hasCookie = (name: string) => document.cookie.split(';').some((part) => part.trim().startsWith(`${name}=`));

const linkOf = (items: ContentItem[], key: string, fallbackLabel: string) => {
  const item = items.find((i) => i.key === key);
  const url = contentTitle(item?.content_html);
  return item && /^https?:\/\//.test(url) ? { url, label: contentTitle(item.title_html, fallbackLabel) } : null;
};

/** What the overlay can offer: the store links a promotion configured, and installing the web app. */
function offersOf(content: { links: ContentItem[]; platform: Platform | 'other-mobile' }, installAvailable: boolean, storeNames: { android: string; ios: string }) {
  const android = linkOf(content.links, 'android_app_link', storeNames.android);
  const ios = linkOf(content.links, 'ios_app_link', storeNames.ios);
  const links = [content.platform !== 'ios' ? android : null, content.platform !== 'android' ? ios : null].filter((l): l is NonNullable<typeof l> => l !== null);
  const install: 'prompt' | 'ios' | null = installAvailable ? 'prompt' : content.platform === 'ios' ? 'ios' : null;
  return { links, install };
}

export function MobileOverlay({ userId }: { userId: number }) {
  const [content, setContent] = useState<{ overlay: ContentItem | null; links: ContentItem[]; platform: Platform | 'other-mobile' } | null>(null);
  const [wants, setOpen] = useState(false);
  const t = useTranslations('onboarding');
  const installPrompt = useInstallPrompt();
  const offers = content ? offersOf(content, installPrompt.available, { android: t('mobile.googlePlay'), ios: t('mobile.appStore') }) : null;
  // Last in the overlay order: after the cookie card and any tutorial, never on the first home visit before a log.
  // It offers only what exists: the browser's install (or Safari's steps) and the store links a promotion configured.
  const open = useOverlayTurn('app', wants && !!offers && (offers.links.length > 0 || offers.install !== null));

  useEffect(() => {
    const platform = mobilePlatform();
    if (!platform || hasCookie(mobilePromptCookie(userId)) || runningStandalone()) return;
    let cancelled = false;
    const timer = setTimeout(async () => {
      try {
        const [overlay, links] = await Promise.all([fetchContent('mobile_overlay', 'mobile_overlay'), fetchContent('mobile')]);
        if (cancelled) return;
        setContent({ overlay: overlay[0] ?? null, links, platform });
        setOpen(true);
      } catch {
        // No prompt is better than a broken one.
      }
    }, SHOW_AFTER_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [userId]);

  const close = () => {
    // "Never expiring": as far ahead as browsers allow (they cap it, at 400 days in Chromium).
    document.cookie = `${mobilePromptCookie(userId)}=1; path=/; expires=Fri, 31 Dec 9999 23:59:59 GMT; SameSite=Lax`;
    setOpen(false);
  };

  if (!content || !offers) return null;
  const { links, install } = offers;
  return (
    <Dialog open={open} onClose={close} size="sm" title={contentTitle(content.overlay?.title_html, t('mobile.title'))} description={<ContentHtml html={content.overlay?.content_html} />}>
      <div className="flex flex-col gap-3">
        {install === 'prompt' ? (
          <button
            type="button"
            onClick={async () => {
              await installPrompt.install();
              close();
            }}
            className={buttonClasses('primary', 'lg', 'w-full')}
          >
            {t('mobile.install')}
          </button>
        ) : install === 'ios' ? (
          <p className="rounded-2xl bg-brand-softer p-4 text-ink">
            {t.rich('mobile.iosSteps', { strong: (chunks) => <strong>{chunks}</strong> })}
          </p>
        ) : null}
        {links.map((link) => (
          <a key={link.url} href={link.url} onClick={close} target="_blank" rel="noopener noreferrer" className={buttonClasses('primary', 'lg', 'w-full')}>
            {link.label}
          </a>
        ))}
        <button type="button" onClick={close} className={buttonClasses('ghost', 'lg', 'w-full')}>
          {t('notNow')}
        </button>
      </div>
    </Dialog>
  );
}
