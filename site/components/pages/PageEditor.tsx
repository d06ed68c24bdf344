'use client';

import { useCallback, useState, useTransition, type FormEvent } from 'react';
import { COMPANY_SIZES, messages, type CompanyPageForm, type FieldErrors, type PageKind, type SchoolPageForm } from '@cep/domain';
import { DraftPublishButtons } from '@/components/forms/DraftPublishButtons';
import { ErrorSummary } from '@/components/forms/ErrorSummary';
import { Checkbox } from '@/components/forms/Checkbox';
import { PlaceAutocomplete } from '@/components/forms/PlaceAutocomplete';
import { SelectField } from '@/components/forms/SelectField';
import { TextArea } from '@/components/forms/TextArea';
import { TextField } from '@/components/forms/TextField';
import { Toast, type ToastMessage } from '@/components/account/Toast';
import { savePageAction, setPageOnlineAction } from '@/lib/actions/pages';
import { pages } from '@/lib/i18n/fr/pages';
import { recruiterOffer } from '@/lib/i18n/fr/recruiter-offer';

const t = pages.pageEditor;
const f = t.fields;

type Values = Record<string, string | boolean>;
type Props =
  /** `publicHref` null: the link is neutralised (a school without a subscription, spec 02 §4). */
  | { kind: 'entreprise'; form: CompanyPageForm; publicHref: string | null }
  | { kind: 'ecole'; form: SchoolPageForm; publicHref: string | null };

/** The fields of each form, in order: the error summary lists them in this order. */
const ORDER: Record<PageKind, Array<keyof typeof f>> = {
  entreprise: [
    'societeRaisonsocial',
    'description',
    'nombreSalaries',
    'secteurActivite',
    'societeDatecreation',
    'siteWeb',
    'registreMarque',
  ],
  ecole: ['description', 'adresseVille', 'adresseCp', 'urlVideo', 'fraisScolarite'],
};

/**
 * The page's form (spec 01 §4, spec 02 §4): as a draft, « enregistrer le brouillon » (only the name needed) and
 * « publier ma page … »; online, one « enregistrer les modifications » and no draft button. The « Page en ligne »
 * switch calls the publish toggle; refused, it goes back and the fields still to fill are shown.
 */
