import type { Metadata } from 'next';
import Link from 'next/link';
import { sameSitePath } from '@cep/domain';
import { inscriptionRoutes } from '@cep/domain/contracts';
import { AuthCard } from '@/components/auth/AuthCard';
import { call } from '@/lib/cms/call';
import { fr } from '@/lib/i18n/fr';
import { loginPath } from '@/lib/session/return-target';
import { getSessionUser } from '@/lib/session/session';

export const metadata: Metadata = { title: fr.confirmation.title, robots: { index: false } };

type Props = { searchParams: Promise<{ token?: string; retour?: string }> };

/**
 * The confirmation e-mail's link. It carries the page the sign-up served (issue #38 item 1): a signed-in user
 * continues to it, anyone else logs in first and is sent there.
 */
/** The link's token spent on the address it confirms: a spent or unknown one answers `code` 404 (a malformed one, 400). */
async function confirmEmail(token: string): Promise<boolean> {
  const answered = await call(inscriptionRoutes.confirmation, { query: { token } });
  return answered.ok && answered.answer.code === 200;
}

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
