import type { ReactNode } from 'react';
import { forbidden } from 'next/navigation';
import { getSessionUser } from '@/lib/session/session';

/** Candidates only (the cms checks the role again); the refusal is worded for this area by `app/forbidden.tsx`. */
export default async function CandidateApplicationsLayout({ children }: { children: ReactNode }) {
  const user = await getSessionUser();
  if (user?.role !== 'candidat') forbidden();
  return children;
}
