'use client';

import { useFormStatus } from 'react-dom';
import { BusyButton } from '@/components/forms/BusyButton';
import { applicationRedirectAction } from '@/lib/actions/applications';

type Labels = { label: string; pendingLabel: string };

function Submit({ label, pendingLabel, className }: Labels & { className: string }) {
  const { pending } = useFormStatus();
  return (
    <BusyButton type="submit" busy={pending} className={className}>
      {pending ? pendingLabel : label}
    </BusyButton>
  );
}

/**
 * Offers received on the recruiter's site (spec 02 §3 `offrePostuleurl`): the form posts the click to the cms
 * (counted for the recruiter), then the candidate is sent to the recruiter's address; a plain post without
 * JavaScript. Its words come from the server (no dictionary ships with the offer page).
 */
export function RedirectButton({ offerId, className, ...labels }: Labels & { offerId: string; className: string }) {
  return (
    <form action={applicationRedirectAction}>
      <input type="hidden" name="offre" value={offerId} />
      <Submit className={className} {...labels} />
    </form>
  );
}
