'use client';

import { useActionState } from 'react';
import type { SmsState } from '@cep/domain';
import { FormAlert } from '@/components/forms/FormAlert';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextField } from '@/components/forms/TextField';
import { smsAction, type SmsFormState } from '@/lib/actions/sms';
import { account } from '@/lib/i18n/fr/account';

const t = account.account.sms;

/**
 * Urgent SMS in « Mon compte » (issue #41 item 5): a mobile number, checked by a code sent to it; then on until turned
 * off here or by replying « STOP ». Each step is a plain form post (no script needed); what was typed comes back after
 * a refusal.
 */
export function SmsSection({ etat, telephone }: { etat: SmsState; telephone: string | null }) {
  const [state, action, pending] = useActionState<SmsFormState, FormData>(smsAction, { etat, telephone });
  const now = state.etat ?? etat;
  const number = state.telephone ?? null;
  const refusal = state.code && state.code !== 200 && !state.errors ? state.message : undefined;
  return (
    <section className="mt-8 space-y-3 border-t border-sarment-100 pt-6" aria-labelledby="sms-title">
      <h2 id="sms-title" className="text-lg font-semibold">
        {t.title}
      </h2>
      <p className="text-sm text-stone-700">{t.intro}</p>
      <p role="status" className="text-sm font-medium text-stone-900">
        {now === 'actif' && number
          ? t.on(number)
          : now === 'en_attente' && number
            ? t.pending(number)
            : now === 'arrete'
              ? t.stopped
              : t.off}
      </p>
      {now === 'en_attente' && (
        <form action={action} className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="etape" value="confirmer" />
          <div className="w-48">
            <TextField
              id="sms-code"
              name="code"
              label={t.code}
              autoComplete="one-time-code"
              inputMode="numeric"
              defaultValue={state.values?.code}
              error={state.errors?.code}
            />
          </div>
          <SubmitButton pending={pending} label={t.confirm} pendingLabel={t.confirming} fullWidth={false} />
        </form>
      )}
      {now === 'actif' ? (
        <form action={action}>
          <input type="hidden" name="etape" value="arreter" />
          <SubmitButton pending={pending} label={t.stop} pendingLabel={t.stopping} fullWidth={false} />
        </form>
      ) : (
        <form action={action} className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="etape" value="code" />
          <div className="min-w-64 flex-1">
            <TextField
              id="sms-telephone"
              name="telephone"
              type="tel"
              autoComplete="tel"
              label={now === 'en_attente' ? t.otherNumber : t.number}
              hint={t.numberHint}
              defaultValue={state.values?.telephone}
              error={state.errors?.telephone}
            />
          </div>
          <SubmitButton pending={pending} label={now === 'en_attente' ? t.resend : t.send} pendingLabel={t.sending} fullWidth={false} />
        </form>
      )}
      {now !== 'actif' && number && (
        <form action={action}>
          <input type="hidden" name="etape" value="arreter" />
          <SubmitButton pending={pending} label={t.forget} pendingLabel={t.stopping} fullWidth={false} />
        </form>
      )}
      <FormAlert message={refusal} tone="danger" />
    </section>
  );
}
