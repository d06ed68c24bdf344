import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { CourseForm } from '@/components/courses/CourseForm';
import { LockNotice } from '@/components/commerce/LockNotice';
import { courseRoutes } from '@cep/domain/contracts';
import { read } from '@/lib/cms/call';
import { fr } from '@/lib/i18n/fr';
import { readTokens } from '@/lib/session/cookies';

const t = fr.courseForm;

export const metadata: Metadata = { title: t.newTitle, robots: { index: false } };

const EMPTY = {
  titre: '',
  type: '',
  niveau: '',
  domaine: '',
  pays: 'FR',
  tarif: '',
  objectif: '',
  modalites: [],
  departements: [],
  formationCommuneid: '',
  communeLibelle: '',
  financements: [],
  financementAutre: '',
  urlVideo: '',
};

/** A new course: once saved (a draft is enough) it opens on its own page, where sessions and files are added. */
export default async function NewCoursePage() {
  const tokens = await readTokens();
  const list = tokens ? await read(courseRoutes.list, { jwt: tokens.jwt }) : null;
  if (!list) notFound();
  return (
    <div className="space-y-6">
      <Link href="/ecole/formations" className="text-sm text-vin-700 underline">
        ← {t.back}
      </Link>
      <h1 className="text-2xl font-bold text-vin-900">{t.newTitle}</h1>
      {list.abonnement === 0 ? <LockNotice part="formations" area="/ecole" /> : <CourseForm id={null} etat="brouillon" initial={EMPTY} />}
      <p className="text-sm text-stone-700">{t.files.saveFirst}</p>
    </div>
  );
}
