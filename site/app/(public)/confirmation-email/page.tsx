import type { Metadata } from 'next';
import Link from 'next/link';
import { sameSitePath } from '@cep/domain';
import { AuthCard } from '@/components/auth/AuthCard';
import { confirmEmail } from '@/lib/cms';
import { fr } from '@/lib/i18n/fr';
import { loginPath } from '@/lib/session/return-target';
import { getSessionUser } from '@/lib/session/session';

export const metadata: Metadata = { title: fr.confirmation.title, robots: { index: false } };

type Props = { searchParams: Promise<{ token?: string; retour?: string }> };

/**
 * The confirmation e-mail's link. It carries the page the sign-up served (issue #38 item 1): a signed-in user
 * continues to it, anyone else logs in first and is sent there.
 */
export default async function EmailConfirmationPage({ searchParams }: Props) {
  const { token, retour } = await searchParams;
  const [confirmed, user] = await Promise.all([token ? confirmEmail(token) : false, getSessionUser()]);
  const target = sameSitePath(retour);
  const way = user
    ? { href: target ?? '/after-login', label: target ? fr.signup.continue : fr.signup.toAccount }
    : { href: loginPath(target), label: fr.login.title };
  return (
    <AuthCard title={fr.confirmation.title} lead={confirmed ? fr.confirmation.done : fr.confirmation.invalid}>
      <Link href={way.href} className="mt-6 inline-block rounded-full bg-vin-700 px-5 py-2 font-semibold text-white hover:bg-vin-800">
        {way.label}
      </Link>
    </AuthCard>
  );
}
