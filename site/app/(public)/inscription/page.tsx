import type { Metadata } from 'next';
import { sameSitePath, type SignupKind } from '@cep/domain';
import Link from 'next/link';
import { AuthCard } from '@/components/auth/AuthCard';
import { SignupForm } from '@/components/inscription/SignupForm';
import { signupForms } from '@/components/inscription/signup-forms';
import { fr } from '@/lib/i18n/fr';
import { loginPath } from '@/lib/session/return-target';

export const metadata: Metadata = { title: fr.signup.pageTitle, robots: { index: false } };

const KINDS: Array<{ kind: SignupKind; label: string }> = [
  { kind: 'candidat', label: fr.signup.candidat },
  { kind: 'recruteur', label: fr.signup.recruteur },
  { kind: 'ecole', label: fr.signup.ecole },
];

type Props = { searchParams: Promise<{ type?: string; retour?: string }> };

/** The sign-up page; a return target (a recruiter's new offer, a pack, an offer to apply to) is kept through it. */
export default async function SignupPage({ searchParams }: Props) {
  const { type, retour } = await searchParams;
  const kind = KINDS.find((k) => k.kind === type)?.kind ?? 'candidat';
  const target = sameSitePath(retour);
  const carried = target ? `&retour=${encodeURIComponent(target)}` : '';
  const form = signupForms[kind];
  return (
    <AuthCard title={form.title} lead={form.lead}>
      <nav aria-label={fr.signup.kinds} className="mt-6">
        <ul className="grid grid-cols-3 gap-1 rounded-full bg-sarment-100 p-1 text-center text-sm font-medium">
          {KINDS.map((k) => (
            <li key={k.kind}>
              <Link
                href={`/inscription?type=${k.kind}${carried}`}
                aria-current={k.kind === kind ? 'page' : undefined}
                className={`block rounded-full px-3 py-2 ${k.kind === kind ? 'bg-white text-vin-800 shadow-sm' : 'text-stone-700 hover:text-vin-700'}`}
              >
                {k.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <SignupForm key={kind} kind={kind} retour={target ?? undefined} />
      <p className="mt-6 text-center text-sm text-stone-700">
        {fr.signup.haveAccount}{' '}
        <Link href={loginPath(target)} className="font-semibold text-vin-700 underline-offset-2 hover:underline">
          {fr.nav.connexion}
        </Link>
      </p>
    </AuthCard>
  );
}
