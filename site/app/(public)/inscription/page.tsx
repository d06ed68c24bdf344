import type { Metadata } from 'next';
import { CandidateSignupForm } from '@/components/inscription/CandidateSignupForm';
import { fr } from '@/lib/i18n/fr';

export const metadata: Metadata = { title: fr.signup.title, robots: { index: false } };

export default function SignupPage() {
  return (
    <div className="mx-auto max-w-lg px-4 py-10">
      <h1 className="text-2xl font-bold text-vin-900">{fr.signup.title}</h1>
      <p className="mt-2 text-stone-700">{fr.signup.lead}</p>
      <CandidateSignupForm />
    </div>
  );
}
