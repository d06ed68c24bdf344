import type { Metadata } from 'next';
import Link from 'next/link';
import { ResendConfirmation } from '@/components/account/ResendConfirmation';
import { getSessionUser } from '@/lib/session/session';
import { fr } from '@/lib/i18n/fr';

export const metadata: Metadata = { title: fr.account.welcomeTitle, robots: { index: false } };

/** Default landing after login (spec 01 §2): where each kind of account goes next. */
export default async function AfterLoginPage() {
  const user = await getSessionUser();
  if (!user) return null;
  const next = fr.account.next[user.role ?? 'candidat'];
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold text-vin-900">{fr.account.welcome(user.prenom)}</h1>
      {!user.confirme && <ResendConfirmation />}
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
