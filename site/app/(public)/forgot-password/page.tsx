import type { Metadata } from 'next';
import { AuthCard } from '@/components/auth/AuthCard';
import { ForgotPasswordForm } from '@/components/auth/ForgotPasswordForm';
import { fr } from '@/lib/i18n/fr';

export const metadata: Metadata = { title: fr.forgot.title, robots: { index: false } };

export default function ForgotPasswordPage() {
  return (
    <AuthCard title={fr.forgot.title} lead={fr.forgot.lead}>
      <ForgotPasswordForm />
    </AuthCard>
  );
}
