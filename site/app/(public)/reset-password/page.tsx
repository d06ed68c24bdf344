import type { Metadata } from 'next';
import { AuthCard } from '@/components/auth/AuthCard';
import { ResetPasswordForm } from '@/components/auth/ResetPasswordForm';
import { fr } from '@/lib/i18n/fr';

export const metadata: Metadata = { title: fr.reset.title, robots: { index: false } };

export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams;
  return (
    <AuthCard title={fr.reset.title} lead={fr.reset.lead}>
      <ResetPasswordForm token={token ?? ''} />
    </AuthCard>
  );
}
