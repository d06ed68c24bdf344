'use client';

import dynamic from 'next/dynamic';
import { useId, useRef, useState, type MouseEvent } from 'react';
import { fr } from '@/lib/i18n/fr';

// Loaded when the popup opens: the form's validation (zod schemas) stays out of every page's first load.
const LoginForm = dynamic(() => import('./LoginForm').then((m) => m.LoginForm));

/**
 * The login popup (spec 01 §2): a link to /connexion that, with JavaScript, opens a modal dialog instead.
 * The return target is the page the visitor is on; closing the dialog gives focus back to the link.
 */
export function LoginDialogLink({ className, label = fr.nav.connexion }: { className: string; label?: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLAnchorElement>(null);
  // Several popups may share a page (header, apply button): each names its own title.
  const titleId = useId();
  const [retour, setRetour] = useState('/after-login');
  // The form exists only while the dialog is open: no second login form hides in every page.
  const [open, setOpen] = useState(false);

  function show(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    const here = window.location.pathname + window.location.search;
    setRetour(here.startsWith('/connexion') || here.startsWith('/inscription') ? '/after-login' : here);
    setOpen(true);
    dialog.current?.showModal();
  }

  return (
    <>
      <a ref={opener} href="/connexion" onClick={show} className={className}>
        {label}
      </a>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        onClose={() => {
          setOpen(false);
          opener.current?.focus();
        }}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl border border-sarment-100 bg-white p-6 shadow-xl backdrop:bg-stone-900/50"
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-bold text-vin-900">
            {fr.login.title}
          </h2>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="rounded-md px-2 text-2xl leading-none text-stone-700 hover:text-vin-700"
            aria-label={fr.login.close}
          >
            ×
          </button>
        </div>
        {open && <LoginForm retour={retour} idPrefix="dialog-login" />}
      </dialog>
    </>
  );
}
