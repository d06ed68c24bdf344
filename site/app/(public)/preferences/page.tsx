import type { Metadata } from 'next';
import Link from 'next/link';
import { PreferencesSection } from '@/components/account/PreferencesSection';
import { setSignedPreferenceAction } from '@/lib/actions/preferences';
import { newsletterRoutes } from '@cep/domain/contracts';
import { call } from '@/lib/cms/call';
import { fr } from '@/lib/i18n/fr';

const t = fr.account.preferences;

export const metadata: Metadata = { title: t.pageTitle, robots: { index: false } };

type Props = { searchParams: Promise<{ u?: string | string[]; t?: string | string[] }> };

/** The link's preferences, or null when the link is wrong (the cms refuses it). */
async function signedPreferences(user: string, token: string) {
  const answered = await call(newsletterRoutes.signedList, { body: { u: Number(user), t: token } });
  return answered.ok ? answered.answer.preferences : null;
}

/**
 * The preference centre reached from the footer of every e-mail Cep sends (issue #16 item 8), without logging in:
 * the link carries the user and its signature; a wrong link says so and offers to log in instead.
 */
export default async function SignedPreferencesPage({ searchParams }: Props) {
  const query = await searchParams;
  const user = typeof query.u === 'string' ? query.u : '';
  const token = typeof query.t === 'string' ? query.t : '';
  const preferences = user && token ? await signedPreferences(user, token) : null;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-2xl font-bold text-vin-900">{t.pageTitle}</h1>
      {preferences ? (
        <>
          <p className="mt-2 text-stone-700">{t.pageLead}</p>
          <div className="mt-6 rounded-xl bg-white p-6">
            <PreferencesSection preferences={preferences} save={setSignedPreferenceAction.bind(null, user, token)} />
          </div>
          <p className="mt-4 text-sm text-stone-700">{t.alertsHint}</p>
        </>
      ) : (
        <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
          {t.invalidLink}{' '}
          <Link href="/connexion?retour=%2Fmon-compte" className="font-semibold underline">
            {t.login}
          </Link>
        </p>
      )}
    </div>
  );
}
