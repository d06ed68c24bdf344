'use client';

import { useRef, useState, useTransition, type FormEvent } from 'react';
import {
  ALERT_STATE_HEADERS,
  ALERT_TOGGLE_LABELS,
  DOMAINS,
  EXPERIENCE_LEVELS,
  STUDY_LEVELS,
  messages,
  type FieldErrors,
  type RecruiterAlertView,
} from '@cep/domain';
import { Checkbox, CheckboxGroup } from '@/components/forms/Checkbox';
import { ConfirmDialog } from '@/components/forms/ConfirmDialog';
import { FormAlert } from '@/components/forms/FormAlert';
import { SelectField } from '@/components/forms/SelectField';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextField } from '@/components/forms/TextField';
import { errorOf } from '@/components/candidate-cv/focus';
import { ZonePicker } from '@/components/candidate-cv/ZonePicker';
import { deleteCvAlertAction, saveCvAlertAction, toggleCvAlertAction } from '@/lib/actions/alerts';
import { alerts as alertsWords } from '@/lib/i18n/fr/alerts';
import { choiceOptions, CONTRACT_OPTIONS } from '@/lib/options';

const t = alertsWords.cvAlerts;

type Draft = {
  id: string | null;
  titre: string;
  experience: string;
  formation: string;
  domaines: [string, string, string];
  contrats: string[];
  zones: Array<{ id: string; value: string }>;
  candidatDispoFrance: boolean;
};

const EMPTY: Draft = {
  id: null,
  titre: '',
  experience: '',
  formation: '',
  domaines: ['', '', ''],
  contrats: [],
  zones: [],
  candidatDispoFrance: false,
};
const str = (n: number | null) => (n === null ? '' : String(n));

function draftOf(alert: RecruiterAlertView): Draft {
  return {
    id: alert.id,
    titre: alert.titre,
    experience: str(alert.experience),
    formation: str(alert.formation),
    domaines: [str(alert.domaine1), str(alert.domaine2), str(alert.domaine3)],
    contrats: alert.contrats.map(String),
    zones: alert.recruteurAlerteZonegeo.map((z) => ({ id: z.id, value: z.label })),
    candidatDispoFrance: alert.candidatDispoFrance,
  };
}

/** The form of spec 02 §3's recruiter alert: a name and at least one criterion. */
function CvAlertForm({ initial, onSaved }: { initial: Draft; onSaved: (alert: RecruiterAlertView) => void }) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, startTransition] = useTransition();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const optional = (value: string) => (value ? Number(value) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    startTransition(async () => {
      const form = {
        titre: draft.titre,
        experience: optional(draft.experience),
        formation: optional(draft.formation),
        domaine1: optional(draft.domaines[0]),
        domaine2: optional(draft.domaines[1]),
        domaine3: optional(draft.domaines[2]),
        contrats: draft.contrats.map(Number),
        recruteurAlerteZonegeo: draft.zones.map((z) => ({ id: z.id, label: z.value })),
        candidatDispoFrance: draft.candidatDispoFrance,
      };
      const answer = await saveCvAlertAction(draft.id, form).catch(() => ({ code: 500 }));
      if (answer.code === 200 && 'alerte' in answer) {
        onSaved(answer.alerte);
        setDraft(EMPTY);
        setErrors({});
        return;
      }
      setErrors('errors' in answer && answer.errors ? answer.errors : { _form: messages.alerteEchec });
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-lg border border-stone-200 bg-white p-4">
      <div aria-live="assertive">{errors._form && <FormAlert message={errors._form} />}</div>
      <TextField id="titre" label={t.titre} value={draft.titre} onChange={(v) => set('titre', v)} maxLength={120} error={errors.titre} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="experience"
          label={t.experience}
          placeholder={t.any}
          options={choiceOptions(EXPERIENCE_LEVELS)}
          value={draft.experience}
          onChange={(v) => set('experience', v)}
        />
        <SelectField
          id="formation"
          label={t.formation}
          placeholder={t.any}
          options={choiceOptions(STUDY_LEVELS)}
          value={draft.formation}
          onChange={(v) => set('formation', v)}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <SelectField
            key={i}
            id={`domaine${i + 1}`}
            label={t.domaine(i + 1)}
            placeholder={t.any}
            options={choiceOptions(DOMAINS)}
            value={draft.domaines[i]}
            onChange={(v) => set('domaines', draft.domaines.map((d, j) => (j === i ? v : d)) as Draft['domaines'])}
          />
        ))}
      </div>
      <CheckboxGroup
        id="contrats"
        label={t.contrats}
        options={CONTRACT_OPTIONS}
        values={draft.contrats}
        onChange={(v) => set('contrats', v)}
      />
      <ZonePicker
        id="recruteurAlerteZonegeo"
        zones={draft.zones}
        onChange={(z) => set('zones', z)}
        error={errorOf(errors, 'recruteurAlerteZonegeo')}
      />
      <Checkbox
        id="candidatDispoFrance"
        label={t.dispoFrance}
        checked={draft.candidatDispoFrance}
        onChange={(v) => set('candidatDispoFrance', v)}
      />
      <SubmitButton pending={pending} label={t.save} pendingLabel={t.save} />
    </form>
  );
}

