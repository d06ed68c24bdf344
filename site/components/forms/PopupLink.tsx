'use client';

import { useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';

type Props = {
  href: string;
  label: string;
  className: string;
  title: string;
  closeLabel: string;
  /** Called as the popup opens (the login popup reads the current page there). */
  onOpen?: () => void;
  children: ReactNode;
};

/**
 * A link that, with JavaScript, opens its page as a modal dialog instead (spec 01 §2 popups): Escape
 * closes it and focus goes back to the link. The content exists only while the dialog is open.
 */
export function PopupLink({ href, label, className, title, closeLabel, onOpen, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLAnchorElement>(null);
  const titleId = useId();
  const [open, setOpen] = useState(false);

  function show(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    onOpen?.();
    setOpen(true);
    dialog.current?.showModal();
  }

  return (
    <>
      <a ref={opener} href={href} onClick={show} className={className}>
        {label}
      </a>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        onClose={() => {
          setOpen(false);
          opener.current?.focus();
        }}
        className="m-auto max-h-[calc(100vh-2rem)] w-[min(30rem,calc(100vw-2rem))] overflow-auto rounded-2xl border border-sarment-100 bg-white p-6 shadow-xl backdrop:bg-stone-900/50"
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-bold text-vin-900">
            {title}
          </h2>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="rounded-md px-2 text-2xl leading-none text-stone-700 hover:text-vin-700"
            aria-label={closeLabel}
          >
            ×
          </button>
        </div>
        {open && children}
      </dialog>
    </>
  );
}
