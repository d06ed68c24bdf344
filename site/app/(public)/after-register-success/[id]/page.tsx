import type { Metadata } from 'next';
import Link from 'next/link';
import { fr } from '@/lib/i18n/fr';

export const metadata: Metadata = { title: fr.signup.successTitle, robots: { index: false } };

/** Spec 01 §2: where a successful sign-up lands. */
export default function AfterRegisterSuccessPage() {
  return (
    <div className="mx-auto max-w-lg px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-vin-900">{fr.signup.successTitle}</h1>
      <p className="mt-2 text-stone-700">{fr.signup.successText}</p>
      <Link href="/connexion" className="mt-6 inline-block rounded-full bg-vin-700 px-5 py-2 font-semibold text-white hover:bg-vin-800">
        {fr.login.title}
      </Link>
    </div>
  );
}
