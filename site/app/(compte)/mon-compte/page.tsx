import type { Metadata } from 'next';
import Link from 'next/link';
import { messages, mobileNumberText, PUSH_KIND_LABELS, PUSH_KINDS } from '@cep/domain';
import { EmailLanguageSection } from '@/components/account/EmailLanguageSection';
import { initialValues } from '@/components/account/initial-values';
import { PasswordSection } from '@/components/account/PasswordSection';
import { PersonalDataSection } from '@/components/account/PersonalDataSection';
import { PreferencesSection } from '@/components/account/PreferencesSection';
import { SectionForm } from '@/components/account/SectionForm';
import type { FormKey } from '@/components/account/sections';
import { SubsidiarySection } from '@/components/account/SubsidiarySection';
import { TeamSection } from '@/components/account/TeamSection';
import { accountRoutes, newsletterRoutes, pushRoutes, smsRoutes } from '@cep/domain/contracts';
import { PushSection } from '@/components/push/PushSection';
import { SmsSection } from '@/components/sms/SmsSection';
import { read } from '@/lib/cms/call';
import { fr } from '@/lib/i18n/fr';
import { readTokens } from '@/lib/session/cookies';
import { requireUser } from '@/lib/session/session';

export const metadata: Metadata = { title: fr.account.title, robots: { index: false } };

const PUSH_KIND_OPTIONS = PUSH_KINDS.map((value) => ({ value, label: PUSH_KIND_LABELS[value] }));

type Tab = 'utilisateur' | 'connexion' | 'entreprise' | 'facturation' | 'etablissement' | 'equipe' | 'filiales' | 'preferences' | 'donnees';

const LABELS: Record<Tab, string> = {
  utilisateur: messages.toastInfosUtilisateur,
  connexion: messages.toastInfosConnexion,
  entreprise: messages.toastInfosEntreprise,
  facturation: messages.toastInfosFacturation,
  etablissement: messages.toastInfosEtablissement,
  equipe: fr.account.teamTab,
  filiales: fr.account.subsidiaries.title,
  preferences: fr.account.preferences.tab,
  donnees: fr.account.personalData.tab,
};

/** The tabs each account sees: company and billing for the recruiter who owns the account, establishment and billing for a school's owner (spec 02 §8). */
function tabsFor(role: string, owner: boolean): Tab[] {
  if (role === 'recruteur')
    return owner
      ? ['utilisateur', 'connexion', 'entreprise', 'facturation', 'equipe', 'filiales', 'preferences']
      : ['utilisateur', 'connexion', 'equipe', 'filiales', 'preferences'];
  if (role === 'ecole' && owner) return ['utilisateur', 'connexion', 'etablissement', 'facturation'];
  if (role === 'candidat') return ['utilisateur', 'connexion', 'preferences', 'donnees'];
  return ['utilisateur', 'connexion'];
}

/** A school's billing tab is its own form (the `adressefacture` block), a company's the `societeFacture` one. */
const formOf = (tab: 'utilisateur' | 'entreprise' | 'facturation' | 'etablissement', role: string): FormKey =>
  tab === 'facturation' && role === 'ecole' ? 'facturationEcole' : tab;

export default async function AccountPage({ searchParams }: { searchParams: Promise<{ onglet?: string }> }) {
  const user = await requireUser('/mon-compte');
  const tokens = await readTokens();
  const view = tokens ? await read(accountRoutes.find, { jwt: tokens.jwt }) : null;
  if (!tokens || !view) return null;
  const tabs = tabsFor(view.role, view.proprietaire);
  const { onglet } = await searchParams;
  const active = tabs.find((t) => t === onglet) ?? 'utilisateur';
  const initial = initialValues(view);
  const team = active === 'equipe' ? ((await read(accountRoutes.team, { jwt: tokens.jwt }))?.recruteurs ?? []) : [];
  const subsidiaries = active === 'filiales' ? ((await read(accountRoutes.subsidiaries, { jwt: tokens.jwt }))?.filiales ?? []) : [];
  const preferences = active === 'preferences' ? ((await read(newsletterRoutes.list, { jwt: tokens.jwt }))?.preferences ?? []) : [];
  // A candidate's urgent SMS sit with their e-mails (issue #41 item 5).
  const sms = active === 'preferences' && view.role === 'candidat' ? await read(smsRoutes.status, { jwt: tokens.jwt }) : null;
  const push = active === 'preferences' && view.role === 'candidat' ? await read(pushRoutes.devices, { jwt: tokens.jwt }) : null;

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-2xl font-bold text-vin-900">{fr.account.title}</h1>
      <nav aria-label={fr.account.tabs} className="mt-6 overflow-x-auto">
        <ul className="flex gap-2 border-b border-sarment-100 text-sm font-medium">
          {tabs.map((tab) => (
            <li key={tab}>
              <Link
                href={`/mon-compte?onglet=${tab}`}
                aria-current={tab === active ? 'page' : undefined}
                className={`block whitespace-nowrap border-b-2 px-3 py-2 ${tab === active ? 'border-vin-700 text-vin-800' : 'border-transparent text-stone-700 hover:text-vin-700'}`}
              >
                {LABELS[tab]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6 rounded-xl border border-sarment-100 bg-white p-6">
        {active === 'connexion' && <PasswordSection />}
        {active === 'equipe' && <TeamSection team={team} canManage={view.proprietaire} />}
        {active === 'filiales' && <SubsidiarySection subsidiaries={subsidiaries} canManage={view.proprietaire} />}
        {active === 'donnees' && <PersonalDataSection />}
        {active === 'preferences' && <PreferencesSection preferences={preferences} />}
        {active === 'preferences' && view.role === 'candidat' && <EmailLanguageSection langue={user.langue} />}
        {push && <PushSection cle={push.cle} appareils={push.appareils} kinds={PUSH_KIND_OPTIONS} />}
        {sms && <SmsSection etat={sms.etat} telephone={sms.telephone && mobileNumberText(sms.telephone)} />}
        {active !== 'connexion' && active !== 'equipe' && active !== 'filiales' && active !== 'donnees' && active !== 'preferences' && (
          <SectionForm key={active} sectionKey={formOf(active, view.role)} initial={initial[formOf(active, view.role)]} />
        )}
      </div>
    </div>
  );
}
