'use client';

import Link from 'next/link';
import { useRef, useState, useTransition } from 'react';
import type { SchoolCourseCard } from '@cep/domain';
import { BusyButton } from '@/components/forms/BusyButton';
import { ConfirmDialog } from '@/components/forms/ConfirmDialog';
import { FormAlert } from '@/components/forms/FormAlert';
import { deleteCourseAction } from '@/lib/actions/courses';
import { formatDate } from '@/lib/format';
import { courses as coursesWords } from '@/lib/i18n/fr/courses';

const t = coursesWords.schoolCourses;

/**
 * `/ecole/formations/` (spec 02 §2): the school's courses as cards, drafts included; deleting one hides its card
 * (spec 02 §4). Locked (no subscription), titles are plain text and buttons are disabled.
 */
export function SchoolCourseList({ initial, locked }: { initial: SchoolCourseCard[]; locked: boolean }) {
  const [courses, setCourses] = useState(initial);
  const [confirming, setConfirming] = useState<SchoolCourseCard | null>(null);
  const [status, setStatus] = useState<string>();
  const [pending, startTransition] = useTransition();
  const heading = useRef<HTMLHeadingElement>(null);

  function remove(course: SchoolCourseCard) {
    setConfirming(null);
    startTransition(async () => {
      if ((await deleteCourseAction(course.id)).code !== 200) return;
      setCourses((list) => list.filter((c) => c.id !== course.id));
      setStatus(t.deleted);
    });
  }

  return (
    <div className="space-y-4">
      <h2 ref={heading} tabIndex={-1} className="sr-only">
        {t.title}
      </h2>
      <FormAlert message={status} tone="success" />
      {courses.length === 0 ? (
        <p className="text-stone-700">{t.none}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {courses.map((course) => (
            <li key={course.id} className="flex h-full flex-col rounded-xl border border-sarment-100 bg-white p-4">
              <span
                className={`w-fit rounded-full px-3 py-0.5 text-xs font-semibold ${course.etat === 'publiee' ? 'bg-feuille-50 text-feuille-600' : 'bg-stone-100 text-stone-700'}`}
              >
                {course.etat === 'publiee' ? t.published : t.draft}
              </span>
              <h3 className="mt-2 text-lg font-semibold">
                {locked ? (
                  course.titre
                ) : (
                  <Link href={`/ecole/formation/${course.id}`} className="text-vin-800 underline-offset-2 hover:underline">
                    {course.titre}
                  </Link>
                )}
              </h3>
              <p className="text-sm text-stone-700">{t.sessions(course.sessions)}</p>
              {course.prochaineSession && <p className="text-sm text-stone-700">{t.next(formatDate(course.prochaineSession))}</p>}
              <div className="mt-auto pt-3">
                <BusyButton
                  type="button"
                  busy={pending}
                  disabled={locked}
                  onClick={() => setConfirming(course)}
                  className="text-sm font-semibold text-red-800 underline disabled:opacity-50"
                >
                  {t.delete(course.titre)}
                </BusyButton>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={t.confirmTitle}
        text={t.confirmText}
        confirmLabel={t.confirm}
        cancelLabel={t.cancel}
        onConfirm={() => confirming && remove(confirming)}
        onCancel={() => setConfirming(null)}
        returnFocus={heading}
      />
    </div>
  );
}
