import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthCard } from '@/components/auth/AuthCard';
import { confirmEmail } from '@/lib/cms';
import { fr } from '@/lib/i18n/fr';

export const metadata: Metadata = { title: fr.confirmation.title, robots: { index: false } };

export default async function EmailConfirmationPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams;
  const confirmed = token ? await confirmEmail(token) : false;
  return (
    <AuthCard title={fr.confirmation.title} lead={confirmed ? fr.confirmation.done : fr.confirmation.invalid}>
      <Link href="/connexion" className="mt-6 inline-block rounded-full bg-vin-700 px-5 py-2 font-semibold text-white hover:bg-vin-800">
        {fr.login.title}
      </Link>
    </AuthCard>
  );
}
