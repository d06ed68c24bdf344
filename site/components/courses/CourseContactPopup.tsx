'use client';

import { useEffect, useState } from 'react';
import { ModalDialog } from '@/components/forms/ModalDialog';
import { lazyPart } from '@/components/layout/lazy-part';
// Its namespace of the dictionary, not all of it: this ships with every course page.
import { courses } from '@/lib/i18n/fr/courses';
import type { Sender } from './CourseContactForm';

// Loaded when the popup first opens: the form's fields and checks stay out of the course page's first load.
const CourseContactForm = lazyPart(() => import('./CourseContactForm').then((m) => m.CourseContactForm));

const t = courses.courseContact;
const HASH = '#popContact';

/** The « formation » contact popup (spec 02 §2, §3, §8): opened by its button or by `#popContact` in the address. */
export function CourseContactPopup({ courseId, titre, sender }: { courseId: string; titre: string; sender: Sender | null }) {
  const [open, setOpen] = useState(false);
  const [opening, setOpening] = useState(0);

  useEffect(() => {
    const fromHash = () => {
      const asked = window.location.hash === HASH;
      setOpen(asked);
      if (asked) setOpening((n) => n + 1);
    };
    fromHash();
    window.addEventListener('hashchange', fromHash);
    return () => window.removeEventListener('hashchange', fromHash);
  }, []);

  function close() {
    setOpen(false);
    if (window.location.hash === HASH) history.replaceState(null, '', window.location.pathname + window.location.search);
  }

  return (
    <>
      <a
        href={HASH}
        onClick={(event) => {
          event.preventDefault();
          setOpening((n) => n + 1);
          setOpen(true);
        }}
        className="inline-block rounded-full bg-vin-700 px-5 py-2 text-center font-semibold text-white hover:bg-vin-800"
      >
        {t.title}
      </a>
      <ModalDialog open={open} title={t.title} onClose={close} closeLabel={t.close}>
        <p className="text-sm text-stone-700">{t.intro(titre)}</p>
        {sender && <p className="mt-1 text-sm text-stone-700">{t.prefilled}</p>}
        {opening > 0 && <CourseContactForm courseId={courseId} sender={sender} opening={opening} />}
      </ModalDialog>
    </>
  );
}
