import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { BASE, navigate } from './router';

/**
 * A link to another console screen (`to` as navigate takes it): a real <a href>, so it opens in a
 * new tab with Ctrl or ⌘ and a screen reader announces it as a link, moving in place otherwise.
 */
export function Link({ to, children, ...rest }: { to: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  const follow = (event: MouseEvent<HTMLAnchorElement>): void => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={`${BASE}${to === '/' ? '/' : to}`} onClick={follow} {...rest}>
      {children}
    </a>
  );
}
