'use client';

import { PopupLink } from '@/components/forms/PopupLink';
import { lazyPart } from '@/components/layout/lazy-part';
import type { FormWords } from '@/components/forms/form-words';
import type { ApplyWords } from '@/lib/i18n/client-words';

// Loaded when the visitor moves to « Postuler »: the form, its checks and zod stay out of the offer page's first load
// (≈ 70 KB).
const ApplyForm = lazyPart(() => import('./ApplyForm').then((m) => m.ApplyForm));

type Props = {
  offerId: string;
  mode: 'cv' | 'express';
  label: string;
  title: string;
  /** The offer and its company, under the dialog's title. */
  subtitle: string;
  cvProfil?: { nom: string; taille: number } | null;
  /** The × button's label, from the server (no dictionary ships with the offer page). */
  closeLabel: string;
  className: string;
  /** The form's words, in the page's language. */
  words: ApplyWords;
  kit?: FormWords;
};

/**
 * « Postuler » and « Postuler sans CV »: a link to /offres/{id}/postuler that, with JavaScript, opens the
 * same form in a modal dialog (Escape closes it, focus stays inside and goes back to the button).
 */
export function ApplyPopup({ offerId, mode, label, title, subtitle, cvProfil, closeLabel, className, words, kit }: Props) {
  const href = `/offres/${offerId}/postuler${mode === 'express' ? '?sansCv=1' : ''}`;
  return (
    <PopupLink href={href} label={label} className={className} title={title} closeLabel={closeLabel} preload={ApplyForm.preload}>
      <p className="mb-4 text-sm font-medium text-stone-700">{subtitle}</p>
      <ApplyForm offerId={offerId} mode={mode} cvProfil={cvProfil} idPrefix={`popup-${mode}`} words={words} kit={kit} />
    </PopupLink>
  );
}
