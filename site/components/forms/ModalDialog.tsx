'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A native modal dialog (Escape closes it, focus stays inside); on close, focus goes back to the element
 * that opened it, as the accessibility standard of the site asks.
 */
export function ModalDialog({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();

  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    if (open && !node.open) {
      opener.current = document.activeElement;
      node.showModal();
    } else if (!open && node.open) node.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={() => {
        onClose();
        if (opener.current instanceof HTMLElement) opener.current.focus();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl border border-sarment-100 bg-white p-6 shadow-xl backdrop:bg-stone-900/50"
    >
      <h2 id={titleId} className="text-lg font-bold text-vin-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </dialog>
  );
}
