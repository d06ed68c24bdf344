'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState, useTransition, type FormEvent } from 'react';
import { COMPANY_SIZES, messages, OPTION_PRICES, optionIds, formatCents, type FieldErrors } from '@cep/domain';
import { InvalidFieldsSummary } from '@/components/forms/InvalidFieldsSummary';
import type { StepTwoView } from '@cep/domain';
import { saveStepTwoAction } from '@/lib/actions/recruiter-offers';
import { recruiterOffer } from '@/lib/i18n/fr/recruiter-offer';
import { NextStepButton } from './NextStepButton';
import { CHANGE_SENT_PATH } from './OnlineChangeNotice';
import { CheckboxGroup, RadioGroup } from '@/components/forms/Checkbox';
import { SelectField } from '@/components/forms/SelectField';
import { TextArea } from '@/components/forms/TextArea';
import { TextField } from '@/components/forms/TextField';

const t = recruiterOffer.recruiterOffer.step2;
const RECEPTION_MODES = [
  { value: 'mail', label: t.mail },
  { value: 'url', label: t.url },
];

/**
 * Step 2 (spec 02 §2, §3): the company or subsidiary signing the offer, its presentation and size, how
 * applications arrive (an URL is then required), and the options. Paid options are not offered to
 * internships and work-study, whose basket is hidden (spec 01 §4).
 */
export function OfferStep2Form({ view }: { view: StepTwoView }) {
  const router = useRouter();
  const { offre, societes } = view;
  const [societe, setSociete] = useState(offre.societe);
  const company = societes.find((s) => s.id === societe);
  const [description, setDescription] = useState(company?.description ?? '');
  const [size, setSize] = useState(company?.nombreSalaries ? String(company.nombreSalaries) : '');
  const [mode, setMode] = useState(offre.offreModeReception);
  const [mail, setMail] = useState(offre.offreMail);
  const [url, setUrl] = useState(offre.offrePostuleurl);
  const [options, setOptions] = useState(offre.options.map(String));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string>();
  const [pending, startTransition] = useTransition();
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);

  const available = optionIds.filter((id) => !offre.stage || OPTION_PRICES[id].cents === 0);

  function chooseCompany(id: string) {
    const next = societes.find((s) => s.id === id);
    setSociete(id);
    setDescription(next?.description ?? '');
    setSize(next?.nombreSalaries ? String(next.nombreSalaries) : '');
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    startTransition(async () => {
      const answer = await saveStepTwoAction(offre.id, {
        societe,
        societeDescription: description,
        nombreSalaries: size,
        offreModeReception: mode,
        offreMail: mail,
        offrePostuleurl: url,
        options,
      });
      if (answer.code === 200) return router.push(offre.enLigne ? CHANGE_SENT_PATH : `/recrutement/offre/${offre.id}/paiement`);
      setErrors(answer.errors ?? {});
      setAlert(answer.message ?? messages.donneesNonValides);
      setAttempt((n) => n + 1);
    });
  }

  return (
    <form ref={form} onSubmit={onSubmit} noValidate className="space-y-6">
      {alert && <InvalidFieldsSummary message={alert} attempt={attempt} form={form} />}
      <SelectField
        dense
        id="societe"
        label={t.societe}
        value={societe}
        onChange={chooseCompany}
        options={societes.map((s) => ({ value: s.id, label: s.nom }))}
        error={errors.societe}
      />
      <TextArea
        dense
        id="societeDescription"
        label={t.description}
        value={description}
        onChange={setDescription}
        error={errors.societeDescription}
        rows={5}
      />
      <SelectField
        dense
        id="nombreSalaries"
        label={t.nombreSalaries}
        value={size}
        onChange={setSize}
        placeholder={recruiterOffer.recruiterOffer.fields.choose}
        options={COMPANY_SIZES.map((c) => ({ value: String(c.id), label: c.label }))}
        error={errors.nombreSalaries}
      />
      <RadioGroup
        id="offreModeReception"
        label={t.reception}
        options={RECEPTION_MODES}
        value={mode}
        onChange={(value) => setMode(value === 'url' ? 'url' : 'mail')}
        error={errors.offreModeReception}
      />
      {mode === 'mail' ? (
        <TextField dense id="offreMail" type="email" label={t.offreMail} value={mail} onChange={setMail} error={errors.offreMail} />
      ) : (
        <TextField
          dense
          id="offrePostuleurl"
          type="url"
          label={t.offrePostuleurl}
          value={url}
          onChange={setUrl}
          error={errors.offrePostuleurl}
        />
      )}
      {offre.enLigne ? (
        <p className="text-sm text-stone-700">{recruiterOffer.recruiterOffer.online.optionsKept}</p>
      ) : (
        <CheckboxGroup
          id="options"
          label={t.options}
          options={available.map((id) => ({
            value: String(id),
            label: t.option(OPTION_PRICES[id].label, OPTION_PRICES[id].cents ? formatCents(OPTION_PRICES[id].cents) : null),
          }))}
          values={options}
          onChange={setOptions}
        />
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <a
          href={view.route}
          className="rounded-full border border-stone-300 px-5 py-3 text-center font-semibold text-stone-800 hover:border-vin-700"
        >
          {recruiterOffer.recruiterOffer.back}
        </a>
        <NextStepButton pending={pending} label={offre.enLigne ? recruiterOffer.recruiterOffer.online.send : undefined} />
      </div>
    </form>
  );
}
