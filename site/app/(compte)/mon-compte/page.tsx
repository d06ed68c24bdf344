import type { Metadata } from 'next';
import { getSessionUser } from '@/lib/session/session';
import { fr } from '@/lib/i18n/fr';

export const metadata: Metadata = { title: fr.account.title, robots: { index: false } };

export default async function AccountPage() {
  const user = await getSessionUser();
  if (!user) return null;
  const rows = [
    { label: fr.signup.prenom, value: user.prenom },
    { label: fr.signup.nom, value: user.nom },
    { label: fr.login.email, value: user.email },
    { label: fr.account.role, value: user.role ? fr.account.roles[user.role] : '' },
  ];
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold text-vin-900">{fr.account.title}</h1>
      <section className="mt-6 rounded-xl border border-sarment-100 bg-white p-6" aria-labelledby="user-info">
        <h2 id="user-info" className="text-lg font-semibold">
          {fr.account.userInfo}
        </h2>
        <dl className="mt-4 grid gap-3 md:grid-cols-2">
          {rows.map((row) => (
            <div key={row.label}>
              <dt className="text-sm text-stone-600">{row.label}</dt>
              <dd className="font-medium">{row.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
