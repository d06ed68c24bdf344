'use client';

import { PopupLink } from '@/components/forms/PopupLink';
import { fr } from '@/lib/i18n/fr';
import { ApplyForm } from './ApplyForm';

type Props = {
  offerId: string;
  mode: 'cv' | 'express';
  label: string;
  title: string;
  /** The offer and its company, under the dialog's title. */
  subtitle: string;
  cvProfil?: { nom: string; taille: number } | null;
  className: string;
};

/**
 * « Postuler » and « Postuler sans CV »: a link to /offres/{id}/postuler that, with JavaScript, opens the
 * same form in a modal dialog (Escape closes it, focus stays inside and goes back to the button).
 */
export function ApplyPopup({ offerId, mode, label, title, subtitle, cvProfil, className }: Props) {
  const href = `/offres/${offerId}/postuler${mode === 'express' ? '?sansCv=1' : ''}`;
  return (
    <PopupLink href={href} label={label} className={className} title={title} closeLabel={fr.apply.close}>
      <p className="mb-4 text-sm font-medium text-stone-700">{subtitle}</p>
      <ApplyForm offerId={offerId} mode={mode} cvProfil={cvProfil} idPrefix={`popup-${mode}`} />
    </PopupLink>
  );
}
