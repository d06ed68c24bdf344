import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { LockNotice } from '@/components/commerce/LockNotice';
import { SchoolCourseList } from '@/components/courses/SchoolCourseList';
import { courseRoutes } from '@cep/domain/contracts';
import { read } from '@/lib/cms/call';
import { fr } from '@/lib/i18n/fr';
import { readTokens } from '@/lib/session/cookies';

const t = fr.schoolCourses;

export const metadata: Metadata = { title: t.title, robots: { index: false } };

/** The school's courses (spec 02 §2 `/ecole/formations/`). */
export default async function SchoolCoursesPage() {
  const tokens = await readTokens();
  const list = tokens ? await read(courseRoutes.list, { jwt: tokens.jwt }) : null;
  if (!list) notFound();
  const locked = list.abonnement === 0;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-vin-900">{t.title}</h1>
        {!locked && (
          <Link href="/ecole/formation/nouvelle" className="rounded-full bg-vin-800 px-5 py-2 font-semibold text-white hover:bg-vin-900">
            {t.add}
          </Link>
        )}
      </div>
      <p className="text-stone-700">{t.intro}</p>
      {locked && <LockNotice part="formations" area="/ecole" />}
      <SchoolCourseList initial={list.formations} locked={locked} />
    </div>
  );
}
