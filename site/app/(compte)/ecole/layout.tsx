import type { ReactNode } from 'react';
import { forbidden } from 'next/navigation';
import { getSessionUser } from '@/lib/session/session';

/** The school's pages: the (compte) layout has checked the session; here the role (the cms checks it again), or 403. */
export default async function SchoolLayout({ children }: { children: ReactNode }) {
  const user = await getSessionUser();
  if (user?.role !== 'ecole') forbidden();
  return <div className="mx-auto max-w-4xl px-4 py-8">{children}</div>;
}
