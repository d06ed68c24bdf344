'use client';

import { useEffect, useState } from 'react';
import { ModalDialog } from '@/components/forms/ModalDialog';
import { lazyPart } from '@/components/layout/lazy-part';
import type { Sender } from './CourseContactForm';

// Loaded when the popup first opens: the form's fields and checks stay out of the course page's first load.
const CourseContactForm = lazyPart(() => import('./CourseContactForm').then((m) => m.CourseContactForm));

const HASH = '#popContact';

type Props = {
  courseId: string;
  /** Its words, from the server (no dictionary ships with the course page); `intro` names the course. */
  labels: { title: string; intro: string; prefilled: string; close: string };
  sender: Sender | null;
};

/** The « formation » contact popup (spec 02 §2, §3, §8): opened by its button or by `#popContact` in the address. */
export function CourseContactPopup({ courseId, labels: t, sender }: Props) {
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
        <p className="text-sm text-stone-700">{t.intro}</p>
        {sender && <p className="mt-1 text-sm text-stone-700">{t.prefilled}</p>}
        {opening > 0 && <CourseContactForm courseId={courseId} sender={sender} opening={opening} />}
      </ModalDialog>
    </>
  );
}
