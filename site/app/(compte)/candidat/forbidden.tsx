import { MessagePage } from '@/components/layout/MessagePage';
import { fr } from '@/lib/i18n/fr';

/** A logged-in user who is not a candidate, on a candidate's page (HTTP 403; each page's layout checks the role). */
export default function CandidatesOnly() {
  const t = fr.candidateCv;
  return <MessagePage title={t.areaTitle} text={t.candidatesOnly} href="/" action={t.home} />;
}
