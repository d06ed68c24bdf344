'use client';

import dynamic from 'next/dynamic';
import { PopupLink } from '@/components/forms/PopupLink';
import type { SignupKind } from '@/lib/cms';
// Its namespace of the dictionary, not all of it: this ships with a public page.
import { auth as fr } from '@/lib/i18n/fr/auth';

const SignupForm = dynamic(() => import('./SignupForm').then((m) => m.SignupForm));

/** A sign-up popup (spec 01 §2: /inscription/popup/recruteur, and the candidate and school ones). */
export function SignupDialogLink({ kind, label, title, className }: { kind: SignupKind; label: string; title: string; className: string }) {
  return (
    <PopupLink href={`/inscription/popup/${kind}`} label={label} className={className} title={title} closeLabel={fr.signup.close}>
      <SignupForm kind={kind} />
    </PopupLink>
  );
}
