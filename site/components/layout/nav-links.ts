import { fr } from '@/lib/i18n/fr';

export const mainLinks = [
  { href: '/offres', label: fr.nav.offres },
  { href: '/formations', label: fr.nav.formations },
  { href: '/blog', label: fr.nav.blog },
] as const;

export const visitorLinks = [
  { href: '/connexion', label: fr.nav.connexion, primary: false },
  { href: '/inscription', label: fr.nav.inscription, primary: true },
] as const;

export const memberLinks = [{ href: '/mon-compte', label: fr.login.account, primary: true }] as const;

/** A candidate's own pages, before « Mon compte ». */
export const candidateLinks = [{ href: '/candidat/cv', label: fr.candidateCv.title, primary: false }] as const;