/** The account's CV alerts: the list (active ↔ suspended, reverted when the server fails; edit; delete) and the form. */
export function CvAlertManager({ alerts }: { alerts: RecruiterAlertView[] }) {
  const [list, setList] = useState(alerts);
  const [editing, setEditing] = useState<Draft>(EMPTY);
  const [error, setError] = useState<string>();
  const [removing, setRemoving] = useState<RecruiterAlertView | null>(null);
  const [, startTransition] = useTransition();
  const formTop = useRef<HTMLHeadingElement>(null);

  const replace = (alert: RecruiterAlertView) =>
    setList((current) =>
      current.some((a) => a.id === alert.id) ? current.map((a) => (a.id === alert.id ? alert : a)) : [alert, ...current],
    );

  const toggle = (alert: RecruiterAlertView) => {
    const before = alert.statut;
    replace({ ...alert, statut: before === 'active' ? 'suspendue' : 'active' });
    setError(undefined);
    startTransition(async () => {
      const answer = await toggleCvAlertAction(alert.id).catch(() => ({ code: 500 }));
      if (answer.code !== 200) {
        replace({ ...alert, statut: before });
        setError(messages.alerteEchec);
      }
    });
  };

  return (
    <div className="space-y-8">
      <div aria-live="polite">{error && <FormAlert message={error} />}</div>
      {list.length === 0 ? (
        <p className="text-stone-800">{t.empty}</p>
      ) : (
        <ul className="space-y-4">
          {list.map((alert) => (
            <li key={alert.id} className="rounded-lg border border-stone-200 bg-white p-4">
              <h2 className={`text-sm font-semibold ${alert.statut === 'active' ? 'text-sarment-800' : 'text-stone-700'}`}>
                {ALERT_STATE_HEADERS[alert.statut]}
              </h2>
              <p className="mt-1 text-lg font-semibold text-vin-900">{alert.titre}</p>
              <p className="text-sm text-stone-700">
                {[alert.recruteurAlerteZonegeo.map((z) => z.label).join(', '), alert.auteur ? t.by(alert.auteur) : '']
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <div className="mt-3 flex flex-wrap gap-3 text-sm">
                <button
                  type="button"
                  onClick={() => toggle(alert)}
                  className="rounded-full border border-vin-700 px-4 py-1.5 font-semibold text-vin-700 hover:bg-vin-50"
                >
                  {ALERT_TOGGLE_LABELS[alert.statut]}
                </button>
                <button
                  type="button"
                  onClick={() => {
                    setEditing(draftOf(alert));
                    formTop.current?.focus();
                  }}
                  className="font-semibold text-vin-700 underline"
                >
                  {t.edit}
                </button>
                <button type="button" onClick={() => setRemoving(alert)} className="font-semibold text-red-800 underline">
                  {t.remove}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <section aria-labelledby="cv-alert-form">
        <h2 id="cv-alert-form" ref={formTop} tabIndex={-1} className="mb-3 text-xl font-bold text-vin-900">
          {editing.id ? t.editTitle : t.create}
        </h2>
        <CvAlertForm
          key={editing.id ?? 'new'}
          initial={editing}
          onSaved={(alert) => {
            replace(alert);
            setEditing(EMPTY);
          }}
        />
      </section>
      <ConfirmDialog
        open={removing !== null}
        title={t.remove}
        text={removing ? t.removeConfirm(removing.titre) : ''}
        confirmLabel={t.remove}
        cancelLabel={t.cancel}
        returnFocus={formTop}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const target = removing;
          setRemoving(null);
          if (!target) return;
          startTransition(async () => {
            const answer = await deleteCvAlertAction(target.id).catch(() => ({ code: 500 }));
            if (answer.code === 200) setList((current) => current.filter((a) => a.id !== target.id));
            else setError(messages.alerteEchec);
          });
        }}
      />
    </div>
  );
}