export function PageEditor(props: Props) {
  const { kind, form, publicHref } = props;
  const [values, setValues] = useState<Values>(form.valeurs);
  const [online, setOnline] = useState(form.enLigne);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const [pending, startTransition] = useTransition();
  const closeToast = useCallback(() => setToast(null), []);
  const title = kind === 'ecole' ? t.schoolTitle : t.companyTitle;

  const set = (name: string) => (value: string | boolean) => {
    setValues((v) => ({ ...v, [name]: value }));
    // A field's error clears as it is corrected.
    setErrors(({ [name]: _corrected, ...rest }) => rest);
  };

  function refused(fieldErrors: FieldErrors, message: string) {
    setErrors(fieldErrors);
    setFailure(message);
    setAttempt((n) => n + 1);
  }

  function save(publish: boolean) {
    startTransition(async () => {
      const answer = await savePageAction(kind, form.id, values, publish);
      if (answer.code === 200 && 'enLigne' in answer) {
        setOnline(Boolean(answer.enLigne));
        setErrors({});
        setFailure(undefined);
        setToast({ title, text: messages.pageEnregistree, tone: 'success' });
        return;
      }
      const fieldErrors = 'errors' in answer ? (answer.errors ?? {}) : {};
      refused(fieldErrors, ('message' in answer && answer.message) || messages.donneesNonValides);
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    save(submitter?.value === 'publier');
  }

  function toggle(next: boolean) {
    setOnline(next);
    startTransition(async () => {
      const answer = await setPageOnlineAction(kind, form.id, next);
      if (answer.code === 200 && 'enLigne' in answer) {
        setOnline(Boolean(answer.enLigne));
        setFailure(undefined);
        setToast({ title, text: messages.modificationReussie, tone: 'success' });
        return;
      }
      setOnline(!next);
      const missing = 'champ_obligatoire' in answer ? answer.champ_obligatoire : [];
      refused(
        Object.fromEntries(missing.map((field) => [field, messages.champObligatoire])),
        missing.length > 0 ? t.missing : messages.modificationEchec,
      );
    });
  }

  const summary = ORDER[kind].filter((name) => errors[name]).map((name) => ({ id: name, label: f[name], error: errors[name] as string }));
  const text = (name: keyof typeof f) => String(values[name] ?? '');

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-sarment-100 bg-white p-4">
        <div>
          <Checkbox id="enLigne" label={t.online} checked={online} onChange={toggle} />
          <p className="mt-1 text-sm text-stone-600">{online ? t.onlineHint : t.draftHint}</p>
        </div>
        <p className="text-sm">
          <span
            className={`rounded-full px-3 py-1 font-semibold ${online ? 'bg-feuille-50 text-feuille-600' : 'bg-stone-100 text-stone-700'}`}
          >
            {online ? t.statusOnline : t.statusDraft}
          </span>
          {online && publicHref && (
            <a href={publicHref} className="ml-3 font-semibold text-vin-800 underline">
              {t.viewPublic}
            </a>
          )}
        </p>
      </div>

      {failure && <ErrorSummary message={failure} fields={summary} attempt={attempt} />}

      {kind === 'entreprise' ? (
        <>
          <TextField
            id="societeRaisonsocial"
            label={f.societeRaisonsocial}
            value={text('societeRaisonsocial')}
            onChange={set('societeRaisonsocial')}
            error={errors.societeRaisonsocial}
          />
          <TextArea
            id="description"
            label={f.description}
            hint={f.descriptionHint}
            rows={8}
            value={text('description')}
            onChange={set('description')}
            error={errors.description}
          />
          <SelectField
            id="nombreSalaries"
            label={f.nombreSalaries}
            value={text('nombreSalaries')}
            onChange={set('nombreSalaries')}
            placeholder={recruiterOffer.recruiterOffer.fields.choose}
            options={COMPANY_SIZES.map((c) => ({ value: String(c.id), label: c.label }))}
            error={errors.nombreSalaries}
          />
          <TextField
            id="secteurActivite"
            label={f.secteurActivite}
            value={text('secteurActivite')}
            onChange={set('secteurActivite')}
            error={errors.secteurActivite}
          />
          <TextField
            id="societeDatecreation"
            label={f.societeDatecreation}
            inputMode="numeric"
            maxLength={4}
            value={text('societeDatecreation')}
            onChange={set('societeDatecreation')}
            error={errors.societeDatecreation}
          />
          <TextField id="siteWeb" type="url" label={f.siteWeb} value={text('siteWeb')} onChange={set('siteWeb')} error={errors.siteWeb} />
          {!props.form.principale && (
            <>
              <TextField
                id="registreMarque"
                label={f.registreMarque}
                value={text('registreMarque')}
                onChange={set('registreMarque')}
                error={errors.registreMarque}
              />
              <Checkbox
                id="diffusionMarque"
                label={f.diffusionMarque}
                checked={values.diffusionMarque === true}
                onChange={set('diffusionMarque')}
              />
            </>
          )}
        </>
      ) : (
        <>
          <TextArea
            id="description"
            label={f.description}
            hint={f.descriptionHint}
            rows={8}
            value={text('description')}
            onChange={set('description')}
            error={errors.description}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <PlaceAutocomplete
              id="adresseVille"
              label={f.adresseVille}
              source="villes"
              defaultLabel={text('adresseVille')}
              onText={set('adresseVille')}
              onPick={(item) => {
                set('adresseVille')(item.valueitem);
                if (item.codepostal) set('adresseCp')(item.codepostal);
              }}
              error={errors.adresseVille}
            />
            <TextField
              id="adresseCp"
              label={f.adresseCp}
              inputMode="numeric"
              maxLength={5}
              value={text('adresseCp')}
              onChange={set('adresseCp')}
              error={errors.adresseCp}
            />
          </div>
          <TextField
            id="urlVideo"
            type="url"
            label={f.urlVideo}
            value={text('urlVideo')}
            onChange={set('urlVideo')}
            error={errors.urlVideo}
          />
          <TextField
            id="fraisScolarite"
            label={f.fraisScolarite}
            value={text('fraisScolarite')}
            onChange={set('fraisScolarite')}
            error={errors.fraisScolarite}
          />
        </>
      )}

      <DraftPublishButtons
        online={online}
        pending={pending}
        labels={{ ...t, publish: kind === 'ecole' ? t.publishSchool : t.publishCompany }}
      />
      <Toast toast={toast} onClose={closeToast} />
    </form>
  );
}
