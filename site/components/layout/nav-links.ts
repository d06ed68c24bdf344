import { fr } from '@/lib/i18n/fr';

/** Only pages that exist (a link must never lead to a 404). */
export const mainLinks = [
  { href: '/offres', label: fr.nav.offres },
  { href: '/formations', label: fr.nav.formations },
  { href: '/evenements', label: fr.nav.evenements },
  { href: '/blog', label: fr.blog.nav },
] as const;

export const visitorLinks = [
  { href: '/packs', label: fr.commerce.packs.title, primary: false },
  { href: '/connexion', label: fr.nav.connexion, primary: false },
  { href: '/inscription', label: fr.nav.inscription, primary: true },
] as const;

export const memberLinks = [{ href: '/mon-compte', label: fr.login.account, primary: true }] as const;

/** A candidate's own pages, before « Mon compte ». */
export const candidateLinks = [
  { href: '/candidat/cv', label: fr.candidateCv.title, primary: false },
  { href: '/candidat/candidatures', label: fr.accountNav.myApplications, primary: false },
  { href: '/candidat/selection', label: fr.accountNav.shortlist, primary: false },
  { href: '/candidat/alerte', label: fr.alerts.title, primary: false },
] as const;

/** A recruiter's main pages, before « Mon compte ». */
export const recruiterLinks = [
  { href: '/recrutement/offres', label: fr.accountNav.myOffers, primary: false },
  { href: '/recrutement/offre/description-offre/nouveau', label: fr.accountNav.newOffer, primary: false },
  { href: '/recrutement/cvtheque', label: fr.cvLibrary.title, primary: false },
  { href: '/recrutement/candidatures-spontanees', label: fr.unsolicited.nav, primary: false },
  { href: '/recrutement/saisonniers', label: fr.seasonal.nav, primary: false },
  { href: '/recrutement/job-dating', label: fr.jobDating.nav, primary: false },
  { href: '/recrutement/page-entreprise', label: fr.nav.companyPage, primary: false },
  { href: '/recrutement/blog/gestion', label: fr.blogManager.title, primary: false },
  { href: '/recrutement/commandes', label: fr.commerce.orders.title, primary: false },
  { href: '/packs', label: fr.commerce.packs.title, primary: false },
] as const;

/** A school's own pages, before « Mon compte ». */
export const schoolLinks = [
  { href: '/ecole/page', label: fr.pageEditor.schoolTitle, primary: false },
  { href: '/ecole/formations', label: fr.schoolCourses.title, primary: false },
  { href: '/ecole/blog/gestion', label: fr.blogManager.title, primary: false },
  { href: '/ecole/job-dating', label: fr.jobDating.nav, primary: false },
  { href: '/ecole/abonnement', label: fr.commerce.subscription.title, primary: false },
  { href: '/ecole/commandes', label: fr.commerce.orders.title, primary: false },
] as const;
