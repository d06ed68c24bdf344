'use client';

import type { RefObject } from 'react';
import { ModalDialog } from './ModalDialog';

type Props = {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where focus goes once it closes: deleting removes the button that opened it, so name a place that stays. */
  returnFocus?: RefObject<HTMLElement | null>;
};

/**
 * « Are you sure? » before a deletion, instead of the browser's confirm(): a modal dialog titled by its
 * question, « Annuler » first (it takes the focus when the dialog opens), Escape cancels.
 */
export function ConfirmDialog({ open, title, text, confirmLabel, cancelLabel, onConfirm, onCancel, returnFocus }: Props) {
  return (
    <ModalDialog open={open} title={title} onClose={onCancel} returnFocus={returnFocus}>
      <p className="text-stone-800">{text}</p>
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <button type="button" onClick={onCancel} className="rounded-full border border-stone-300 px-4 py-2 text-sm font-semibold">
          {cancelLabel}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          className="rounded-full bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800"
        >
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
