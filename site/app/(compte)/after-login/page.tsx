import type { Metadata } from 'next';
import Link from 'next/link';
import { ResendConfirmation } from '@/components/account/ResendConfirmation';
import { CandidateDashboard, RecruiterDashboard } from '@/components/applications/Dashboards';
import { readTokens } from '@/lib/session/cookies';
import { getSessionUser } from '@/lib/session/session';
import { fr } from '@/lib/i18n/fr';

export const metadata: Metadata = { title: fr.account.welcomeTitle, robots: { index: false } };

/**
 * Default landing after login (spec 01 §2), per role (issue #11 item 8): a candidate sees the CV's completion
 * and visibility, the applications by status and the shortlist; a recruiter the offers by status and the new
 * applications; then where each kind of account goes next.
 */
export default async function AfterLoginPage() {
  const [user, tokens] = await Promise.all([getSessionUser(), readTokens()]);
  if (!user) return null;
  const next = fr.account.next[user.role ?? 'candidat'];
  const wide = user.role === 'candidat' || user.role === 'recruteur';
  return (
    <div className={`mx-auto px-4 py-10 ${wide ? 'max-w-5xl' : 'max-w-3xl'}`}>
      <h1 className="text-2xl font-bold text-vin-900">{fr.account.welcome(user.prenom)}</h1>
      {!user.confirme && <ResendConfirmation />}
      {tokens && user.role === 'candidat' && <CandidateDashboard jwt={tokens.jwt} />}
      {tokens && user.role === 'recruteur' && <RecruiterDashboard jwt={tokens.jwt} />}
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {next.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              className="block rounded-xl border border-sarment-100 bg-white p-5 font-semibold text-vin-800 shadow-sm hover:border-vin-100"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
