'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useTransition, type FormEvent } from 'react';
import {
  messages,
  OFFER_LANGUAGE_NAMES,
  OFFER_LANGUAGES,
  OFFER_TITLE_MAX,
  offerTranslationsSchema,
  parseForm,
  type FieldErrors,
  type OfferLanguage,
  type OfferTranslation,
  type TranslationsView,
} from '@cep/domain';
import { LANGUAGE_OWN_NAMES } from '@cep/domain/site-languages';
import { FormAlert } from '@/components/forms/FormAlert';
import { InvalidFieldsSummary } from '@/components/forms/InvalidFieldsSummary';
import { RichTextField } from '@/components/forms/RichTextField';
import { TextField } from '@/components/forms/TextField';
import { saveTranslationsAction } from '@/lib/actions/recruiter-offers';
import { recruiterOffer } from '@/lib/i18n/fr/recruiter-offer';
import { NextStepButton } from './NextStepButton';
import { CHANGE_SENT_PATH } from './OnlineChangeNotice';

const t = recruiterOffer.recruiterOffer.translations;
const f = recruiterOffer.recruiterOffer.fields;
const EMPTY: OfferTranslation = { titre: '', texte: '', formationCandidat: '', detailPlus: '' };

type Texts = Record<OfferLanguage, OfferTranslation>;
type TextKey = Exclude<keyof OfferTranslation, 'titre'>;

const fieldId = (language: OfferLanguage, key: keyof OfferTranslation) => `traduction-${language}-${key}`;
const toggleId = (language: OfferLanguage) => `traduction-${language}-ouvrir`;
const isWritten = (translation: OfferTranslation) => Object.values(translation).some((value) => value.trim() !== '');

/**
 * The offer's translations (issue #41 item 1): one fieldset per language, opened to write it (an existing one is
 * open), emptied by « Retirer ». The fields are the French form's, in the language's own `lang`; what is refused is
 * said under each field and listed above the form, like the other steps.
 */
export function OfferTranslationsForm({ view }: { view: TranslationsView }) {
  const router = useRouter();
  const { offre } = view;
  const [texts, setTexts] = useState<Texts>(view.traductions);
  const [open, setOpen] = useState<Set<OfferLanguage>>(() => new Set(OFFER_LANGUAGES.filter((l) => isWritten(view.traductions[l]))));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<{ text: string; tone: 'danger' | 'success' }>();
  const [attempt, setAttempt] = useState(0);
  // Where the focus goes once a language opens (its title) or closes (its button again).
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (focusTarget) document.getElementById(focusTarget)?.focus();
  }, [focusTarget]);

  const set = (language: OfferLanguage, key: keyof OfferTranslation, value: string) =>
    setTexts((current) => ({ ...current, [language]: { ...current[language], [key]: value } }));

  function openLanguage(language: OfferLanguage) {
    setOpen((current) => new Set(current).add(language));
    setFocusTarget(fieldId(language, 'titre'));
  }

  /** Emptied and closed: saved without it, and its editors start afresh if it is opened again. */
  function removeLanguage(language: OfferLanguage) {
    setTexts((current) => ({ ...current, [language]: EMPTY }));
    setOpen((current) => {
      const next = new Set(current);
      next.delete(language);
      return next;
    });
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith(`${language}.`))));
    setFocusTarget(toggleId(language));
  }

  function refused(fieldErrors: FieldErrors, message: string) {
    setErrors(fieldErrors);
    // A language with an error is shown, so its error is under its field and in the list above.
    setOpen(
      (current) => new Set([...current, ...OFFER_LANGUAGES.filter((l) => Object.keys(fieldErrors).some((k) => k.startsWith(`${l}.`)))]),
    );
    setAlert({ text: message, tone: 'danger' });
    setAttempt((n) => n + 1);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFocusTarget(null);
    const checked = parseForm(offerTranslationsSchema, texts);
    if (!checked.ok) return refused(checked.errors, messages.donneesNonValides);
    startTransition(async () => {
      const answer = await saveTranslationsAction(offre.id, texts);
      if (answer.code !== 200) return refused(answer.errors ?? {}, answer.message ?? messages.donneesNonValides);
      if (offre.enLigne) return router.push(CHANGE_SENT_PATH);
      setErrors({});
      setAlert({ text: answer.message ?? messages.traductionsEnregistrees, tone: 'success' });
      router.refresh();
    });
  }

  return (
    <form ref={form} onSubmit={onSubmit} noValidate className="space-y-6">
      {alert?.tone === 'danger' ? (
        <InvalidFieldsSummary message={alert.text} attempt={attempt} form={form} />
      ) : (
        <FormAlert message={alert?.text} tone={alert?.tone} />
      )}
      {OFFER_LANGUAGES.map((language) => {
        const name = OFFER_LANGUAGE_NAMES[language];
        const text = texts[language];
        const error = (key: keyof OfferTranslation) => errors[`${language}.${key}`];
        const richText = (key: TextKey, label: string, required = false) => (
          <RichTextField
            id={fieldId(language, key)}
            variant="offer"
            lang={language}
            required={required}
            label={label}
            hint={required ? t.required : undefined}
            initialHtml={text[key]}
            onChange={(html) => set(language, key, html)}
            error={error(key)}
          />
        );
        return (
          <fieldset key={language} className="space-y-4 rounded-xl border border-sarment-100 bg-white p-4 shadow-sm">
            <legend className="px-1 text-lg font-semibold text-vin-900">
              {name} · <span lang={language}>{LANGUAGE_OWN_NAMES[language]}</span>
            </legend>
            {open.has(language) ? (
              <>
                <TextField
                  dense
                  id={fieldId(language, 'titre')}
                  lang={language}
                  required
                  label={t.titre(name)}
                  value={text.titre}
                  maxLength={OFFER_TITLE_MAX}
                  onChange={(value) => set(language, 'titre', value.slice(0, OFFER_TITLE_MAX))}
                  hint={`${t.required} ${f.titleCount(text.titre.length)}`}
                  error={error('titre')}
                />
                {richText('texte', t.texte(name), true)}
                {richText('formationCandidat', t.formationCandidat(name))}
                {richText('detailPlus', t.detailPlus(name))}
                <button
                  type="button"
                  onClick={() => removeLanguage(language)}
                  className="rounded-full border border-red-300 px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50"
                >
                  {t.remove(name)}
                </button>
              </>
            ) : (
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="text-sm text-stone-700">{t.empty}</p>
                <button
                  type="button"
                  id={toggleId(language)}
                  onClick={() => openLanguage(language)}
                  className="rounded-full border border-vin-700 px-4 py-2 text-sm font-semibold text-vin-700 hover:bg-vin-50"
                >
                  {t.write(name)}
                </button>
              </div>
            )}
          </fieldset>
        );
      })}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <a
          href="/recrutement/offres"
          className="rounded-full border border-stone-300 px-5 py-3 text-center font-semibold text-stone-800 hover:border-vin-700"
        >
          {t.toOffers}
        </a>
        <NextStepButton pending={pending} label={offre.enLigne ? recruiterOffer.recruiterOffer.online.send : t.save} />
      </div>
    </form>
  );
}
