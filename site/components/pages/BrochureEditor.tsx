'use client';

import { useRef, useState, useTransition, type ChangeEvent } from 'react';
import { checkBrochure, messages } from '@cep/domain';
import { ConfirmDialog } from '@/components/forms/ConfirmDialog';
import { clearFileInput, FileInput } from '@/components/forms/FileInput';
import { FormAlert } from '@/components/forms/FormAlert';
import { describedBy, errorId, Label } from '@/components/forms/field-parts';
import { deleteBrochureAction, uploadBrochureAction } from '@/lib/actions/pages';
import { pages } from '@/lib/i18n/fr/pages';

const t = pages.brochure;

/**
 * The school's brochure (spec 01 §5, spec 02 §5): a PDF of at most 2,000,000 bytes ('Selectionner un fichier pdf',
 * 'Fichier trop lourd'), checked at selection and by its bytes on the server, sent at once; deleted after a confirmation.
 */
export function BrochureEditor({ initial }: { initial: string | null }) {
  const [url, setUrl] = useState(initial);
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const [pending, startTransition] = useTransition();
  const label = useRef<HTMLHeadingElement>(null);

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    const check = checkBrochure({ size: file.size, type: file.type });
    if (!check.ok) {
      clearFileInput(input);
      setError(check.message);
      return;
    }
    const form = new FormData();
    form.append('plaquette', file, file.name);
    startTransition(async () => {
      const answer = await uploadBrochureAction(form);
      clearFileInput(input);
      if (answer.code === 200 && 'url' in answer && answer.url) {
        setUrl(answer.url);
        setError(undefined);
        setStatus(t.saved);
        return;
      }
      setError(('errors' in answer && answer.errors?.plaquette) || messages.donneesNonValides);
    });
  }

  function remove() {
    setConfirming(false);
    startTransition(async () => {
      const answer = await deleteBrochureAction();
      if (answer.code === 200) {
        setUrl(null);
        setStatus(t.deleted);
      } else setError(messages.donneesNonValides);
    });
  }

  return (
    <div aria-busy={pending}>
      <h3 ref={label} tabIndex={-1} className="sr-only">
        {t.label}
      </h3>
      <Label id="plaquette" label={t.label} />
      <FileInput
        id="plaquette"
        accept="application/pdf"
        onChange={onFile}
        disabled={pending}
        aria-describedby={describedBy('plaquette', { error })}
      />
      {error && (
        <p
          id={errorId('plaquette')}
          role="alert"
          className="mt-2 rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800"
        >
          {error}
        </p>
      )}
      <FormAlert message={status} tone="success" />
      {url && (
        <p className="mt-2 flex flex-wrap gap-4 text-sm">
          <a href={url} className="font-semibold text-vin-800 underline">
            {t.current}
          </a>
          <button type="button" onClick={() => setConfirming(true)} className="font-semibold text-red-800 underline">
            {t.delete}
          </button>
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        title={t.confirmTitle}
        text={t.confirmText}
        confirmLabel={pages.pageImages.confirm}
        cancelLabel={pages.pageImages.cancel}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
        returnFocus={label}
      />
    </div>
  );
}
