'use client';

import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { checkCoverImage, FILE_LIMITS } from '@cep/domain';
import { describedBy, errorId, Hint, Label } from '@/components/forms/field-parts';
import { clearFileInput, FileInput } from '@/components/forms/FileInput';
import { recruiterOffer } from '@/lib/i18n/fr/recruiter-offer';

type Shape = { width: number; height: number };

/** Centre crop of an image at the shape's ratio (1366/240 for covers, 1092/408 for articles), as a JPEG blob. */
async function cropToCover(file: File, { width, height }: Shape): Promise<Blob | null> {
  const bitmap = await createImageBitmap(file);
  const ratio = width / height;
  const sourceRatio = bitmap.width / bitmap.height;
  const sw = sourceRatio > ratio ? bitmap.height * ratio : bitmap.width;
  const sh = sourceRatio > ratio ? bitmap.height : bitmap.width / ratio;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.drawImage(bitmap, (bitmap.width - sw) / 2, (bitmap.height - sh) / 2, sw, sh, 0, 0, width, height);
  bitmap.close();
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
}

/**
 * An offer's, a page's or an article's cover photo (spec 01 §5, spec 02 §9): checked before anything (not empty,
 * ≤ 5,242,880 bytes, an image); a refused file shows the error block and the input is cleared. Accepted files are
 * cropped here at the shape's ratio; the cms checks the bytes again and produces the final image with sharp.
 */
export function CoverImageInput({
  current,
  onChange,
  error,
  id = 'photocouverture',
  label = recruiterOffer.recruiterOffer.fields.cover,
  hint = recruiterOffer.recruiterOffer.fields.coverHint,
  shape = FILE_LIMITS.coverImage,
  required = false,
}: {
  current: string | null;
  onChange: (blob: Blob | null) => void;
  error?: string;
  /** A page's editor has its own label; the offer form keeps the spec's field name. */
  id?: string;
  label?: string;
  hint?: string;
  shape?: Shape;
  required?: boolean;
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
    const blob = check.ok ? await cropToCover(file, shape).catch(() => null) : null;
    if (!blob) {
      setLocalError(check.ok ? hint : check.message);
      clearFileInput(input.current);
      onChange(null);
      return;
    }
    setLocalError(undefined);
    setPreview(URL.createObjectURL(blob));
    onChange(blob);
  }

  return (
    <div>
      <Label id={id} label={label} required={required} />
      <FileInput
        ref={input}
        aria-required={required || undefined}
        id={id}
        accept="image/jpeg,image/png,image/webp,image/gif"
        onChange={onFile}
        aria-describedby={describedBy(id, { error: shown, hint })}
      />
      <Hint id={id} hint={hint} />
      {shown && (
        <p id={errorId(id)} role="alert" className="mt-2 rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800">
          {shown}
        </p>
      )}
      {preview && (
        <figure className="mt-3">
          <img
            src={preview}
            alt={recruiterOffer.recruiterOffer.fields.coverPreview}
            width={shape.width}
            height={shape.height}
            style={{ aspectRatio: `${shape.width} / ${shape.height}` }}
            className="w-full rounded-lg object-cover"
          />
        </figure>
      )}
    </div>
  );
}
