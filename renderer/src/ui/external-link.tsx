import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { getPlatform } from '../platform';

/** Only web addresses leave the app; anything else (javascript:, file:) is never linked. */
export function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * A link to another site: a new tab on the web (without opener), the system browser on the
 * desktop (through the platform, so the app window never navigates away).
 */
export function ExternalLink({
  href,
  children,
  onClick,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    const platform = getPlatform();
    if (platform.target === 'desktop') {
      event.preventDefault();
      void platform.openExternal(href);
    }
  };
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" onClick={open} {...rest}>
      {children}
    </a>
  );
}
