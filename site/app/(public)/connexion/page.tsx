import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthCard } from '@/components/auth/AuthCard';
import { LoginForm } from '@/components/auth/LoginForm';
import { FormAlert } from '@/components/forms/FormAlert';
import { fr } from '@/lib/i18n/fr';
import { formWords, pageWords } from '@/lib/i18n/page-language';
import { safeReturnTarget, signupPath } from '@/lib/session/return-target';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await pageWords();
  return { title: t.login.title, robots: { index: false } };
}

type Props = { searchParams: Promise<{ retour?: string; reinitialise?: string }> };

export default async function LoginPage({ searchParams }: Props) {
  const { retour, reinitialise } = await searchParams;
  const target = safeReturnTarget(retour);
  const { language, t } = await pageWords();
  return (
    <AuthCard title={t.login.title}>
      {reinitialise && (
        <div className="mt-4">
          <FormAlert tone="success" message={fr.reset.done} />
        </div>
      )}
      <LoginForm retour={target} words={t.login} kit={language === 'fr' ? undefined : formWords(language)} />
      <p className="mt-6 text-center text-sm text-stone-700">
        {t.login.noAccount}{' '}
        <Link href={signupPath(target)} className="font-semibold text-vin-700 underline-offset-2 hover:underline">
          {t.nav.inscription}
        </Link>
      </p>
    </AuthCard>
  );
}
