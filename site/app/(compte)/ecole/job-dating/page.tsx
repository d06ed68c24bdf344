import type { Metadata } from 'next';
import { OwnDays } from '@/components/job-dating/OwnDays';
import { fr } from '@/lib/i18n/fr';

export const metadata: Metadata = { title: fr.jobDating.ownMetaTitle, robots: { index: false } };

/** The school's harvest job-dating days (issue #40 item 6). */
export default function JobDatingOwnPage() {
  return <OwnDays base="/ecole" />;
}
