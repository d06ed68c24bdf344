import type { Metadata } from 'next';
import { MessagePage } from '@/components/layout/MessagePage';
import { fr } from '@/lib/i18n/fr';

export const metadata: Metadata = { title: fr.signup.successTitle, robots: { index: false } };

/** Spec 01 §2: where a successful sign-up lands. */
export default function AfterRegisterSuccessPage() {
  return <MessagePage title={fr.signup.successTitle} text={fr.signup.successText} href="/connexion" action={fr.login.title} />;
}
