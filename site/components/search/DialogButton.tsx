'use client';

import type { ButtonHTMLAttributes } from 'react';

/** Opens (as a modal) or closes the <dialog> whose id is `dialog`: the browser does the rest. */
export function DialogButton({
  dialog,
  action,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { dialog: string; action: 'showModal' | 'close' }) {
  return <button {...props} type="button" onClick={() => document.querySelector<HTMLDialogElement>(`#${dialog}`)?.[action]()} />;
}
