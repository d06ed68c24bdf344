import type { Metadata } from 'next';
import { sameSitePath, type SignupKind } from '@cep/domain';
import Link from 'next/link';
import { AuthCard } from '@/components/auth/AuthCard';
import { Photo } from '@/components/content/Photo';
import { SignupForm } from '@/components/inscription/SignupForm';
import { signupForm, signupWords } from '@/components/inscription/signup-forms';
import { formWords, pageWords } from '@/lib/i18n/page-language';
import { loginPath } from '@/lib/session/return-target';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await pageWords();
  return { title: t.signup.pageTitle, robots: { index: false } };
}

const KINDS: SignupKind[] = ['candidat', 'recruteur', 'ecole'];

type Props = { searchParams: Promise<{ type?: string; retour?: string }> };

/** The sign-up page; a return target (a recruiter's new offer, a pack, an offer to apply to) is kept through it. */
export default async function SignupPage({ searchParams }: Props) {
  const { type, retour } = await searchParams;
  const kind = KINDS.find((k) => k === type) ?? 'candidat';
  const target = sameSitePath(retour);
  const carried = target ? `&retour=${encodeURIComponent(target)}` : '';
  const { language, t } = await pageWords();
  const form = signupForm(kind, t.signup);
  return (
    <AuthCard title={form.title} lead={form.lead}>
      <nav aria-label={t.signup.kinds} className="mt-6">
        <ul className="grid grid-cols-3 gap-1 rounded-full bg-sarment-100 p-1 text-center text-sm font-medium">
          {KINDS.map((k) => (
            <li key={k}>
              <Link
                href={`/inscription?type=${k}${carried}`}
                aria-current={k === kind ? 'page' : undefined}
                className={`block rounded-full px-3 py-2 ${k === kind ? 'bg-white text-vin-800 shadow-sm' : 'text-stone-700 hover:text-vin-700'}`}
              >
                {t.signup[k]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <SignupForm
        key={kind}
        kind={kind}
        retour={target ?? undefined}
        words={language === 'fr' ? undefined : signupWords(kind, t)}
        kit={language === 'fr' ? undefined : formWords(language)}
      />
      <p className="mt-6 text-center text-sm text-stone-700">
        {t.signup.haveAccount}{' '}
        <Link href={loginPath(target)} className="font-semibold text-vin-700 underline-offset-2 hover:underline">
          {t.nav.connexion}
        </Link>
      </p>
      <Photo name="sancerre" sizes="(min-width: 576px) 446px, 85vw" className="mt-8" lang={language === 'fr' ? undefined : 'fr'} />
    </AuthCard>
  );
}
