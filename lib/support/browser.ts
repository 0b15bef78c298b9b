// What the browser says about itself, for a contact request's `info` and a feedback's `browser` (support reads them to
// reproduce a problem). Read on the client only.
import type { BrowserInfo } from './schemas';

function detect(ua: string): { name: string | null; version: string | null } {
  const rules: [string, RegExp][] = [
    ['Edge', /Edg\/([\d.]+)/], ['Opera', /OPR\/([\d.]+)/], ['Firefox', /Firefox\/([\d.]+)/],
    ['Chrome', /Chrome\/([\d.]+)/], ['Safari', /Version\/([\d.]+).*Safari/],
  ];
  for (const [name, pattern] of rules) {
    const match = ua.match(pattern);
    if (match) return { name, version: match[1]!.split('.')[0]! };
  }
  return { name: null, version: null };
}

function system(ua: string): string | null {
  if (/Android/i.test(ua)) return 'Android';
  if (/iPhone|iPad|iPod/i.test(ua)) return 'iOS';
  if (/Windows/i.test(ua)) return 'Windows';
  if (/Mac OS X|Macintosh/i.test(ua)) return 'macOS';
  if (/CrOS/i.test(ua)) return 'ChromeOS';
  if (/Linux/i.test(ua)) return 'Linux';
  return null;
}

export function browserInfo(): BrowserInfo {
  const ua = navigator.userAgent;
  const { name, version } = detect(ua);
  return {
    browser_name: name, browser_version: version, operating_system: system(ua),
    session_data: `${window.location.pathname} · ${window.innerWidth}×${window.innerHeight}`,
  };
}

/** One line for a feedback's `browser`: "Firefox 140 on Linux". */
export function browserLine(): string {
  const info = browserInfo();
  return [info.browser_name, info.browser_version].filter(Boolean).join(' ') + (info.operating_system ? ` on ${info.operating_system}` : '') || navigator.userAgent.slice(0, 200);
}
