'use client';

import { useRef, useState, useTransition, type FormEvent } from 'react';
import {
  formatCents,
  messages,
  parseForm,
  paymentSchema,
  requiredKeys,
  schoolPaymentSchema,
  withBillingCountry,
  type Basket,
  type FieldErrors,
} from '@cep/domain';
import { BILLING_PLACE } from '@/components/account/sections';
import { billingFieldsRequired } from '@/components/account/zone-required';
import { RequiredNote } from '@/components/forms/RequiredNote';
import { BusyButton } from '@/components/forms/BusyButton';
import { DefinedField } from '@/components/forms/DefinedField';
import { FormAlert } from '@/components/forms/FormAlert';
import { TextField } from '@/components/forms/TextField';
import type { FormValues } from '@/components/forms/field-defs';
import { applyPromoAction, orderAction, type PurchaseInput } from '@/lib/actions/commerce';
import { campaignField } from '@/lib/campaign';
import { commerce } from '@/lib/i18n/fr/commerce';
import { BasketTable } from './BasketTable';
import { BILLING_FIELDS } from './billing-fields';
import { BilledTo } from './BilledTo';
import { Checkbox } from '@/components/forms/Checkbox';
import { account } from '@/lib/i18n/fr/account';

const t = commerce.purchase;
const ALWAYS_REQUIRED = requiredKeys(paymentSchema);

type Props = {
  purchase: PurchaseInput;
  basket: Basket;
  /** The billing block to prefill, the company's own address, and the account's « adresse différente » box. */
  billing: Record<string, string>;
  company: Record<string, string>;
  billingDiffers: boolean;
  cardAvailable: boolean;
  promoAllowed: boolean;
  /** A school buys too (its subscription): the box and the address name the establishment. */
  school?: boolean;
};

/** What is sent: the visible billing fields, the payment mode, the promo code applied (if any). */
function payload(values: FormValues, promo: string | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of BILLING_FIELDS) {
    if (field.showWhen && !field.showWhen(values)) continue;
    const value = values[field.name];
    if (field.kind === 'country') out[field.name] = value || undefined;
    else out[field.name] = value ?? '';
  }
  return { ...out, secteurActivite: values.secteurActivite || undefined, modePaiement: values.modePaiement, codePromo: promo };
}

/**
 * The purchase page's form (issue #12 items 2–5): the basket, a promo code, the billing block prefilled from
 * the account, card or transfer. Checked with the shared payment schema, then by the cms, which prices again.
 */
