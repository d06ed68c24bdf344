'use client';

import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { checkCoverImage, COVER_RATIO, FILE_LIMITS } from '@cep/domain';
import { describedBy, errorId, Hint, Label } from '@/components/forms/field-parts';
import { FileInput } from '@/components/forms/FileInput';
import { fr } from '@/lib/i18n/fr';

const { width: WIDTH, height: HEIGHT } = FILE_LIMITS.coverImage;

/** Centre crop of an image at the 1366/240 ratio, drawn at 1366 × 240, as a JPEG blob. */
async function cropToCover(file: File): Promise<Blob | null> {
  const bitmap = await createImageBitmap(file);
  const sourceRatio = bitmap.width / bitmap.height;
  const sw = sourceRatio > COVER_RATIO ? bitmap.height * COVER_RATIO : bitmap.width;
  const sh = sourceRatio > COVER_RATIO ? bitmap.height : bitmap.width / COVER_RATIO;
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  canvas.getContext('2d')?.drawImage(bitmap, (bitmap.width - sw) / 2, (bitmap.height - sh) / 2, sw, sh, 0, 0, WIDTH, HEIGHT);
  bitmap.close();
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
}

/**
 * An offer's or a page's cover photo (spec 01 §5): checked before anything (not empty, ≤ 5,242,880 bytes, an image);
 * a refused file shows the error block and the input is cleared. Accepted files are cropped here at
 * 1366/240; the cms checks the bytes again and produces the final image with sharp.
 */
export function CoverImageInput({
  current,
  onChange,
  error,
  id = 'photocouverture',
  label = fr.recruiterOffer.fields.cover,
}: {
  current: string | null;
  onChange: (blob: Blob | null) => void;
  error?: string;
  /** A page's editor has its own label; the offer form keeps the spec's field name. */
  id?: string;
  label?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(current);
  const [localError, setLocalError] = useState<string>();
  const shown = localError ?? error;

  useEffect(
    () => () => {
      if (preview?.startsWith('blob:')) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    const check = checkCoverImage({ size: file.size, type: file.type });
    const blob = check.ok ? await cropToCover(file).catch(() => null) : null;
    if (!blob) {
      setLocalError(check.ok ? fr.recruiterOffer.fields.coverHint : check.message);
      if (input.current) input.current.value = '';
      onChange(null);
      return;
    }
    setLocalError(undefined);
    setPreview(URL.createObjectURL(blob));
    onChange(blob);
  }

  return (
    <div>
      <Label id={id} label={label} />
      <FileInput
        ref={input}
        id={id}
        accept="image/jpeg,image/png,image/webp,image/gif"
        onChange={onFile}
        aria-describedby={describedBy(id, { error: shown, hint: fr.recruiterOffer.fields.coverHint })}
      />
      <Hint id={id} hint={fr.recruiterOffer.fields.coverHint} />
      {shown && (
        <p id={errorId(id)} role="alert" className="mt-2 rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800">
          {shown}
        </p>
      )}
      {preview && (
        <figure className="mt-3">
          <img
            src={preview}
            alt={fr.recruiterOffer.fields.coverPreview}
            width={WIDTH}
            height={HEIGHT}
            className="aspect-[1366/240] w-full rounded-lg object-cover"
          />
        </figure>
      )}
    </div>
  );
}
