import { MessagePage } from '@/components/layout/MessagePage';
import { fr } from '@/lib/i18n/fr';

/** A recruiter, a school or staff on the application page (HTTP 403): only candidates apply. */
export default function CandidatesApplyOnly() {
  return <MessagePage title={fr.apply.title} text={fr.apply.onlyCandidates} href="/offres" action={fr.myApplications.findOffers} />;
}
