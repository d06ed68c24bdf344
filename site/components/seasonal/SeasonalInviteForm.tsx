'use client';

import { useActionState, useState, type FormEvent, type ReactNode } from 'react';
import { FormAlert } from '@/components/forms/FormAlert';
import { SelectField } from '@/components/forms/SelectField';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { inviteSeasonalAction, type SeasonalState } from '@/lib/actions/seasonal';
import { seasonal } from '@/lib/i18n/fr/seasonal';

const t = seasonal.seasonal;

/**
 * The list of « Mes saisonniers » as one form: each card's checkbox (`saisonniers`) and, below, the online harvest
 * offer to invite them to. A plain form post without JavaScript too.
 */
export function SeasonalInviteForm({ offers, children }: { offers: Array<{ id: string; titre: string }>; children: ReactNode }) {
  const [state, action, pending] = useActionState<SeasonalState, FormData>(inviteSeasonalAction, {});
  const [offer, setOffer] = useState('');
  const [missingOffer, setMissingOffer] = useState(false);
  // Without an offer the send would come back refused and the ticks reset: said here, the ticks kept.
  const check = (event: FormEvent<HTMLFormElement>) => {
    setMissingOffer(!offer);
    if (!offer) event.preventDefault();
  };
  const message =
    state.code === 200
      ? t.invited(state.invites ?? 0, state.deja ?? 0)
      : state.code
        ? (state.errors?.saisonniers ?? state.message ?? t.sendFailed)
        : undefined;
  return (
    <form action={action} onSubmit={check}>
      {children}
      <fieldset className="mt-6 rounded-xl border border-sarment-100 bg-white p-4 shadow-sm">
        <legend className="px-1 font-semibold text-stone-900">{t.inviteTitle}</legend>
        {offers.length === 0 ? (
          <p className="text-sm text-stone-700">{t.noOffer}</p>
        ) : (
          <div className="flex flex-wrap items-end gap-3">
            <div className="min-w-64 flex-1">
              <SelectField
                dense
                id="offre"
                name="offre"
                label={t.inviteOffer}
                placeholder={t.chooseOffer}
                options={offers.map((option) => ({ value: option.id, label: option.titre }))}
                value={offer}
                onChange={(value) => {
                  setOffer(value);
                  setMissingOffer(false);
                }}
                required
                error={missingOffer ? t.offerMissing : state.errors?.offre}
              />
            </div>
            <SubmitButton pending={pending} label={t.invite} pendingLabel={t.inviting} fullWidth={false} />
          </div>
        )}
        <FormAlert message={message} tone={state.code === 200 ? 'success' : 'danger'} />
      </fieldset>
    </form>
  );
}
