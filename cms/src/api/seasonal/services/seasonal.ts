import type { Core } from '@strapi/strapi';
import {
  isOfferOpen,
  readHarvestDetails,
  REHIRE_LINK_DAYS,
  SEASON_OUTCOMES,
  SEASON_REVIEW_PER_PAGE,
  SEASONAL_PER_PAGE,
  SEASONAL_SEASONS_MAX,
  seasonalExpiry,
  seasonReviewOpen,
  todayIso,
  type RehireInvitation,
  type SeasonMarkValues,
  type SeasonRecord,
  type SeasonalWorker,
  type SeasonWorker,
} from '@cep/domain';
import { queueEmail } from '../../email';
import { harvestStarts } from '../../harvest';
import { candidateTexts } from '../../../email/candidate';
import { siteUrl } from '../../../email/site-url';
import { documentData } from '../../../utils/document-data';
import { fieldOf, oneOf } from '../../../utils/field-of';
import { lockRow, type Transaction } from '../../../utils/row-lock';
import { signLink, validLinkSignature } from '../../../utils/signed-link';
import { isUniqueViolation } from '../../../utils/unique-violation';
import { UIDS } from '../../../uids';

interface HarvestOfferRow {
  id: number;
  documentId: string;
  offreTitre: string | null;
  etat: string | null;
  dateExpiration: string | null;
  vendanges: unknown;
  company: { societeRaisonsocial: string | null } | null;
}

interface WorkerRow {
  id: number;
  documentId: string;
  compteRef: number;
  candidatRef: number;
  entreprise: string | null;
  prenom: string | null;
  nom: string | null;
  email: string | null;
  telephone: string | null;
  aReprendre: boolean | null;
  derniereSaison: number;
  saisons: unknown;
  invitations: unknown;
  expireLe: unknown;
}

export type MarkResult = { ok: true; record: SeasonRecord } | { ok: false; reason: 'introuvable' | 'ferme' | 'pas-preselectionne' };
export type InviteResult = { ok: true; invites: number; deja: number } | { ok: false; reason: 'introuvable' | 'fermee' | 'aucun' };
export type { HarvestOfferRow as SeasonOffer };
export type LinkRefusal = 'invalide' | 'expire';

const REHIRE_LINK_MS = REHIRE_LINK_DAYS * 24 * 60 * 60 * 1000;
const OFFER_COLUMNS = ['id', 'documentId', 'offreTitre', 'etat', 'dateExpiration', 'vendanges'];
const pageOf = (value: string | undefined) => Math.min(10_000, Math.max(1, Number.parseInt(value ?? '', 10) || 1));
const dayOf = (value: unknown) =>
  typeof value === 'string' ? value.slice(0, 10) : value instanceof Date ? value.toISOString().slice(0, 10) : '';
const json = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

/** A JSON column of seasons read back typed, newest first; what does not fit is dropped, never trusted. */
function seasonsOf(value: unknown): SeasonRecord[] {
  const list = json(value);
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    const bilan = oneOf(SEASON_OUTCOMES, fieldOf(item, 'bilan'));
    const saison = fieldOf(item, 'saison');
    if (!bilan || typeof saison !== 'number') return [];
    return [
      {
        saison,
        offre: String(fieldOf(item, 'offre') ?? ''),
        titre: String(fieldOf(item, 'titre') ?? ''),
        entreprise: String(fieldOf(item, 'entreprise') ?? ''),
        bilan,
        aReprendre: fieldOf(item, 'aReprendre') === true,
        le: String(fieldOf(item, 'le') ?? ''),
      },
    ];
  });
}

function invitationsOf(value: unknown): RehireInvitation[] {
  const list = json(value);
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    const offre = fieldOf(item, 'offre');
    return typeof offre === 'string' ? [{ offre, titre: String(fieldOf(item, 'titre') ?? ''), le: String(fieldOf(item, 'le') ?? '') }] : [];
  });
}

/** Newest season first; within a season, the latest mark. */
const bySeason = (a: SeasonRecord, b: SeasonRecord) => b.saison - a.saison || b.le.localeCompare(a.le);

