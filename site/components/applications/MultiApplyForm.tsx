'use client';

import Link from 'next/link';
import { useActionState, useState } from 'react';
import { Checkbox, RadioGroup } from '@/components/forms/Checkbox';
import { FormAlert } from '@/components/forms/FormAlert';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextArea } from '@/components/forms/TextArea';
import { TextField } from '@/components/forms/TextField';
import { messages } from '@cep/domain/messages';
import { FRENCH_FORM_WORDS, FormWordsProvider, useFormWords, type FormWords } from '@/components/forms/form-words';
import { applyManyAction, type ApplyManyState } from '@/lib/actions/applications';
import { fill, type ApplyManyWords } from '@/lib/i18n/client-words';

export type ChosenOffer = { id: string; titre: string; entreprise: string; bloque: 'deja' | 'fermee' | 'pas-vendanges' | null };

type Props = {
  offers: ChosenOffer[];
  /** The profile's CV file, when the CV is complete enough to be sent. */
  cvProfil: { nom: string } | null;
  defaults: { du: string; au: string; telephone: string };
  /** In the page's language, from the server. */
  words: ApplyManyWords;
  /** The form kit's words and the path's messages in another language than French. */
  kit?: FormWords;
};

/**
 * The form of « Postuler à plusieurs offres »: the offers ticked (one may untick), how to apply (the profile's CV, or
 * without a CV), one message. The outcome of each offer is listed after the send.
 */
export function MultiApplyForm(props: Props) {
  return (
    <FormWordsProvider words={props.kit ?? FRENCH_FORM_WORDS}>
      <MultiApplyFields {...props} />
    </FormWordsProvider>
  );
}

function MultiApplyFields({ offers, cvProfil, defaults, words: t }: Props) {
  const a = t.apply;
  const kit = useFormWords();
  const count = (sentences: string[], n: number) => sentences[Math.min(n, sentences.length - 1)] ?? '';
  const to = (titre: string, entreprise: string) => (entreprise ? fill(a.to, titre, entreprise) : titre);
  const [state, action, pending] = useActionState<ApplyManyState, FormData>(applyManyAction, {});
  const [ticked, setTicked] = useState(() => new Set(offers.filter((o) => !o.bloque).map((o) => o.id)));
  const [mode, setMode] = useState(cvProfil ? 'cv' : 'express');
  // Controlled: a refused send keeps what was typed (React resets a form after its action).
  const [message, setMessage] = useState('');
  const [dates, setDates] = useState({ du: defaults.du, au: defaults.au, telephone: defaults.telephone });
  const errors = kit.errors(state.errors ?? {});

  if (state.code === 200 && state.resultats)
    return (
      <div className="space-y-4">
        <p role="status" className="rounded-lg border border-feuille-600/40 bg-feuille-50 p-3 font-medium text-feuille-600">
          {count(t.sent, state.envoyees ?? 0)}
        </p>
        <ul className="divide-y divide-sarment-100">
          {state.resultats.map((outcome) => (
            <li key={outcome.offre.id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
              <span className="font-medium text-stone-900">{to(outcome.offre.titre, outcome.offre.entreprise)}</span>
              <span className={outcome.resultat === 'envoyee' ? 'text-feuille-600' : 'text-stone-700'}>{t.outcome[outcome.resultat]}</span>
            </li>
          ))}
        </ul>
        <Link
          href="/candidat/candidatures"
          className="inline-block rounded-full bg-vin-700 px-5 py-2 text-sm font-semibold text-white hover:bg-vin-800"
        >
          {t.myApplications}
        </Link>
      </div>
    );

  const notice =
    state.code && state.code !== 200 ? kit.message(state.message ?? (state.errors ? messages.donneesNonValides : a.failed)) : undefined;
  return (
    <form action={action} className="space-y-5" noValidate>
      <FormAlert message={notice} />
      <fieldset>
        <legend className="text-sm font-medium text-stone-800">{t.offersLegend}</legend>
        <ul className="mt-2 space-y-2">
          {offers.map((offer) => (
            <li key={offer.id}>
              <Checkbox
                id={`offre-${offer.id}`}
                name="offres"
                value={offer.id}
                label={`${to(offer.titre, offer.entreprise)}${offer.bloque ? ` (${t[offer.bloque === 'pas-vendanges' ? 'notHarvest' : offer.bloque === 'deja' ? 'already' : 'closed']})` : ''}`}
                checked={ticked.has(offer.id)}
                disabled={offer.bloque !== null}
                onChange={(checked) =>
                  setTicked((previous) => {
                    const next = new Set(previous);
                    if (checked && !offer.bloque) next.add(offer.id);
                    else next.delete(offer.id);
                    return next;
                  })
                }
              />
            </li>
          ))}
        </ul>
      </fieldset>
      {cvProfil && (
        <RadioGroup
          id="mode"
          label={t.modeLegend}
          options={[
            { value: 'cv', label: fill(t.withCv, cvProfil.nom) },
            { value: 'express', label: t.express },
          ]}
          value={mode}
          onChange={setMode}
        />
      )}
      {!cvProfil && <input type="hidden" name="mode" value="express" />}
      <TextArea
        id="candidatOffreReponse"
        name="candidatOffreReponse"
        label={a.message}
        hint={a.messageHint}
        required
        value={message}
        onChange={setMessage}
        error={errors.candidatOffreReponse}
      />
      {/* Always drawn, so that « Sans CV » works without JavaScript; sent with the CV too, the cms reads them only without. */}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="text-sm font-medium text-stone-800">{t.expressFields}</legend>
        <TextField
          id="disponibleDu"
          name="disponibleDu"
          type="date"
          label={a.disponibleDu}
          value={dates.du}
          onChange={(du) => setDates((d) => ({ ...d, du }))}
          error={errors.disponibleDu}
        />
        <TextField
          id="disponibleAu"
          name="disponibleAu"
          type="date"
          label={a.disponibleAu}
          value={dates.au}
          onChange={(au) => setDates((d) => ({ ...d, au }))}
          error={errors.disponibleAu}
        />
        <TextField
          id="telephone"
          name="telephone"
          type="tel"
          autoComplete="tel"
          label={a.telephone}
          hint={a.telephoneHint}
          value={dates.telephone}
          onChange={(telephone) => setDates((d) => ({ ...d, telephone }))}
          error={errors.telephone}
        />
      </fieldset>
      <SubmitButton pending={pending} label={count(t.send, ticked.size)} pendingLabel={t.sending} fullWidth={false} />
    </form>
  );
}
