'use client';

import { useActionState } from 'react';
import { FormAlert } from '@/components/forms/FormAlert';
import { SelectField } from '@/components/forms/SelectField';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { inviteUnsolicitedAction, type UnsolicitedState } from '@/lib/actions/unsolicited';
import { unsolicited } from '@/lib/i18n/fr/unsolicited';

const t = unsolicited.unsolicited;

/** « Inviter » a candidate of the pool to apply to one of the account's online offers. */
export function InviteForm({ id, who, offers }: { id: string; who: string; offers: Array<{ id: string; titre: string }> }) {
  const [state, action, pending] = useActionState<UnsolicitedState, FormData>(inviteUnsolicitedAction, {});
  const message = state.code === 200 ? t.invitedNow : state.code ? (state.message ?? t.failed) : undefined;
  return (
    <form action={action} className="mt-3 space-y-2">
      <input type="hidden" name="candidature" value={id} />
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-56 flex-1">
          <SelectField
            dense
            id={`inviter-${id}`}
            name="offre"
            label={t.inviteLabel(who)}
            placeholder={t.choose}
            options={offers.map((offer) => ({ value: offer.id, label: offer.titre }))}
          />
        </div>
        <SubmitButton pending={pending} label={t.invite} pendingLabel={t.inviting} fullWidth={false} />
      </div>
      <FormAlert message={message} tone={state.code === 200 ? 'success' : 'danger'} />
    </form>
  );
}
