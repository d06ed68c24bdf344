'use client';

import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { lazyPart } from '@/components/layout/lazy-part';

// Loaded when the visitor moves to a popup's link: the header's login link is on every page, and few open it.
const ModalDialog = lazyPart(() => import('./ModalDialog').then((m) => m.ModalDialog));

type Props = {
  href: string;
  label: string;
  className: string;
  title: string;
  closeLabel: string;
  /** Called as the popup opens (the login popup reads the current page there). */
  onOpen?: () => void;
  /** Loads the content's code (its `lazyPart`'s `preload`), with the dialog's, when the visitor moves to the link. */
  preload?: () => Promise<boolean>;
  children: ReactNode;
};

/**
 * A link that, with JavaScript, opens its page as a modal dialog instead (spec 01 §2 popups). The dialog opens once
 * its code and its content's are there — loaded when the pointer, the focus or a finger reaches the link, at the latest
 * on the click; should they not arrive, the link is followed (its page holds the same form). The content exists only
 * while the dialog is open; the dialog, once drawn, stays (closed) to give focus back on close.
 */
export function PopupLink({ href, label, className, title, closeLabel, onOpen, preload, children }: Props) {
  const [open, setOpen] = useState(false);
  const [drawn, setDrawn] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);

  const ready = () => Promise.all([ModalDialog.preload(), preload?.() ?? true]).then((loaded) => loaded.every(Boolean));

  function intent() {
    void ready();
  }

  function show(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    onOpen?.();
    void ready().then((loaded) => {
      if (!loaded) return window.location.assign(href);
      setDrawn(true);
      setOpen(true);
    });
  }

  return (
    <>
      <a ref={link} href={href} onClick={show} onPointerEnter={intent} onFocus={intent} onTouchStart={intent} className={className}>
        {label}
      </a>
      {drawn && (
        <ModalDialog open={open} title={title} closeLabel={closeLabel} returnFocus={link} onClose={() => setOpen(false)}>
          {open && children}
        </ModalDialog>
      )}
    </>
  );
}
