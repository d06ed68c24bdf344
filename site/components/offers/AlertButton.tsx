'use client';

import { useState } from 'react';
import { messages } from '@cep/domain/messages';
import { LoginDialogLink } from '@/components/auth/LoginDialogLink';
import { fr } from '@/lib/i18n/fr';

type Role = 'candidat' | 'recruteur' | 'ecole' | 'moderateur' | 'editeur' | null;

/** 'Créer une alerte' (spec 02 §6): visitors and non-candidates get the spec's messages; alerts themselves come later. */
export function AlertButton({ role }: { role: Role }) {
  const [notice, setNotice] = useState<string>();
  const message = role === null ? messages.alerteNonConnecte : role === 'candidat' ? fr.offers.alertSoon : messages.alerteRecruteur;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        onClick={() => setNotice(message)}
        className="rounded-full border border-vin-700 px-4 py-2 text-sm font-semibold text-vin-700 hover:bg-vin-50"
      >
        {fr.offers.createAlert}
      </button>
      <div aria-live="polite" className="flex flex-wrap items-center gap-2 text-sm">
        {notice && <p className="text-stone-800">{notice}</p>}
        {notice && role === null && <LoginDialogLink className="font-semibold text-vin-700 underline" />}
      </div>
    </div>
  );
}
