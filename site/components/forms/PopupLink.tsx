'use client';

import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { lazyPart } from '@/components/layout/lazy-part';

// Loaded on the first click: the header's login link is on every page, and few visitors open it.
const ModalDialog = lazyPart(() => import('./ModalDialog').then((m) => m.ModalDialog));

type Props = {
  href: string;
  label: string;
  className: string;
  title: string;
  closeLabel: string;
  /** Called as the popup opens (the login popup reads the current page there). */
  onOpen?: () => void;
  /** Starts loading the content's code when the visitor moves to the link (its `lazyPart`'s `preload`). */
  preload?: () => void;
  children: ReactNode;
};

/**
 * A link that, with JavaScript, opens its page as a modal dialog instead (spec 01 §2 popups). The content
 * exists only while the dialog is open; the dialog, once drawn, stays (closed) to give focus back on close.
 */
export function PopupLink({ href, label, className, title, closeLabel, onOpen, preload, children }: Props) {
  const [open, setOpen] = useState(false);
  const [drawn, setDrawn] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);

  function intent() {
    ModalDialog.preload();
    preload?.();
  }

  function show(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    onOpen?.();
    setDrawn(true);
    setOpen(true);
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
