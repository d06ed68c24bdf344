import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AuthCard } from '@/components/auth/AuthCard';
import { SignupForm } from '@/components/inscription/SignupForm';
import { signupForms } from '@/components/inscription/signup-forms';
import type { SignupKind } from '@cep/domain';
import { fr } from '@/lib/i18n/fr';

export const metadata: Metadata = { title: fr.signup.pageTitle, robots: { index: false } };

const KINDS: SignupKind[] = ['candidat', 'recruteur', 'ecole'];

/** /inscription/popup/{type}: what the sign-up popups open, as a page of its own without JavaScript or by its URL. */
export default async function SignupPopupPage({ params }: { params: Promise<{ type: string }> }) {
  const { type } = await params;
  const kind = KINDS.find((k) => k === type);
  if (!kind) notFound();
  const form = signupForms[kind];
  return (
    <AuthCard title={form.title} lead={form.lead}>
      <SignupForm kind={kind} />
    </AuthCard>
  );
}
