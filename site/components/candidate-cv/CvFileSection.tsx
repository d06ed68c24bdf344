'use client';

import { useRef, useState, useTransition, type ChangeEvent, type FormEvent } from 'react';
import { BusyButton } from '@/components/forms/BusyButton';
import { ConfirmDialog } from '@/components/forms/ConfirmDialog';
import { describedBy, FieldError, Hint, Label } from '@/components/forms/field-parts';
import { FormAlert } from '@/components/forms/FormAlert';
import { deleteCvDocumentAction, uploadCvDocumentAction } from '@/lib/actions/candidate-cv';
import type { CvFileInfo } from '@cep/domain';
import { checkCvDocument, CV_FILE_ACCEPT } from '@/lib/cv-files';
import { formatFileSize } from '@/lib/format';
import { clearFileInput, FileInput } from '@/components/forms/FileInput';
import { candidate } from '@/lib/i18n/fr/candidate';

const t = candidate.candidateCv.file;
const INPUT = 'cv-fichier';

/**
 * The CV as a file (PDF, DOC or DOCX, 2 MB at most): checked when chosen, sent with « Envoyer le fichier »,
 * downloaded from the site (/fichiers/cv), removed after a confirmation.
 */
export function CvFileSection({ initial }: { initial: CvFileInfo | null }) {
  const [stored, setStored] = useState(initial);
  const [chosen, setChosen] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<{ text: string; tone: 'danger' | 'success' }>();
  const [confirming, setConfirming] = useState(false);
  const [pending, startTransition] = useTransition();
  const input = useRef<HTMLInputElement>(null);
  // After a deletion its button is gone: focus goes to the file input (a cancel goes back to the button).
  const afterRemove = useRef<HTMLElement | null>(null);

  /** Forgets the chosen file; its button goes, so focus goes back to the file input. */
  function reset() {
    setChosen(null);
    if (input.current) {
      clearFileInput(input.current);
      input.current.focus();
    }
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setNotice(undefined);
    if (!file) return reset();
    const check = checkCvDocument(file);
    if (!check.ok) {
      reset();
      setError(check.message);
      return;
    }
    setError(undefined);
    setChosen(file);
  }

  function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || !chosen) return;
    const form = new FormData();
    form.append('cvFichier', chosen, chosen.name);
    startTransition(async () => {
      const answer = await uploadCvDocumentAction(form).catch(() => null);
      if (answer?.code !== 200) {
        setError(answer?.errors?.cvFichier ?? answer?.message ?? candidate.candidateCv.failed);
        input.current?.focus();
        return;
      }
      setStored(answer.fichier ?? { nom: chosen.name, taille: chosen.size });
      reset();
      setNotice({ text: t.saved, tone: 'success' });
    });
  }

  function remove() {
    setConfirming(false);
    startTransition(async () => {
      const answer = await deleteCvDocumentAction().catch(() => null);
      if (answer?.code !== 200) {
        setNotice({ text: answer?.message ?? candidate.candidateCv.failed, tone: 'danger' });
        return;
      }
      setStored(null);
      setNotice({ text: t.removed, tone: 'success' });
    });
  }

  return (
    <section aria-labelledby="cv-fichier-heading" className="space-y-4 rounded-xl border border-sarment-100 bg-white p-6">
      <h2 id="cv-fichier-heading" className="text-lg font-semibold text-vin-900">
        {candidate.candidateCv.sections.file}
      </h2>
      <FormAlert message={notice?.text} tone={notice?.tone} />
      {stored ? (
        <div className="flex flex-wrap items-center gap-3">
          <a
            href="/fichiers/cv"
            download={stored.nom}
            className="font-semibold text-vin-700 underline underline-offset-2 hover:text-vin-800"
          >
            {t.download} {stored.nom}
          </a>
          <span className="text-sm text-stone-700">{t.size(formatFileSize(stored.taille))}</span>
          <button
            type="button"
            onClick={() => {
              afterRemove.current = null;
              setConfirming(true);
            }}
            className="rounded-full border border-red-300 px-4 py-2 text-sm font-semibold text-red-800 hover:border-red-700"
          >
            {t.remove}
          </button>
        </div>
      ) : (
        <p className="text-stone-700">{t.none}</p>
      )}
      <form onSubmit={upload} noValidate className="space-y-3">
        <div>
          <Label id={INPUT} label={t.input} />
          <FileInput
            ref={input}
            id={INPUT}
            accept={CV_FILE_ACCEPT}
            onChange={choose}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(INPUT, { error, hint: t.hint })}
          />
          <Hint id={INPUT} hint={t.hint} />
          <div aria-live="assertive">
            <FieldError id={INPUT} error={error} />
          </div>
        </div>
        {chosen && (
          <BusyButton
            type="submit"
            busy={pending}
            className="rounded-full bg-vin-700 px-4 py-2 text-sm font-semibold text-white hover:bg-vin-800"
          >
            {pending ? candidate.candidateCv.sending : t.upload}
          </BusyButton>
        )}
      </form>
      <ConfirmDialog
        open={confirming}
        title={candidate.candidateCv.confirmTitle}
        text={t.confirmRemove}
        confirmLabel={candidate.candidateCv.confirm}
        cancelLabel={candidate.candidateCv.cancel}
        returnFocus={afterRemove}
        onConfirm={() => {
          afterRemove.current = input.current;
          remove();
        }}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
