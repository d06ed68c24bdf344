'use client';

import { useState, useTransition, type FormEvent } from 'react';
import { CONTACT_HONEYPOT, CONTACT_PROFILES, messages, type ContactAnswer, type ContactProfile, type FieldErrors } from '@cep/domain';
import { RadioGroup } from '@/components/forms/Checkbox';
import { ErrorSummary } from '@/components/forms/ErrorSummary';
import { FormAlert } from '@/components/forms/FormAlert';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { contactAction } from '@/lib/actions/contact';
import { campaignField } from '@/lib/campaign';
import { contact } from '@/lib/i18n/fr/contact';
import { courses } from '@/lib/i18n/fr/courses';
import { ContactFields, type ContactValues } from './ContactFields';

const t = contact.contact;
const labels = courses.courseContact;
const FIELD_ORDER: Array<[string, string]> = [
  ['profil', t.profileLegend],
  ['prenom', labels.prenom],
  ['nom', labels.nom],
  ['email', labels.email],
  ['tel', labels.tel],
  ['message', labels.message],
];

type Sender = { nom: string; prenom: string; email: string };

/**
 * The public contact page's form (spec 02 §2, §3, §8): the profile (recruteur, candidat, école) picks the action
 * the message goes to; a logged-in user's name and e-mail are prefilled and read-only. A failed submit shows the
 * summary of what to fix; 'Message envoyé.' or 'Une erreur s'est produite. Veuillez réessayer.'
 */
export function ContactForm({ initialProfile, sender }: { initialProfile: ContactProfile | null; sender: Sender | null }) {
  const [profil, setProfil] = useState<ContactProfile | ''>(initialProfile ?? '');
  const [values, setValues] = useState<ContactValues>({
    nom: sender?.nom ?? '',
    prenom: sender?.prenom ?? '',
    email: sender?.email ?? '',
    tel: '',
    message: '',
  });
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<{ text: string; tone: 'success' | 'danger' }>();
  const [pending, startTransition] = useTransition();

  const clear = (name: string) => setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => key !== name)));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus(undefined);
    startTransition(async () => {
      // A dropped connection is the spec's failure message, inline: what was typed stays (issue #38 item 4).
      const answer = await contactAction({ ...values, profil, [CONTACT_HONEYPOT]: honeypot, campagne: campaignField() }).catch(
        (): ContactAnswer => ({ code: 500 }),
      );
      if (answer.code === 200) {
        setValues((v) => ({ ...v, tel: '', message: '' }));
        setErrors({});
        setStatus({ text: messages.messageEnvoye, tone: 'success' });
        return;
      }
      setErrors(answer.errors ?? {});
      if (answer.errors) setAttempt((n) => n + 1);
      else setStatus({ text: messages.erreurReessayer, tone: 'danger' });
    });
  }

  const summary = FIELD_ORDER.filter(([name]) => errors[name]).map(([name, label]) => ({
    id: `contact-${name}`,
    label,
    error: errors[name]!,
  }));
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {summary.length > 0 && <ErrorSummary message={messages.donneesNonValides} fields={summary} attempt={attempt} />}
      <div id="contact-profil">
        <RadioGroup
          id="contact-profil-choix"
          label={t.profileLegend}
          options={CONTACT_PROFILES.map((value) => ({ value, label: t.profiles[value] }))}
          value={profil}
          onChange={(value) => {
            setProfil(value as ContactProfile);
            clear('profil');
            history.replaceState(null, '', `?selected_option=${value}`);
          }}
          error={errors.profil}
        />
        {profil && <p className="mt-1 text-sm text-stone-600">{t.hints[profil]}</p>}
      </div>
      {sender && <p className="text-sm text-stone-700">{t.prefilled}</p>}
      <ContactFields
        values={values}
        errors={errors}
        prefilled={Boolean(sender)}
        onChange={(name, value) => {
          setValues((v) => ({ ...v, [name]: value }));
          clear(name);
        }}
      />
      {/* Out of sight and out of the tab order: people leave it empty, robots fill it. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`contact-${CONTACT_HONEYPOT}`}>{t.honeypot}</label>
        <input
          id={`contact-${CONTACT_HONEYPOT}`}
          name={CONTACT_HONEYPOT}
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(event) => setHoneypot(event.target.value)}
        />
      </div>
      <FormAlert message={status?.text} tone={status?.tone} />
      <SubmitButton pending={pending} label={t.send} pendingLabel={t.sending} fullWidth={false} />
    </form>
  );
}
