'use client';

import Link from 'next/link';
import { useActionState, useState } from 'react';
import { Checkbox } from '@/components/forms/Checkbox';
import { FormAlert } from '@/components/forms/FormAlert';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextArea } from '@/components/forms/TextArea';
import { TextField } from '@/components/forms/TextField';
import { messages } from '@cep/domain/messages';
import { sendUnsolicitedAction, type UnsolicitedState } from '@/lib/actions/unsolicited';
import { unsolicited } from '@/lib/i18n/fr/unsolicited';

const t = unsolicited.unsolicited;

/** The candidate's unsolicited application: a message, a phone, the profile's CV if there is one. */
export function UnsolicitedForm({ companyId, companyName, cvName }: { companyId: string; companyName: string; cvName: string | null }) {
  const [state, action, pending] = useActionState<UnsolicitedState, FormData>(sendUnsolicitedAction, {});
  // Controlled: a refused send keeps what was typed and what was ticked (React resets a form after its action).
  const [message, setMessage] = useState('');
  const [telephone, setTelephone] = useState('');
  const [withCv, setWithCv] = useState(false);
  const errors = state.errors ?? {};
  if (state.code === 200)
    return (
      <div className="space-y-3">
        <p role="status" className="rounded-lg border border-feuille-600/40 bg-feuille-50 p-3 font-medium text-feuille-600">
          {t.sent(companyName)}
        </p>
        <Link href={`/entreprises/${encodeURIComponent(companyId)}`} className="font-semibold text-vin-700 underline underline-offset-2">
          {t.back}
        </Link>
      </div>
    );
  const notice = state.code ? (state.message ?? (state.errors ? messages.donneesNonValides : t.failed)) : undefined;
  return (
    <form action={action} className="space-y-4" noValidate>
      <input type="hidden" name="entreprise" value={companyId} />
      <FormAlert message={notice} />
      <TextArea
        id="spontanee-message"
        name="message"
        label={t.message}
        hint={t.messageHint}
        required
        value={message}
        onChange={setMessage}
        error={errors.message}
      />
      <TextField
        id="spontanee-telephone"
        name="telephone"
        type="tel"
        autoComplete="tel"
        label={t.telephone}
        value={telephone}
        onChange={setTelephone}
        error={errors.telephone}
      />
      {cvName ? (
        <Checkbox
          id="spontanee-cv"
          name="cvProfil"
          value="1"
          checked={withCv}
          onChange={setWithCv}
          label={t.withCv(cvName)}
          error={errors.cvProfil}
        />
      ) : (
        <p className="text-sm text-stone-700">{t.noCv}</p>
      )}
      <SubmitButton pending={pending} label={t.send} pendingLabel={t.sending} fullWidth={false} />
    </form>
  );
}
