import type { Core } from '@strapi/strapi';
import { addDays, todayIso, type SeasonOutcome } from '@cep/domain';
import { candidateProfile } from '../api/candidate';
import { seasonal } from '../api/seasonal';
import { UIDS } from '../uids';

/** How last season went for some of this season's team, and for the demo candidate. */
const MARKS: ReadonlyArray<readonly [string | null, SeasonOutcome, boolean]> = [
  ['García', 'saison-complete', true],
  ['Nowak', 'saison-complete', true],
  ['Popescu', 'parti-avant-la-fin', true],
  ['Ferreira', 'parti-avant-la-fin', false],
  ['Kowalski', 'pas-venu', false],
  [null, 'saison-complete', true],
];

/**
 * The demo's re-hire list (issue #40 item 5): Vignobles Delmas's harvest offer of last season, gone from the site, its
 * team preselected and its season recorded through the service — « Mes saisonniers » shows six workers, four « à
 * reprendre », the demo candidate among them, ready to be invited to this season's offer.
 */
export async function seedDemoSeasonalWorkers(strapi: Core.Strapi, accountId: number, demoCandidateUser: number): Promise<void> {
  const current = await strapi.documents(UIDS.offer).findFirst({
    filters: { account: { id: accountId }, emploivendagesaisonier: true, offreTitre: { $startsWith: 'Porteur de hotte' } },
    populate: { company: { fields: ['id', 'societeRaisonsocial'] } },
  });
  if (!current?.company) return;
  const lastYear = Number(todayIso().slice(0, 4)) - 1;
  const start = `${lastYear}-09-10`;
  const past = await strapi.documents(UIDS.offer).create({
    data: {
      offreTitre: `Coupeur de raisin — vendanges ${lastYear}`,
      offreContrat: 6,
      emploivendagesaisonier: true,
      etat: 'expiree',
      account: accountId,
      company: current.company.id,
      offreModeReception: 'mail',
      datePublication: `${lastYear}-07-01T08:00:00.000Z`,
      dateExpiration: `${lastYear}-09-01T08:00:00.000Z`,
      vendanges: {
        fenetre: 'autour du 10 septembre',
        debutAuPlusTot: start,
        debutAuPlusTard: addDays(start, 6),
        dureeJours: 12,
        postes: 12,
      },
    },
  });
  const team = await strapi.db.query(UIDS.application).findMany({
    where: { offreRef: Number(current.id), express: true },
    select: ['candidatPrenom', 'candidatNom', 'candidatEmail', 'telephone'],
    populate: { candidate: { select: ['id'] } },
  });
  const demo = await candidateProfile(strapi, demoCandidateUser, { user: { fields: ['prenom', 'nom', 'email'] } });
  const offer = await seasonal(strapi).offerOf(accountId, past.documentId);
  if (!offer) return;
  for (const [nom, bilan, aReprendre] of MARKS) {
    const worker = nom
      ? team.find((row) => row.candidatNom === nom)
      : {
          candidatPrenom: demo.user?.prenom ?? '',
          candidatNom: demo.user?.nom ?? '',
          candidatEmail: demo.user?.email ?? '',
          telephone: '0612345678',
          candidate: { id: demo.id },
        };
    if (!worker?.candidate) continue;
    const application = await strapi.documents(UIDS.application).create({
      data: {
        offer: past.id,
        offreRef: Number(past.id),
        candidate: worker.candidate.id,
        account: accountId,
        cle: `${past.id}:${worker.candidate.id}`,
        statut: 1,
        statutLe: `${lastYear}-08-20T08:00:00.000Z`,
        express: true,
        message: 'Disponible pour toute la saison.',
        telephone: worker.telephone,
        candidatPrenom: worker.candidatPrenom,
        candidatNom: worker.candidatNom,
        candidatEmail: worker.candidatEmail,
        offreTitre: past.offreTitre ?? '',
        entreprise: current.company.societeRaisonsocial ?? '',
      },
    });
    await seasonal(strapi).mark(accountId, offer, { candidature: application.documentId, bilan, aReprendre });
  }
}
