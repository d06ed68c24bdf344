'use client';

import { useState, useTransition, type ChangeEvent } from 'react';
import { checkBrochure, checkImage, messages, type CourseFiles } from '@cep/domain';
import { clearFileInput, FileInput } from '@/components/forms/FileInput';
import { FormAlert } from '@/components/forms/FormAlert';
import { describedBy, errorId, Label } from '@/components/forms/field-parts';
import { CoverImageInput } from '@/components/recruiter-offer/CoverImageInput';
import { deleteCourseFileAction, uploadCourseFileAction } from '@/lib/actions/courses';
import { courses } from '@/lib/i18n/fr/courses';

const t = courses.courseForm;
type Field = keyof CourseFiles;

/**
 * A course's cover, two photos and brochure (spec 02 §3, §5): each sent as soon as it is chosen, checked here
 * (images of 2 MB, a PDF of 2,000,000 bytes) and by its bytes in the cms; photos and brochure can be removed.
 */
export function CourseFilesEditor({ courseId, initial }: { courseId: string; initial: CourseFiles }) {
  const [files, setFiles] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<string>();
  const [pending, startTransition] = useTransition();

  function send(field: Field, file: Blob, input?: HTMLInputElement) {
    const form = new FormData();
    form.append(field, file, field === 'plaquette' ? 'plaquette.pdf' : 'image');
    startTransition(async () => {
      const answer = await uploadCourseFileAction(courseId, field, form);
      clearFileInput(input);
      if (answer.code === 200 && 'url' in answer && answer.url) {
        setFiles((current) => ({ ...current, [field]: answer.url }));
        setErrors({});
        setStatus(t.files.saved);
        return;
      }
      setErrors({ [field]: ('errors' in answer && answer.errors?.[field]) || messages.donneesNonValides });
    });
  }

  const onFile = (field: Exclude<Field, 'photocouverture'>) => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const check =
      field === 'plaquette' ? checkBrochure({ size: file.size, type: file.type }) : checkImage({ size: file.size, type: file.type });
    if (!check.ok) {
      clearFileInput(event.target);
      setErrors({ [field]: check.message });
      return;
    }
    send(field, file, event.target);
  };

  function remove(field: Exclude<Field, 'photocouverture'>) {
    startTransition(async () => {
      const answer = await deleteCourseFileAction(courseId, field);
      if (answer.code === 200) {
        setFiles((current) => ({ ...current, [field]: null }));
        setStatus(t.files.deleted);
      }
    });
  }

  const slot = (field: Exclude<Field, 'photocouverture'>, accept: string) => (
    <div>
      <Label id={field} label={t.fields[field]} />
      {files[field] && field !== 'plaquette' && (
        <img src={files[field] ?? ''} alt={t.fields[field]} className="mt-2 aspect-[4/3] w-48 rounded-lg object-cover" />
      )}
      <FileInput
        id={field}
        accept={accept}
        onChange={onFile(field)}
        disabled={pending}
        aria-describedby={describedBy(field, { error: errors[field] })}
      />
      {errors[field] && (
        <p
          id={errorId(field)}
          role="alert"
          className="mt-2 rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800"
        >
          {errors[field]}
        </p>
      )}
      {files[field] && (
        <p className="mt-2 flex flex-wrap gap-4 text-sm">
          {field === 'plaquette' && (
            <a href={files[field] ?? ''} className="font-semibold text-vin-800 underline">
              {t.files.current}
            </a>
          )}
          <button type="button" onClick={() => remove(field)} className="font-semibold text-red-800 underline">
            {t.files.delete(t.fields[field])}
          </button>
        </p>
      )}
    </div>
  );

  return (
    <section aria-labelledby="fichiers-titre" className="space-y-5" aria-busy={pending}>
      <h2 id="fichiers-titre" className="text-xl font-semibold">
        {t.sections.media}
      </h2>
      <FormAlert message={status} tone="success" />
      <CoverImageInput
        id="photocouverture"
        label={t.fields.photocouverture}
        current={files.photocouverture}
        error={errors.photocouverture}
        onChange={(blob) => blob && send('photocouverture', blob)}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        {slot('photo1', 'image/jpeg,image/png,image/webp,image/gif')}
        {slot('photo2', 'image/jpeg,image/png,image/webp,image/gif')}
      </div>
      {slot('plaquette', 'application/pdf')}
    </section>
  );
}
