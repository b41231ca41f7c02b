import { formatDistanceToNowStrict } from 'date-fns';
import { formatShortDate } from '@/lib/format';

/** A short device description from a User-Agent header: "Chrome on macOS". Pure, so it is unit-tested. */
export function describeUserAgent(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown device';
  const ua = userAgent;
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\//.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /(Chrome|Chromium|CriOS)\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua) && /Version\//.test(ua)
            ? 'Safari'
            : /curl\//i.test(ua)
              ? 'curl'
              : null;
  const os = /iPhone|iPad|iPod/.test(ua)
    ? 'iOS'
    : /Android/.test(ua)
      ? 'Android'
      : /Mac OS X|Macintosh/.test(ua)
        ? 'macOS'
        : /Windows/.test(ua)
          ? 'Windows'
          : /CrOS/.test(ua)
            ? 'ChromeOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : null;
  if (browser && os) return `${browser} on ${os}`;
  if (browser ?? os) return (browser ?? os) as string;
  return ua.length > 60 ? `${ua.slice(0, 57)}...` : ua;
}


/** "3 minutes ago"; `now` is a parameter so tests are not tied to the clock. */
export const formatRelative = (iso: string, now: Date = new Date()): string =>
  Date.parse(iso) > now.getTime() - 60_000 ? 'just now' : `${formatDistanceToNowStrict(new Date(iso))} ago`;

/** Expiry as shown in the token list. */
export function formatExpiry(expiresAt: string | null, now: Date = new Date()): { text: string; isExpired: boolean } {
  if (!expiresAt) return { text: 'Never', isExpired: false };
  const isExpired = Date.parse(expiresAt) <= now.getTime();
  return { text: isExpired ? `Expired ${formatShortDate(expiresAt)}` : formatShortDate(expiresAt), isExpired };
}
