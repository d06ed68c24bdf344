'use client';

import Link from 'next/link';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { MessagingSide } from '@cep/domain';
import { UnreadBadge } from '@/components/messaging/LazyUnreadBadge';

/** The navigation under 768 px: a disclosure that closes on Escape (focus back on its button) and on a followed link. */
export function MobileMenu({
  labels,
  links,
  messaging,
  logout,
}: {
  /** Its button's two states and its navigation's name, from the server (no dictionary ships with every page). */
  labels: { menu: string; close: string; navigation: string };
  /** The site's and the visitor's links, labelled by the server (the labels of every role stay there). */
  links: ReadonlyArray<{ href: string; label: string }>;
  /** Candidates and recruiters get « Messagerie » with its unread count. */
  messaging?: MessagingSide | null;
  logout: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // The same function at every render: the badge keeps its server HTML until its code arrives (lazyPart).
  const close = useCallback(() => setOpen(false), []);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="md:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="rounded-md border border-sarment-100 px-3 py-2 text-sm font-medium text-stone-800"
      >
        {open ? labels.close : labels.menu}
      </button>
      <nav
        id={panelId}
        aria-label={labels.navigation}
        hidden={!open}
        className="absolute inset-x-0 top-14 z-40 border-b border-sarment-100 bg-white px-4 pb-4 shadow-md"
      >
        <ul className="flex flex-col text-base">
          {links.map((link) => (
            <li key={link.href}>
              <Link href={link.href} onClick={() => setOpen(false)} className="block border-b border-sarment-50 py-3 text-stone-800">
                {link.label}
              </Link>
            </li>
          ))}
          {messaging && (
            <li>
              <UnreadBadge side={messaging} onClick={close} className="block border-b border-sarment-50 py-3 text-stone-800" />
            </li>
          )}
          {logout && <li>{logout}</li>}
        </ul>
      </nav>
    </div>
  );
}
