import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { sameSitePath } from '@cep/domain';
import { MessagePage } from '@/components/layout/MessagePage';
import { pageWords } from '@/lib/i18n/page-language';
import { loginPath } from '@/lib/session/return-target';
import { getSessionUser } from '@/lib/session/session';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await pageWords();
  return { title: t.signup.successTitle, robots: { index: false } };
}

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ retour?: string }> };

/**
 * Spec 01 §2: where a successful sign-up lands, signed in (issue #38 item 10). The id is the new user's
 * documentId, shown to that user only: another id is not found, and without a session (the sign-in after the
 * sign-up failed) the login page takes over, with the same return target.
 */
export default async function AfterRegisterSuccessPage({ params, searchParams }: Props) {
  const [{ id }, { retour }, user] = await Promise.all([params, searchParams, getSessionUser()]);
  const target = sameSitePath(retour);
  if (!user) redirect(loginPath(target));
  if (user.documentId !== id) notFound();
  const { t } = await pageWords();
  return (
    <MessagePage
      title={t.signup.successTitle}
      text={t.signup.successText(user.email)}
      href={target ?? '/after-login'}
      action={target ? t.signup.continue : t.signup.toAccount}
    />
  );
}
