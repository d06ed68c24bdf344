import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { CourseFilesEditor } from '@/components/courses/CourseFilesEditor';
import { CourseForm } from '@/components/courses/CourseForm';
import { LockNotice } from '@/components/commerce/LockNotice';
import { SessionManager } from '@/components/courses/SessionManager';
import { FormAlert } from '@/components/forms/FormAlert';
import { courseRoutes } from '@cep/domain/contracts';
import { read } from '@/lib/cms/call';
import { fr } from '@/lib/i18n/fr';
import { readTokens } from '@/lib/session/cookies';

const t = fr.courseForm;

export const metadata: Metadata = { title: t.editTitle, robots: { index: false } };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ actionPublier?: string; enregistree?: string }> };

/**
 * A course of the school (spec 02 §2 `/ecole/formation/{id}`; `?actionPublier=ok` after publishing, `?enregistree=1`
 * when a new course was just saved): its form,
 * sessions, images and brochure. Without a subscription everything is disabled (spec 02 §4).
 */
export default async function CoursePage({ params, searchParams }: Props) {
  const [{ id }, { actionPublier, enregistree }] = await Promise.all([params, searchParams]);
  const tokens = await readTokens();
  const [form, list] = tokens
    ? await Promise.all([read(courseRoutes.findOne, { params: { id }, jwt: tokens.jwt }), read(courseRoutes.list, { jwt: tokens.jwt })])
    : [null, null];
  if (!form || !list) notFound();
  const locked = list.abonnement === 0;
  return (
    <div className="space-y-8">
      <Link href="/ecole/formations" className="text-sm text-vin-700 underline">
        ← {t.back}
      </Link>
      <h1 className="text-2xl font-bold text-vin-900">{form.valeurs.titre || t.editTitle}</h1>
      {actionPublier === 'ok' && form.etat === 'publiee' && <FormAlert message={t.publishedNotice} tone="success" />}
      {locked && <LockNotice part="formations" area="/ecole" />}
      <fieldset disabled={locked} className="space-y-10">
        <CourseForm id={form.id} etat={form.etat} initial={form.valeurs} saved={enregistree === '1'} />
        <SessionManager courseId={form.id} initial={form.sessions} />
        <CourseFilesEditor courseId={form.id} initial={form.fichiers} />
      </fieldset>
    </div>
  );
}
