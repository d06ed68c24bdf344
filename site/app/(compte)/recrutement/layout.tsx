import type { ReactNode } from 'react';
import { MessagePage } from '@/components/layout/MessagePage';
import { fr } from '@/lib/i18n/fr';
import { getSessionUser } from '@/lib/session/session';

/** The recruiter's pages: the (compte) layout has checked the session; here the role (the cms checks it again). */
export default async function RecruiterLayout({ children }: { children: ReactNode }) {
  const user = await getSessionUser();
  if (user?.role !== 'recruteur')
    return (
      <MessagePage
        title={fr.recruiterOffer.manage.title}
        text={fr.recruiterOffer.recruitersOnly}
        href="/"
        action={fr.recruiterOffer.home}
      />
    );
  return <div className="mx-auto max-w-4xl px-4 py-8">{children}</div>;
}
