'use client';

import { useState } from 'react';
import { PopupLink } from '@/components/forms/PopupLink';
import { lazyPart } from '@/components/layout/lazy-part';
// The login's namespace only, not the whole dictionary: this ships with every page a visitor sees.
import { login } from '@/lib/i18n/fr/login';
import type { Translation } from '@/lib/i18n/translation';
import type { FormWords } from '@/components/forms/form-words';

// Loaded when the visitor moves to the link: the form's validation (zod schemas) stays out of every page's first load.
const LoginForm = lazyPart(() => import('./LoginForm').then((m) => m.LoginForm));

type Props = {
  className: string;
  label?: string;
  retour?: string;
  /** Another language's words (the worker's path), from the server; French without. */
  words?: Translation['login'];
  kit?: FormWords;
};

/**
 * The login popup (spec 01 §2). The return target is the one the button remembers (new harvest or
 * internship offer), or else the page the visitor is on.
 */
export function LoginDialogLink({ className, label, retour, words = login.login, kit }: Props) {
  const [target, setTarget] = useState(retour ?? '/after-login');

  function remember() {
    if (retour) return;
    const here = window.location.pathname + window.location.search;
    setTarget(here.startsWith('/connexion') || here.startsWith('/inscription') ? '/after-login' : here);
  }

  return (
    <PopupLink
      href={retour ? `/connexion?retour=${encodeURIComponent(retour)}` : '/connexion'}
      label={label ?? words.title}
      className={className}
      title={words.title}
      closeLabel={words.close}
      onOpen={remember}
      preload={LoginForm.preload}
    >
      <LoginForm retour={target} idPrefix="dialog-login" inDialog words={words} kit={kit} />
    </PopupLink>
  );
}
