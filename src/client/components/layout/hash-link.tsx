import type { MouseEvent, ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { HomeSection } from '#client/lib/paths';
import { scrollToElement } from '#client/lib/scroll-to-hash';

export interface HashLinkProps {
  section: HomeSection;
  children: ReactNode;
  className?: string;
  /** Called after the click was handled (e.g. to close the mobile menu). */
  onNavigate?: () => void;
}

/**
 * A link to a landing-page section: on the landing page it scrolls there (80 px offset); elsewhere it goes to
 * /#section, and the app scrolls once the landing page has rendered.
 */
export function HashLink({ section, children, className, onNavigate }: HashLinkProps) {
  const [location, navigate] = useLocation();
  const href = `/#${section}`;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate?.();
    if (location === '/') {
      // After the next frame: a mobile menu closing on this click (onNavigate, or the menu's own click
      // handler further up) shrinks the sticky header and moves the whole page up; measured before that,
      // "Join now" would leave the section's heading under the header.
      window.requestAnimationFrame(() => scrollToElement(section));
      window.history.replaceState(window.history.state, '', href);
    } else {
      navigate(href);
    }
  };
  return (
    <a href={href} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
