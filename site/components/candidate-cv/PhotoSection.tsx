'use client';

import { useEffect, useRef, useState, useTransition, type ChangeEvent, type FormEvent } from 'react';
import { BusyButton } from '@/components/forms/BusyButton';
import { ConfirmDialog } from '@/components/forms/ConfirmDialog';
import { describedBy, FieldError, Hint, Label } from '@/components/forms/field-parts';
import { FormAlert } from '@/components/forms/FormAlert';
import { deleteCvPhotoAction, uploadCvPhotoAction } from '@/lib/actions/candidate-cv';
import { checkCvPhoto, PHOTO_ACCEPT } from '@/lib/cv-files';
import { clearFileInput, FileInput } from '@/components/forms/FileInput';
import { candidate } from '@/lib/i18n/fr/candidate';

const t = candidate.candidateCv.photo;
const INPUT = 'cv-photo';

/**
 * The profile photo (spec 02 §3), image only, 2 MB at most: the chosen file is checked and shown before it
 * is sent; the stored one is served by the site (/fichiers/photo), never by the cms to the browser.
 */
export function PhotoSection({ initial }: { initial: boolean }) {
  const [stored, setStored] = useState(initial);
  // Bumped after each change so the browser does not show the previous photo from its cache.
  const [version, setVersion] = useState(0);
  const [chosen, setChosen] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<{ text: string; tone: 'danger' | 'success' }>();
  const [confirming, setConfirming] = useState(false);
  const [pending, startTransition] = useTransition();
  const input = useRef<HTMLInputElement>(null);
  // After a deletion its button is gone: focus goes to the file input (a cancel goes back to the button).
  const afterRemove = useRef<HTMLElement | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  /** Forgets the chosen file; its buttons go, so focus goes back to the file input. */
  function reset() {
    setChosen(null);
    setPreview(null);
    if (input.current) {
      clearFileInput(input.current);
      input.current.focus();
    }
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setNotice(undefined);
    if (!file) return reset();
    const check = checkCvPhoto(file);
    if (!check.ok) {
      reset();
      setError(check.message);
      return;
    }
    setError(undefined);
    setChosen(file);
    setPreview(URL.createObjectURL(file));
  }

  function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || !chosen) return;
    const form = new FormData();
    form.append('photo', chosen, chosen.name);
    startTransition(async () => {
      const answer = await uploadCvPhotoAction(form).catch(() => null);
      if (answer?.code !== 200) {
        setError(answer?.errors?.photo ?? answer?.message ?? candidate.candidateCv.failed);
        input.current?.focus();
        return;
      }
      reset();
      setStored(true);
      setVersion((v) => v + 1);
      setNotice({ text: t.saved, tone: 'success' });
    });
  }

  function remove() {
    setConfirming(false);
    startTransition(async () => {
      const answer = await deleteCvPhotoAction().catch(() => null);
      if (answer?.code !== 200) {
        setNotice({ text: answer?.message ?? candidate.candidateCv.failed, tone: 'danger' });
        return;
      }
      setStored(false);
      setVersion((v) => v + 1);
      setNotice({ text: t.removed, tone: 'success' });
    });
  }

  return (
    <section aria-labelledby="cv-photo-heading" className="space-y-4 rounded-xl border border-sarment-100 bg-white p-6">
      <h2 id="cv-photo-heading" className="text-lg font-semibold text-vin-900">
        {candidate.candidateCv.sections.photo}
      </h2>
      <FormAlert message={notice?.text} tone={notice?.tone} />
      <div className="flex flex-wrap items-start gap-6">
        {preview ? (
          <img src={preview} alt={t.preview} width={128} height={128} className="h-32 w-32 rounded-full object-cover" />
        ) : stored ? (
          <img
            src={version ? `/fichiers/photo?v=${version}` : '/fichiers/photo'}
            alt={t.current}
            width={128}
            height={128}
            className="h-32 w-32 rounded-full object-cover"
          />
        ) : (
          <p className="flex h-32 w-32 items-center justify-center rounded-full bg-sarment-50 p-4 text-center text-xs text-stone-700">
            {t.none}
          </p>
        )}
        <form onSubmit={upload} noValidate className="min-w-0 flex-1 basis-56 space-y-3">
          <div>
            <Label id={INPUT} label={t.input} />
            <FileInput
              ref={input}
              id={INPUT}
              accept={PHOTO_ACCEPT}
              onChange={choose}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(INPUT, { error, hint: t.hint })}
            />
            <Hint id={INPUT} hint={t.hint} />
            <div aria-live="assertive">
              <FieldError id={INPUT} error={error} />
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            {chosen && (
              <>
                <BusyButton
                  type="submit"
                  busy={pending}
                  className="rounded-full bg-vin-700 px-4 py-2 text-sm font-semibold text-white hover:bg-vin-800"
                >
                  {pending ? candidate.candidateCv.sending : t.upload}
                </BusyButton>
                <button type="button" onClick={reset} className="rounded-full border border-stone-300 px-4 py-2 text-sm font-semibold">
                  {t.cancel}
                </button>
              </>
            )}
            {stored && !chosen && (
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
            )}
          </div>
        </form>
      </div>
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
