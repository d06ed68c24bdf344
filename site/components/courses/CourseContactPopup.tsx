'use client';

import { useEffect, useState, useTransition, type FormEvent } from 'react';
import { messages, type FieldErrors } from '@cep/domain';
import { FormAlert } from '@/components/forms/FormAlert';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { ModalDialog } from '@/components/forms/ModalDialog';
import { ContactFields } from '@/components/contact/ContactFields';
import { sendCourseContactAction } from '@/lib/actions/courses';
import { fr } from '@/lib/i18n/fr';

const t = fr.courseContact;
const HASH = '#popContact';

type Sender = { nom: string; prenom: string; email: string };

/**
 * The « formation » contact popup (spec 02 §2, §3, §8): opened by its button or by `#popContact` in the address;
 * a logged-in user's name and e-mail are prefilled and read-only. 'Message envoyé.' or 'Une erreur s'est
 * produite. Veuillez réessayer.'; field errors under their fields.
 */
export function CourseContactPopup({ courseId, titre, sender }: { courseId: string; titre: string; sender: Sender | null }) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState({
    nom: sender?.nom ?? '',
    prenom: sender?.prenom ?? '',
    email: sender?.email ?? '',
    tel: '',
    message: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<{ text: string; tone: 'success' | 'danger' }>();
  const [pending, startTransition] = useTransition();

  useEffect(() => {
    const fromHash = () => setOpen(window.location.hash === HASH);
    fromHash();
    window.addEventListener('hashchange', fromHash);
    return () => window.removeEventListener('hashchange', fromHash);
  }, []);

  function close() {
    setOpen(false);
    if (window.location.hash === HASH) history.replaceState(null, '', window.location.pathname + window.location.search);
  }

  const set = (name: keyof typeof values) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _corrected, ...rest }) => rest);
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    startTransition(async () => {
      const answer = await sendCourseContactAction(courseId, values);
      if (answer.code === 200) {
        setValues((v) => ({ ...v, tel: '', message: '' }));
        setErrors({});
        setStatus({ text: messages.messageEnvoye, tone: 'success' });
        return;
      }
      setErrors(answer.errors ?? {});
      setStatus(answer.errors ? undefined : { text: messages.erreurReessayer, tone: 'danger' });
    });
  }

  return (
    <>
      <a
        href={HASH}
        onClick={(event) => {
          event.preventDefault();
          setStatus(undefined);
          setOpen(true);
        }}
        className="inline-block rounded-full bg-vin-700 px-5 py-2 text-center font-semibold text-white hover:bg-vin-800"
      >
        {t.title}
      </a>
      <ModalDialog open={open} title={t.title} onClose={close} closeLabel={t.close}>
        <p className="text-sm text-stone-700">{t.intro(titre)}</p>
        {sender && <p className="mt-1 text-sm text-stone-700">{t.prefilled}</p>}
        <form onSubmit={onSubmit} noValidate className="mt-4 space-y-3">
          <ContactFields values={values} errors={errors} onChange={(name, value) => set(name)(value)} prefilled={Boolean(sender)} dense />
          <FormAlert message={status?.text} tone={status?.tone} />
          <SubmitButton pending={pending} label={t.send} pendingLabel={t.sending} fullWidth={false} />
        </form>
      </ModalDialog>
    </>
  );
}
