'use client';

import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';

type Props = {
  open: boolean;
  title: string;
  onClose: () => void;
  /** Label of the × button in the corner; without it the dialog closes by its own buttons or Escape. */
  closeLabel?: string;
  /** Where focus goes back on close; by default the element focused when the dialog opened. */
  returnFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
};

/**
 * A native modal dialog (Escape closes it, focus stays inside); on close, focus goes back to the element
 * that opened it, as the accessibility standard of the site asks.
 */
export function ModalDialog({ open, title, onClose, closeLabel, returnFocus, children }: Props) {
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
        const target = returnFocus?.current ?? opener.current;
        onClose();
        if (target instanceof HTMLElement) target.focus();
      }}
      className="m-auto max-h-[calc(100vh-2rem)] w-[min(30rem,calc(100vw-2rem))] overflow-auto rounded-2xl border border-sarment-100 bg-white p-6 shadow-xl backdrop:bg-stone-900/50"
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id={titleId} className="text-xl font-bold text-vin-900">
          {title}
        </h2>
        {closeLabel && (
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="rounded-md px-2 text-2xl leading-none text-stone-700 hover:text-vin-700"
            aria-label={closeLabel}
          >
            ×
          </button>
        )}
      </div>
      <div className="mt-3">{children}</div>
    </dialog>
  );
}
