'use client';

import { useState, useTransition, type FormEvent } from 'react';
import { messages, type FieldErrors } from '@cep/domain';
import { ContactFields } from '@/components/contact/ContactFields';
import { FormAlert } from '@/components/forms/FormAlert';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { sendCourseContactAction } from '@/lib/actions/courses';
import { courses } from '@/lib/i18n/fr/courses';

const t = courses.courseContact;

export type Sender = { nom: string; prenom: string; email: string };

/**
 * The course contact form (spec 02 §2, §3, §8), loaded when its popup first opens: a logged-in user's name and
 * e-mail are prefilled and read-only. 'Message envoyé.' or 'Une erreur s'est produite. Veuillez réessayer.'; field
 * errors under their fields. What was typed stays when the popup closes; the last answer shows only in the opening
 * that got it (`opening` counts the popup's openings).
 */
export function CourseContactForm({ courseId, sender, opening }: { courseId: string; sender: Sender | null; opening: number }) {
  const [values, setValues] = useState({
    nom: sender?.nom ?? '',
    prenom: sender?.prenom ?? '',
    email: sender?.email ?? '',
    tel: '',
    message: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<{ text: string; tone: 'success' | 'danger'; opening: number }>();
  const [pending, startTransition] = useTransition();

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
        setStatus({ text: messages.messageEnvoye, tone: 'success', opening });
        return;
      }
      const errors = 'errors' in answer ? answer.errors : undefined;
      setErrors(errors ?? {});
      setStatus(errors ? undefined : { text: messages.erreurReessayer, tone: 'danger', opening });
    });
  }

  const shown = status?.opening === opening ? status : undefined;
  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-3">
      <ContactFields values={values} errors={errors} onChange={(name, value) => set(name)(value)} prefilled={Boolean(sender)} dense />
      <FormAlert message={shown?.text} tone={shown?.tone} />
      <SubmitButton pending={pending} label={t.send} pendingLabel={t.sending} fullWidth={false} />
    </form>
  );
}
