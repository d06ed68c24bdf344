'use client';

import { useFormStatus } from 'react-dom';
import { applicationRedirectAction } from '@/lib/actions/applications';
import { fr } from '@/lib/i18n/fr';

function Submit({ className }: { className: string }) {
  const { pending } = useFormStatus();
  return (
    <button
      type="submit"
      aria-disabled={pending || undefined}
      className={`${className} aria-disabled:cursor-wait aria-disabled:opacity-70`}
    >
      {pending ? fr.apply.redirecting : fr.apply.external}
    </button>
  );
}

/**
 * Offers received on the recruiter's site (spec 02 §3 `offrePostuleurl`): the form posts the click to the cms
 * (counted for the recruiter), then the candidate is sent to the recruiter's address; a plain post without
 * JavaScript.
 */
export function RedirectButton({ offerId, className }: { offerId: string; className: string }) {
  return (
    <form action={applicationRedirectAction}>
      <input type="hidden" name="offre" value={offerId} />
      <Submit className={className} />
    </form>
  );
}
