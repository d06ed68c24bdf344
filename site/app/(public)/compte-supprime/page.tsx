import type { Metadata } from 'next';
import { MessagePage } from '@/components/layout/MessagePage';
import { fr } from '@/lib/i18n/fr';

const t = fr.account.personalData;

export const metadata: Metadata = { title: t.deletedTitle, robots: { index: false } };

/** Where a candidate lands after deleting their account (the session is gone). */
export default function AccountDeletedPage() {
  return <MessagePage title={t.deletedTitle} text={t.deletedText} href="/" action={t.home} />;
}
