'use client';

import { useRef, useState, useTransition, type ChangeEvent } from 'react';
import { checkImage, GALLERY_MAX_PHOTOS, messages, type PageImages, type PageKind } from '@cep/domain';
import { ConfirmDialog } from '@/components/forms/ConfirmDialog';
import { clearFileInput, FileInput } from '@/components/forms/FileInput';
import { FormAlert } from '@/components/forms/FormAlert';
import { describedBy, errorId, Hint, Label } from '@/components/forms/field-parts';
import { CoverImageInput } from '@/components/recruiter-offer/CoverImageInput';
import { deletePagePhotoAction, uploadPageImageAction } from '@/lib/actions/pages';
import { pages } from '@/lib/i18n/fr/pages';

const t = pages.pageImages;
const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

/**
 * A page's logo, cover and gallery (spec 01 §5, §9): each image is sent as soon as it is chosen, checked here
 * first (an image of 2 MB at most, 5 MB for the cover) and by its bytes on the server; a refused file clears
 * the input and shows the error block. Photos are deleted by their place, after a confirmation.
 */
export function PageImagesEditor({ kind, pageId, initial }: { kind: PageKind; pageId: string; initial: PageImages }) {
  const [images, setImages] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<string>();
  const [confirming, setConfirming] = useState<number | null>(null);
  const [pending, startTransition] = useTransition();
  const heading = useRef<HTMLHeadingElement>(null);

  function send(field: 'logo' | 'photocouverture' | 'photo', file: Blob, input?: HTMLInputElement | null) {
    const form = new FormData();
    form.append(field, file, field === 'photocouverture' ? 'couverture.jpg' : 'image');
    startTransition(async () => {
      const answer = await uploadPageImageAction(kind, pageId, field, form);
      clearFileInput(input);
      if (answer.code === 200 && 'url' in answer && answer.url) {
        const url = answer.url;
        setImages((current) =>
          field === 'photo'
            ? { ...current, photos: ('photos' in answer && answer.photos) || [...current.photos, url] }
            : { ...current, [field]: url },
        );
        setErrors({});
        setStatus(t.saved);
        return;
      }
      const message =
        ('errors' in answer && answer.errors?.[field]) || ('message' in answer && answer.message) || messages.donneesNonValides;
      setErrors({ [field]: message });
      setStatus(undefined);
    });
  }

  function onFile(field: 'logo' | 'photo') {
    return (event: ChangeEvent<HTMLInputElement>) => {
      const file = event.target.files?.[0];
      if (!file) return;
      const check = checkImage({ size: file.size, type: file.type });
      if (!check.ok) {
        clearFileInput(event.target);
        setErrors({ [field]: check.message });
        return;
      }
      send(field, file, event.target);
    };
  }

  function deletePhoto(index: number) {
    setConfirming(null);
    startTransition(async () => {
      const answer = await deletePagePhotoAction(kind, pageId, index);
      if (answer.code === 200 && 'photos' in answer && answer.photos) {
        setImages((current) => ({ ...current, photos: answer.photos ?? [] }));
        setStatus(t.deleted);
      } else setErrors({ photo: messages.donneesNonValides });
    });
  }

  const errorBlock = (field: string) =>
    errors[field] && (
      <p id={errorId(field)} role="alert" className="mt-2 rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800">
        {errors[field]}
      </p>
    );

  return (
    <section aria-labelledby="images-titre" className="space-y-6" aria-busy={pending}>
      <h2 id="images-titre" ref={heading} tabIndex={-1} className="text-xl font-semibold">
        {t.title}
      </h2>
      <FormAlert message={status} tone="success" />
      <div>
        <Label id="logo" label={t.logo} />
        {images.logo && (
          <img src={images.logo} alt={t.logoAlt} className="mt-2 h-20 w-20 rounded-lg border border-stone-200 object-contain" />
        )}
        <FileInput
          id="logo"
          accept={ACCEPT}
          onChange={onFile('logo')}
          disabled={pending}
          aria-describedby={describedBy('logo', { error: errors.logo, hint: t.logoHint })}
        />
        <Hint id="logo" hint={t.logoHint} />
        {errorBlock('logo')}
      </div>

      <CoverImageInput
        id="photocouverture"
        label={t.cover}
        current={images.photocouverture}
        error={errors.photocouverture}
        onChange={(blob) => blob && send('photocouverture', blob)}
      />

      <div>
        <Label id="photo" label={t.photos} />
        {images.photos.length > 0 && (
          <ul className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-3">
            {images.photos.map((url, index) => (
              <li key={url} className="space-y-2">
                <img src={url} alt={t.photoAlt(index + 1)} className="aspect-[4/3] w-full rounded-lg object-cover" />
                <button
                  type="button"
                  onClick={() => setConfirming(index)}
                  className="rounded-full border border-red-300 px-3 py-1 text-sm font-semibold text-red-800 hover:bg-red-50"
                >
                  {t.deletePhoto(index + 1)}
                </button>
              </li>
            ))}
          </ul>
        )}
        {images.photos.length < GALLERY_MAX_PHOTOS ? (
          <FileInput
            id="photo"
            accept={ACCEPT}
            onChange={onFile('photo')}
            disabled={pending}
            aria-describedby={describedBy('photo', { error: errors.photo, hint: t.photosHint })}
          />
        ) : (
          <p className="mt-2 text-sm text-stone-700">{t.full}</p>
        )}
        <Hint id="photo" hint={t.photosHint} />
        {errorBlock('photo')}
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title={t.confirmTitle}
        text={t.confirmText}
        confirmLabel={t.confirm}
        cancelLabel={t.cancel}
        onConfirm={() => confirming !== null && deletePhoto(confirming)}
        onCancel={() => setConfirming(null)}
        returnFocus={heading}
      />
    </section>
  );
}
