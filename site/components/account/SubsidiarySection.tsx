'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useRef, useState, useTransition, type FormEvent } from 'react';
import { messages, type FieldErrors } from '@cep/domain';
import { BusyButton } from '@/components/forms/BusyButton';
import { ConfirmDialog } from '@/components/forms/ConfirmDialog';
import { FormAlert } from '@/components/forms/FormAlert';
import { addSubsidiaryAction, deleteSubsidiaryAction } from '@/lib/actions/account';
import type { Subsidiary } from '@cep/domain';
import { Checkbox } from '@/components/forms/Checkbox';
import { DefinedField } from '@/components/forms/DefinedField';
import { abroad, inFrance, type FieldDef, type FormValues } from '@/components/forms/field-defs';
import { account } from '@/lib/i18n/fr/account';
import { pages } from '@/lib/i18n/fr/pages';

const f = account.account.fields;
const t = account.account.subsidiaries;
const FIELDS: FieldDef[] = [
  { name: 'raisonSociale', label: f.raisonSociale, autoComplete: 'off' },
  { name: 'secteurActivite', label: f.secteurActivite, autoComplete: 'off' },
  { name: 'adresse', label: f.adresse, autoComplete: 'off' },
  { name: 'adresseComplementaire', label: f.complement, autoComplete: 'off' },
  { name: 'pays', label: f.pays, kind: 'country' },
  { name: 'codePostal', label: f.codePostal, autoComplete: 'off', maxLength: 5, showWhen: inFrance('pays') },
  { name: 'ville', label: f.ville, kind: 'city', postalCodeField: 'codePostal', showWhen: inFrance('pays') },
  { name: 'villeInternational', label: f.villeInternational, autoComplete: 'off', showWhen: abroad('pays') },
  { name: 'telephone', label: f.telephone, kind: 'tel', autoComplete: 'off' },
  { name: 'registreMarque', label: f.marque, autoComplete: 'off' },
];

/** The company's subsidiaries (spec 02 §3): the owner adds them (seven checks, postal code matched to the city) and removes them. */
export function SubsidiarySection({ subsidiaries, canManage }: { subsidiaries: Subsidiary[]; canManage: boolean }) {
  const router = useRouter();
  const [values, setValues] = useState<FormValues>({ pays: 'FR', diffusionMarque: false });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<string>();
  const [removing, setRemoving] = useState<Subsidiary | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [pending, startTransition] = useTransition();

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = Object.fromEntries(
      Object.entries(values).filter(([name]) => FIELDS.find((f) => f.name === name)?.showWhen?.(values) !== false),
    );
    // Checked by the cms alone: it knows which postal codes a French city has, so one submit reports every error
    // (a check here first would hold the postal code's back until the rest is right, issue #38 item 6).
    startTransition(async () => {
      const result = await addSubsidiaryAction(data);
      setErrors(result.errors ?? {});
      if (result.code === 200) {
        setValues({ pays: 'FR', diffusionMarque: false });
        router.refresh();
      }
    });
  }

  function remove(subsidiary: Subsidiary) {
    setRemoving(null);
    startTransition(async () => {
      const result = await deleteSubsidiaryAction(subsidiary.id);
      setNotice(result.code === 200 ? undefined : (result.message ?? messages.erreurReessayer));
      router.refresh();
    });
  }

  return (
    <div className="space-y-6">
      <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold">
        {t.title}
      </h2>
      <ConfirmDialog
        open={removing !== null}
        title={removing ? t.confirmRemove(removing.raisonSociale) : ''}
        text={t.removeText}
        confirmLabel={t.remove}
        cancelLabel={t.cancel}
        onConfirm={() => removing && remove(removing)}
        onCancel={() => setRemoving(null)}
        returnFocus={heading}
      />
      <FormAlert message={notice} />
      {subsidiaries.length === 0 ? (
        <p className="text-stone-700">{t.empty}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {subsidiaries.map((s) => (
            <li key={s.id} className="rounded-xl border border-sarment-100 bg-white p-4">
              <p className="font-semibold">{s.raisonSociale}</p>
              <p className="text-sm text-stone-700">
                {s.adresse}, {s.codePostal} {s.ville || s.villeInternational}
              </p>
              {s.registreMarque && <p className="text-sm text-stone-700">{t.brand(s.registreMarque)}</p>}
              <Link href={`/recrutement/page-entreprise/filiale/${s.id}`} className="mt-2 block text-sm font-medium text-vin-800 underline">
                {pages.pageEditor.subsidiaryLink(s.raisonSociale)}
              </Link>
              {canManage && (
                <button
                  type="button"
                  onClick={() => setRemoving(s)}
                  aria-label={t.removeLabel(s.raisonSociale)}
                  className="mt-2 text-sm font-medium text-red-700 underline-offset-2 hover:underline"
                >
                  {t.remove}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canManage && (
        <form
          onSubmit={add}
          noValidate
          aria-labelledby="new-subsidiary"
          className="space-y-3 rounded-xl border border-sarment-100 bg-white p-4"
        >
          <h3 id="new-subsidiary" className="font-semibold">
            {t.addTitle}
          </h3>
          <div className="grid gap-3 md:grid-cols-2">
            {FIELDS.filter((f) => !f.showWhen || f.showWhen(values)).map((field) => (
              <DefinedField
                key={field.name}
                field={field}
                id={`filiale-${field.name}`}
                value={values[field.name] ?? ''}
                error={errors[field.name]}
                onChange={(v) => setValues((s) => ({ ...s, [field.name]: v }))}
                onPlace={(place) => setValues((s) => ({ ...s, ...place }))}
                values={values}
              />
            ))}
          </div>
          <Checkbox
            id="filiale-diffusionMarque"
            label={t.showBrand}
            checked={values.diffusionMarque === true}
            onChange={(checked) => setValues((s) => ({ ...s, diffusionMarque: checked }))}
          />
          <BusyButton
            type="submit"
            busy={pending}
            className="rounded-full bg-vin-700 px-5 py-2 text-sm font-semibold text-white hover:bg-vin-800"
          >
            {t.addSubmit}
          </BusyButton>
        </form>
      )}
    </div>
  );
}