function workerView(row: WorkerRow): SeasonalWorker {
  return {
    id: row.documentId,
    prenom: row.prenom ?? '',
    nom: row.nom ?? '',
    email: row.email ?? '',
    telephone: row.telephone || null,
    aReprendre: Boolean(row.aReprendre),
    derniereSaison: row.derniereSaison,
    saisons: seasonsOf(row.saisons),
    invitations: invitationsOf(row.invitations),
    expireLe: dayOf(row.expireLe),
  };
}

/** The signed one-click link of a re-hire invitation: the worker's entry, the offer, until when. */
const rehireParts = (workerId: string, offerId: string, expiry: number) => [workerId, offerId, expiry];
const rehireUrl = (workerId: string, offerId: string, expiry: number) =>
  siteUrl(`/vendanges/reprise?r=${workerId}&o=${offerId}&e=${expiry}&t=${signLink('reprise', rehireParts(workerId, offerId, expiry))}`);

/**
 * « Mes saisonniers » (issue #40 item 5): one entry per worker and account, holding the seasons the account recorded
 * (from its harvest offers' preselected applications), whether it wants them back (the latest season's mark), and the
 * invitations sent. Every read and write carries the account in its filter: no account ever sees another's entries.
 */
export function seasonal(strapi: Core.Strapi) {
  const workers = () => strapi.db.query(UIDS.seasonalWorker);

  async function harvestOffer(where: Record<string, unknown>): Promise<HarvestOfferRow | null> {
    return (await strapi.db.query(UIDS.offer).findOne({
      where: { ...where, emploivendagesaisonier: true },
      select: OFFER_COLUMNS,
      populate: { company: { select: ['societeRaisonsocial'] } },
    })) as HarvestOfferRow | null;
  }

  /** The season an offer belongs to: its confirmed start's year, else its window's, else this year. */
  async function seasonOf(offer: HarvestOfferRow) {
    const demarrage = await harvestStarts(strapi).startDay(offer.id);
    const debutAuPlusTot = readHarvestDetails(offer.vendanges)?.debutAuPlusTot ?? null;
    const today = todayIso();
    return {
      saison: Number((demarrage ?? debutAuPlusTot ?? today).slice(0, 4)),
      ouvert: seasonReviewOpen({ today, online: isOfferOpen(offer), demarrage, debutAuPlusTot }),
    };
  }

  /** The entry of a worker in an account, made the first time it is needed (two first marks at once make one). */
  async function entryOf(accountId: number, candidateId: number, saison: number): Promise<number> {
    const cle = `${accountId}:${candidateId}`;
    const found = (await workers().findOne({ where: { cle }, select: ['id'] })) as { id: number } | null;
    if (found) return found.id;
    try {
      const created = await strapi.documents(UIDS.seasonalWorker).create({
        data: documentData(UIDS.seasonalWorker, {
          compteRef: accountId,
          candidatRef: candidateId,
          cle,
          derniereSaison: saison,
          saisons: [],
          invitations: [],
          expireLe: seasonalExpiry(todayIso()),
        }),
      });
      return Number(created.id);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return ((await workers().findOne({ where: { cle }, select: ['id'] })) as { id: number }).id;
    }
  }

  /** A re-hire link's entry and offer, once its signature, its day and the offer (online, the entry's account's) hold. */
  async function linked(workerId: string, offerId: string, expiry: number, token: string) {
    if (!validLinkSignature('reprise', rehireParts(workerId, offerId, expiry), token)) return 'invalide' as const;
    const row = (await workers().findOne({ where: { documentId: workerId } })) as WorkerRow | null;
    if (!row || !invitationsOf(row.invitations).some((invitation) => invitation.offre === offerId)) return 'invalide' as const;
    const offer = await harvestOffer({ documentId: offerId, account: { id: row.compteRef } });
    if (!offer) return 'invalide' as const;
    if (Date.now() / 1000 > expiry || !isOfferOpen(offer)) return 'expire' as const;
    const candidate = (await strapi.db.query(UIDS.candidate).findOne({
      where: { id: row.candidatRef },
      select: ['id'],
      populate: { user: { select: ['id', 'blocked'] } },
    })) as { id: number; user: { id: number; blocked: boolean | null } | null } | null;
    // A blocked account applies nowhere, by a link no more than by a session.
    if (!candidate?.user || candidate.user.blocked) return 'invalide' as const;
    return { row, offer, userId: Number(candidate.user.id) };
  }

  return {
    /** One of the account's harvest offers (another account's, or an offer outside the harvest: none). */
    offerOf: (accountId: number, offerDocumentId: string) => harvestOffer({ documentId: offerDocumentId, account: { id: accountId } }),

    /** The offer's preselected workers, 50 a page by name, with their start answer and the mark recorded for each. */
    async review(accountId: number, offerDocumentId: string, page: number) {
      const offer = await harvestOffer({ documentId: offerDocumentId, account: { id: accountId } });
      if (!offer) return null;
      const where = { offreRef: offer.id, statut: 1, retireeLe: { $null: true } };
      const [rows, total, season] = await Promise.all([
        strapi.db.query(UIDS.application).findMany({
          where,
          select: ['id', 'documentId', 'candidatPrenom', 'candidatNom', 'candidatEmail', 'telephone'],
          populate: { candidate: { select: ['id'] } },
          orderBy: [{ candidatNom: 'asc' }, { candidatPrenom: 'asc' }, { id: 'asc' }],
          offset: (page - 1) * SEASON_REVIEW_PER_PAGE,
          limit: SEASON_REVIEW_PER_PAGE,
        }) as Promise<
          Array<{
            id: number;
            documentId: string;
            candidatPrenom: string | null;
            candidatNom: string | null;
            candidatEmail: string | null;
            telephone: string | null;
            candidate: { id: number } | null;
          }>
        >,
        strapi.db.query(UIDS.application).count({ where }),
        seasonOf(offer),
      ]);
      const candidateIds = rows.flatMap((row) => (row.candidate ? [Number(row.candidate.id)] : []));
      const entries = candidateIds.length
        ? ((await workers().findMany({
            where: { compteRef: accountId, candidatRef: { $in: candidateIds } },
            select: ['candidatRef', 'saisons'],
          })) as Array<{ candidatRef: number; saisons: unknown }>)
        : [];
      const marks = new Map(
        entries.map((entry) => [entry.candidatRef, seasonsOf(entry.saisons).find((record) => record.offre === offer.documentId)]),
      );
      const answers = await harvestStarts(strapi).answersOf(rows.map((row) => row.id));
      const travailleurs: SeasonWorker[] = rows.map((row) => {
        const mark = row.candidate ? marks.get(Number(row.candidate.id)) : undefined;
        return {
          candidature: row.documentId,
          prenom: row.candidatPrenom ?? '',
          nom: row.candidatNom ?? '',
          email: row.candidatEmail ?? '',
          telephone: row.telephone || null,
          demarrage: answers.get(row.id)?.reponse ?? null,
          bilan: mark?.bilan ?? null,
          aReprendre: mark?.aReprendre ?? false,
        };
      });
      return {
        offre: { id: offer.documentId, titre: offer.offreTitre ?? '' },
        saison: season.saison,
        ouvert: season.ouvert,
        travailleurs,
        total,
        page,
        pages: Math.max(1, Math.ceil(total / SEASON_REVIEW_PER_PAGE)),
      };
    },

    /**
     * Records a preselected worker's season on their entry, under its lock: the season for this offer replaced, the
     * others kept (ten at most), « à reprendre » as the latest season says, kept two years from today.
     */
    async mark(accountId: number, offer: HarvestOfferRow, values: SeasonMarkValues): Promise<MarkResult> {
      const application = (await strapi.db.query(UIDS.application).findOne({
        where: { documentId: values.candidature, offreRef: offer.id },
        select: ['id', 'statut', 'retireeLe', 'candidatPrenom', 'candidatNom', 'candidatEmail', 'telephone'],
        populate: { candidate: { select: ['id'] } },
      })) as {
        statut: number;
        retireeLe: unknown;
        candidatPrenom: string | null;
        candidatNom: string | null;
        candidatEmail: string | null;
        telephone: string | null;
        candidate: { id: number } | null;
      } | null;
      if (!application?.candidate) return { ok: false, reason: 'introuvable' };
      if (Number(application.statut) !== 1 || application.retireeLe) return { ok: false, reason: 'pas-preselectionne' };
      const { saison, ouvert } = await seasonOf(offer);
      if (!ouvert) return { ok: false, reason: 'ferme' };
      const entryId = await entryOf(accountId, Number(application.candidate.id), saison);
      const record: SeasonRecord = {
        saison,
        offre: offer.documentId,
        titre: offer.offreTitre ?? '',
        entreprise: offer.company?.societeRaisonsocial ?? '',
        bilan: values.bilan,
        aReprendre: values.aReprendre,
        le: new Date().toISOString(),
      };
      await strapi.db.transaction(async ({ trx }: Transaction) => {
        const locked = await lockRow(strapi, trx, UIDS.seasonalWorker, entryId, ['saisons']);
        const seasons = [record, ...seasonsOf(locked?.saisons).filter((kept) => kept.offre !== record.offre)]
          .sort(bySeason)
          .slice(0, SEASONAL_SEASONS_MAX);
        const latest = seasons[0] ?? record;
        await workers().update({
          where: { id: entryId },
          data: {
            saisons: seasons,
            aReprendre: latest.aReprendre,
            derniereSaison: latest.saison,
            // Two years from the newest season's mark: correcting an older season does not keep the entry longer.
            expireLe: seasonalExpiry(latest.le.slice(0, 10) || todayIso()),
            // Who keeps the entry, for the worker's view: the company of the newest season.
            entreprise: latest.entreprise,
            // What the estate knows of the worker, as their latest application said it.
            prenom: application.candidatPrenom ?? '',
            nom: application.candidatNom ?? '',
            email: application.candidatEmail ?? '',
            telephone: application.telephone ?? null,
          },
        });
      });
      return { ok: true, record };
    },

    /** The account's workers: « à reprendre » first (or only), then the latest season, by name; with its online harvest offers. */
    async list(accountId: number, query: { page?: string; q?: string; reprendre?: '1' }) {
      const q = (query.q ?? '').trim().slice(0, 100);
      const and: Record<string, unknown>[] = [{ compteRef: accountId }];
      if (query.reprendre) and.push({ aReprendre: true });
      if (q) and.push({ $or: ['prenom', 'nom', 'email'].map((field) => ({ [field]: { $containsi: q } })) });
      const page = pageOf(query.page);
      const [rows, total, offers] = await Promise.all([
        workers().findMany({
          where: { $and: and },
          orderBy: [{ aReprendre: 'desc' }, { derniereSaison: 'desc' }, { nom: 'asc' }, { prenom: 'asc' }, { id: 'asc' }],
          offset: (page - 1) * SEASONAL_PER_PAGE,
          limit: SEASONAL_PER_PAGE,
        }) as Promise<WorkerRow[]>,
        workers().count({ where: { $and: and } }),
        strapi.documents(UIDS.offer).findMany({
          filters: { account: { id: accountId }, etat: 'publiee', emploivendagesaisonier: true },
          fields: ['documentId', 'offreTitre', 'dateExpiration', 'etat'],
          sort: { datePublication: 'desc' },
          limit: 100,
        }),
      ]);
      return {
        saisonniers: rows.map(workerView),
        total,
        page,
        pages: Math.max(1, Math.ceil(total / SEASONAL_PER_PAGE)),
        offres: offers.filter((offer) => isOfferOpen(offer)).map((offer) => ({ id: offer.documentId, titre: offer.offreTitre ?? '' })),
      };
    },

    /**
     * E-mails each chosen worker (of this account only) a one-click application to the offer, once per offer and
     * worker: each entry's invitations are read, checked and written under its lock, the e-mail queued in the same
     * transaction.
     */
    async invite(accountId: number, offerDocumentId: string, workerIds: string[]): Promise<InviteResult> {
      const offer = await harvestOffer({ documentId: offerDocumentId, account: { id: accountId } });
      if (!offer) return { ok: false, reason: 'introuvable' };
      if (!isOfferOpen(offer)) return { ok: false, reason: 'fermee' };
      if (workerIds.length === 0) return { ok: false, reason: 'aucun' };
      const rows = (await workers().findMany({
        where: { compteRef: accountId, documentId: { $in: [...new Set(workerIds)] } },
        select: ['id', 'documentId'],
      })) as Array<{ id: number; documentId: string }>;
      if (rows.length === 0) return { ok: false, reason: 'introuvable' };
      const expiry = Math.floor((Date.now() + REHIRE_LINK_MS) / 1000);
      const company = offer.company?.societeRaisonsocial ?? '';
      let invites = 0;
      let deja = 0;
      for (const { id, documentId } of rows) {
        const sent = await strapi.db.transaction(async ({ trx }: Transaction) => {
          const locked = await lockRow(strapi, trx, UIDS.seasonalWorker, id, [
            'invitations',
            'email',
            'prenom',
            'entreprise',
            'candidatRef',
          ]);
          // Invitations whose link has expired are forgotten (their links answer nothing); the live ones, once per offer.
          const live = invitationsOf(locked?.invitations).filter((invitation) => Date.parse(invitation.le) > Date.now() - REHIRE_LINK_MS);
          if (live.some((invitation) => invitation.offre === offer.documentId)) return false;
          const next = [{ offre: offer.documentId, titre: offer.offreTitre ?? '', le: new Date().toISOString() }, ...live];
          await workers().update({ where: { id }, data: { invitations: next } });
          const email = typeof locked?.email === 'string' ? locked.email : '';
          if (email)
            await queueEmail(
              strapi,
              email,
              (await candidateTexts(strapi, Number(locked?.candidatRef))).emails.rehireInvitation(
                typeof locked?.prenom === 'string' ? locked.prenom : '',
                company,
                typeof locked?.entreprise === 'string' && locked.entreprise ? locked.entreprise : company,
                offer.offreTitre ?? '',
                rehireUrl(documentId, offer.documentId, expiry),
              ),
            );
          return true;
        });
        if (sent) invites += 1;
        else deja += 1;
      }
      return { ok: true, invites, deja };
    },

    /** What a re-hire link shows: the estate, the offer's window, the worker's phone, and whether they applied already. */
    async link(workerId: string, offerId: string, expiry: number, token: string) {
      const found = await linked(workerId, offerId, expiry, token);
      if (typeof found === 'string') return { refused: found };
      const { row, offer } = found;
      const details = readHarvestDetails(offer.vendanges);
      const applied = await strapi.db.query(UIDS.application).findOne({ where: { cle: `${offer.id}:${row.candidatRef}` }, select: ['id'] });
      return {
        prenom: row.prenom ?? '',
        telephone: row.telephone || null,
        offre: {
          id: offer.documentId,
          titre: offer.offreTitre ?? '',
          entreprise: offer.company?.societeRaisonsocial ?? '',
          debutAuPlusTot: details?.debutAuPlusTot ?? null,
          debutAuPlusTard: details?.debutAuPlusTard ?? null,
          fenetre: details?.fenetre ?? null,
        },
        dejaPostule: Boolean(applied),
      };
    },

    /** The link's worker and offer, for the application the link sends (through the one apply path). */
    async linkedApplicant(workerId: string, offerId: string, expiry: number, token: string) {
      const found = await linked(workerId, offerId, expiry, token);
      return typeof found === 'string' ? { refused: found } : { userId: found.userId, offerId: found.offer.documentId };
    },

    /** What each estate recorded of a candidate's seasons (their right of access, and their data export). */
    async ofCandidate(candidateId: number) {
      const rows = (await workers().findMany({
        where: { candidatRef: candidateId },
        orderBy: [{ derniereSaison: 'desc' }, { id: 'asc' }],
      })) as WorkerRow[];
      return rows.map((row) => ({
        entreprise: row.entreprise ?? '',
        aReprendre: Boolean(row.aReprendre),
        saisons: seasonsOf(row.saisons),
        invitations: invitationsOf(row.invitations),
        expireLe: dayOf(row.expireLe),
      }));
    },

    /** A candidate's account is deleted: they leave every estate's list. */
    async eraseOfCandidate(candidateId: number): Promise<void> {
      await workers().deleteMany({ where: { candidatRef: candidateId } });
    },

    /** Entries past their last day (two years after their last season) are deleted. */
    async purgeExpired(today = todayIso()): Promise<number> {
      const { count } = await workers().deleteMany({ where: { expireLe: { $lt: today } } });
      return count;
    },
  };
}
