'use client';

import { PopupLink } from '@/components/forms/PopupLink';
import { lazyPart } from '@/components/layout/lazy-part';
import type { SignupKind } from '@cep/domain';

const SignupForm = lazyPart(() => import('./SignupForm').then((m) => m.SignupForm));

type Props = { kind: SignupKind; label: string; title: string; closeLabel: string; className: string };

/**
 * A sign-up popup (spec 01 §2: /inscription/popup/recruteur, and the candidate and school ones); its words come
 * from the server (no dictionary ships with the home page).
 */
export function SignupDialogLink({ kind, label, title, closeLabel, className }: Props) {
  return (
    <PopupLink
      href={`/inscription/popup/${kind}`}
      label={label}
      className={className}
      title={title}
      closeLabel={closeLabel}
      preload={SignupForm.preload}
    >
      <SignupForm kind={kind} />
    </PopupLink>
  );
}
