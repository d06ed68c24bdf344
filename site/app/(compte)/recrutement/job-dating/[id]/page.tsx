import type { Metadata } from 'next';
import { ManagedDay } from '@/components/job-dating/ManagedDay';
import { fr } from '@/lib/i18n/fr';

export const metadata: Metadata = { title: fr.jobDating.manageMetaTitle, robots: { index: false } };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ publiee?: string; prevenus?: string; refus?: string }> };

/** One of the company's job-dating days and who booked each slot (issue #40 item 6). */
export default async function JobDatingManagePage({ params, searchParams }: Props) {
  return <ManagedDay base="/recrutement" id={(await params).id} query={await searchParams} />;
}