export function PurchaseForm({
  purchase,
  basket: initialBasket,
  billing,
  company,
  billingDiffers,
  cardAvailable,
  promoAllowed,
  school = false,
}: Props) {
  const [typed, setValues] = useState<FormValues>({ ...billing, modePaiement: cardAvailable ? 'carte' : 'virement' });
  const [differs, setDiffers] = useState(billingDiffers);
  // Unticked, the order is billed to the company's own address (spec 01 §3's box, on the purchase page too).
  const values: FormValues = differs ? typed : { ...typed, ...company };
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string>();
  const [basket, setBasket] = useState(initialBasket);
  const [promoInput, setPromoInput] = useState('');
  const [promo, setPromo] = useState<{ code: string; text: string }>();
  const [promoError, setPromoError] = useState<string>();
  // One key per visit of the form: a submit retried (a lost answer, a double click) finds the order it made.
  const [orderKey] = useState(() => crypto.randomUUID());
  const [pending, startTransition] = useTransition();
  const summary = useRef<HTMLDivElement>(null);

  const set = (name: string) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  // The billing country decides what else is required (issue #38 item 8): the same rule as the schema's.
  const required = new Set([
    ...ALWAYS_REQUIRED,
    ...billingFieldsRequired(values, { ...BILLING_PLACE, vat: 'societeFactureTva', sector: 'secteurActivite' }, { vatOptional: school }),
  ]);
  // The VAT follows the billing country as it is picked; the cms prices the order again.
  const shown = withBillingCountry(basket, String(values.societeFacturePays || 'FR'));

  function applyPromo() {
    startTransition(async () => {
      const answer = await applyPromoAction(purchase, promoInput, String(values.societeFacturePays || 'FR'));
      if (answer.code === 200 && answer.panier) {
        setBasket(answer.panier);
        setPromo({ code: promoInput.trim().toUpperCase(), text: answer.textefin ?? '' });
        setPromoError(undefined);
      } else {
        setPromoError(messages.codePromoInvalide);
        setPromo(undefined);
        setBasket(initialBasket);
      }
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = payload(values, promo?.code);
    const parsed = parseForm(school ? schoolPaymentSchema : paymentSchema, data);
    if (!parsed.ok) {
      // An error in the company's address shows its fields, to correct here.
      if (!differs && Object.keys(parsed.errors).some((name) => name.startsWith('societeFacture'))) {
        setValues(values);
        setDiffers(true);
      }
      setErrors(parsed.errors);
      setAlert(messages.donneesNonValides);
      summary.current?.focus();
      return;
    }
    startTransition(async () => {
      const answer = await orderAction(purchase, { ...data, campagne: campaignField() }, orderKey);
      setErrors(answer.errors ?? {});
      setAlert(answer.message ?? (answer.errors ? messages.donneesNonValides : undefined));
      summary.current?.focus();
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-8">
      <div ref={summary} tabIndex={-1} className="outline-none">
        <FormAlert message={alert} />
      </div>
      <section aria-labelledby="basket-title" className="rounded-xl border border-sarment-100 bg-white p-4 shadow-sm">
        <h2 id="basket-title" className="text-lg font-semibold">
          {t.basket}
        </h2>
        <div className="mt-3">
          <BasketTable basket={shown} promoCode={promo?.code} />
        </div>
        {promoAllowed && (
          <div className="mt-4 flex flex-wrap items-end gap-2">
            <div className="min-w-48 flex-1">
              <TextField
                id="codePromo"
                name="codePromo"
                label={t.promo}
                value={promoInput}
                onChange={setPromoInput}
                error={promoError ?? errors.codePromo}
              />
            </div>
            <BusyButton
              type="button"
              onClick={applyPromo}
              busy={pending}
              disabled={!promoInput.trim()}
              className="rounded-full px-4 py-2 font-semibold text-vin-700 ring-1 ring-vin-700 hover:bg-vin-50 disabled:opacity-60"
            >
              {t.apply}
            </BusyButton>
            {promo && (
              <p role="status" className="w-full text-sm text-feuille-600">
                {promo.text}
              </p>
            )}
          </div>
        )}
      </section>

      <section aria-labelledby="billing-title" className="space-y-4">
        <h2 id="billing-title" className="text-lg font-semibold">
          {t.billing}
        </h2>
        <Checkbox
          id="achat-factureDifferente"
          label={school ? account.account.billingDiffersFromSchool : account.account.billingDiffersFromCompany}
          checked={differs}
          onChange={setDiffers}
        />
        {differs && <RequiredNote />}
        <div className="grid gap-4 md:grid-cols-2">
          {!differs && <BilledTo company={company} school={school} />}
          {BILLING_FIELDS.filter((field) => differs && (!field.showWhen || field.showWhen(values))).map((field) => (
            <DefinedField
              key={field.name}
              field={field}
              id={`achat-${field.name}`}
              value={values[field.name] ?? ''}
              error={errors[field.name]}
              required={required.has(field.name)}
              onChange={set(field.name)}
              onPlace={(place) => setValues((v) => ({ ...v, ...place }))}
              values={values}
            />
          ))}
        </div>
      </section>

      <fieldset className="space-y-3">
        <legend className="text-lg font-semibold">{t.payment}</legend>
        {(
          [
            ['carte', t.card, cardAvailable ? t.cardLead : t.cardOff, !cardAvailable],
            ['virement', t.transfer, t.transferLead, false],
          ] as const
        ).map(([mode, label, lead, disabled]) => (
          <div
            key={mode}
            className={`flex gap-3 rounded-lg border p-3 ${disabled ? 'border-stone-200 text-stone-500' : 'border-sarment-200'}`}
          >
            <input
              type="radio"
              id={`mode-${mode}`}
              name="modePaiement"
              value={mode}
              checked={values.modePaiement === mode}
              disabled={disabled}
              aria-describedby={`mode-${mode}-aide`}
              onChange={() => set('modePaiement')(mode)}
            />
            <div>
              <label htmlFor={`mode-${mode}`} className="font-medium">
                {label}
              </label>
              <p id={`mode-${mode}-aide`} className="text-sm">
                {lead}
              </p>
            </div>
          </div>
        ))}
        {errors.modePaiement && <p className="text-sm text-red-700">{errors.modePaiement}</p>}
      </fieldset>

      <BusyButton type="submit" busy={pending} className="rounded-full bg-vin-700 px-6 py-3 font-semibold text-white hover:bg-vin-800">
        {pending ? t.paying : t.pay(formatCents(shown.totalTtcCents))}
      </BusyButton>
    </form>
  );
}
