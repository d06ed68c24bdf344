import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthCard } from '@/components/auth/AuthCard';
import { LoginForm } from '@/components/auth/LoginForm';
import { FormAlert } from '@/components/forms/FormAlert';
import { fr } from '@/lib/i18n/fr';
import { safeReturnTarget, signupPath } from '@/lib/session/return-target';

export const metadata: Metadata = { title: fr.login.title, robots: { index: false } };

type Props = { searchParams: Promise<{ retour?: string; reinitialise?: string }> };

export default async function LoginPage({ searchParams }: Props) {
  const { retour, reinitialise } = await searchParams;
  const target = safeReturnTarget(retour);
  return (
    <AuthCard title={fr.login.title}>
      {reinitialise && (
        <div className="mt-4">
          <FormAlert tone="success" message={fr.reset.done} />
        </div>
      )}
      <LoginForm retour={target} />
      <p className="mt-6 text-center text-sm text-stone-700">
        {fr.login.noAccount}{' '}
        <Link href={signupPath(target)} className="font-semibold text-vin-700 underline-offset-2 hover:underline">
          {fr.nav.inscription}
        </Link>
      </p>
    </AuthCard>
  );
}
