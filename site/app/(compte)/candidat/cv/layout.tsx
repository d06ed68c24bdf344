import type { ReactNode } from 'react';
import { forbidden } from 'next/navigation';
import { getSessionUser } from '@/lib/session/session';

/**
 * Candidates only (the cms checks the role again). The check sits in this segment's layout: above the page's
 * loading boundary, so the answer is a 403 before anything streams; `app/forbidden.tsx` words it for this area.
 */
export default async function CandidateCvLayout({ children }: { children: ReactNode }) {
  const user = await getSessionUser();
  if (user?.role !== 'candidat') forbidden();
  return children;
}
