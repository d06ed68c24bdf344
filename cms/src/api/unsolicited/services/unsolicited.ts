import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import type { Core } from '@strapi/strapi';
import {
  extensionOf,
  isOfferOpen,
  readAvailability,
  UNSOLICITED_INVITATIONS_MAX,
  UNSOLICITED_PER_PAGE,
  type UnsolicitedApplication,
  type UnsolicitedApplicationValues,
  type UnsolicitedInvitation,
} from '@cep/domain';
import { isoTime, teamEmails } from '../../application';
import { candidateProfile, cvs } from '../../candidate';
import { queueEmail } from '../../email';
import { textsIn } from '../../../email/candidate';
import { emails } from '../../../email/templates';
import { siteUrl } from '../../../email/site-url';
import { privateStorage } from '../../../private-files/storage';
import { storedFile, type StoredFile } from '../../../private-files/private-file';
import { documentData } from '../../../utils/document-data';
import { lockRow, type Transaction } from '../../../utils/row-lock';
import { isUniqueViolation } from '../../../utils/unique-violation';
import { UIDS } from '../../../uids';

export type SendResult = { ok: true; id: string } | { ok: false; reason: 'introuvable' | 'deja' | 'sans-cv' };
export type InviteResult =
  { ok: true; invitations: UnsolicitedInvitation[] } | { ok: false; reason: 'introuvable' | 'fermee' | 'deja' | 'trop' };

const text = (value: string | undefined) => (value ?? '').trim().slice(0, 100);
const pageOf = (value: string | undefined) => Math.min(10_000, Math.max(1, Number.parseInt(value ?? '', 10) || 1));

function invitationsOf(value: unknown): UnsolicitedInvitation[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) =>
    item && typeof item === 'object' && 'offre' in item && 'titre' in item && 'le' in item
      ? [{ offre: String(item.offre), titre: String(item.titre), le: String(item.le) }]
      : [],
  );
}

/**
 * Unsolicited applications (issue #40 item 4): a candidate writes to the company of an online page (the account
 * that owns it, a subsidiary's page included); the account's recruiters find them in one pool, search it, and invite
 * a candidate to one of their online offers. One per candidate and page: a second is refused, not stacked.
 */
export function unsolicited(strapi: Core.Strapi) {
  const docs = () => strapi.documents(UIDS.unsolicitedApplication);

  return {
    async send(userId: number, companyDocumentId: string, values: UnsolicitedApplicationValues): Promise<SendResult> {
      const company = await strapi.documents(UIDS.company).findFirst({
        filters: { documentId: companyDocumentId, enLigne: true },
        fields: ['id', 'societeRaisonsocial'],
        populate: { account: { fields: ['id'] } },
      });
      if (!company?.account) return { ok: false, reason: 'introuvable' };
      const profile = await candidateProfile(strapi, userId, { user: { fields: ['prenom', 'nom', 'email', 'telephone'] } });
      const cle = `${company.id}:${profile.id}`;
      if (await strapi.db.query(UIDS.unsolicitedApplication).findOne({ where: { cle }, select: ['id'] }))
        return { ok: false, reason: 'deja' };
      const profileCv = storedFile(profile.cvFichier);
      if (values.cvProfil && !profileCv) return { ok: false, reason: 'sans-cv' };
      // A copy of the CV as it is now: the candidate may change or remove theirs; the estate keeps what it received.
      const storage = privateStorage(strapi);
      let cv: StoredFile | null = null;
      if (values.cvProfil && profileCv) {
        const found = await storage.get(profileCv.cle);
        if (!found) return { ok: false, reason: 'sans-cv' };
        // Named as the applications' downloads are, whatever the candidate's file was called.
        const who = [profile.user?.prenom, profile.user?.nom]
          .filter(Boolean)
          .join(' ')
          .replace(/[\p{C}<>:"/\\|?*]/gu, '')
          .slice(0, 80);
        cv = { ...profileCv, cle: `spontanees/${randomUUID()}`, nom: `CV${who ? ` - ${who}` : ''}.${extensionOf(profileCv.type)}` };
        await storage.put(cv.cle, await buffer(found.body), cv.type);
      }
      const who = [profile.user?.prenom, profile.user?.nom].filter(Boolean).join(' ') || 'Un candidat';
      const entreprise = company.societeRaisonsocial ?? '';
      try {
        const created = await strapi.db.transaction(async () => {
          const row = await docs().create({
            data: documentData(UIDS.unsolicitedApplication, {
              account: company.account!.id,
              company: company.id,
              candidate: profile.id,
              cle,
              message: values.message,
              telephone: values.telephone ?? profile.user?.telephone ?? null,
              cv,
              disponibilites: await cvs(strapi).availability(userId),
              candidatPrenom: profile.user?.prenom ?? '',
              candidatNom: profile.user?.nom ?? '',
              candidatEmail: profile.user?.email ?? '',
              candidatTitre: profile.cvTitre ?? null,
              entreprise,
              invitations: [],
            }),
          });
          for (const to of await teamEmails(strapi, Number(company.account!.id)))
            await queueEmail(strapi, to, emails.unsolicitedReceived(who, entreprise, siteUrl('/recrutement/candidatures-spontanees')));
          return row;
        });
        return { ok: true, id: created.documentId };
      } catch (error) {
        if (cv) await storage.remove(cv.cle);
        if (isUniqueViolation(error)) return { ok: false, reason: 'deja' };
        throw error;
      }
    },

    /** The account's pool, newest first, searched in names, title and message; with its online offers to invite to. */
    async pool(accountId: number, query: { page?: string; q?: string }) {
      const q = text(query.q);
      const where: Record<string, unknown>[] = [{ account: { id: accountId } }];
      if (q)
        where.push({
          $or: ['candidatNom', 'candidatPrenom', 'candidatTitre', 'message', 'entreprise'].map((field) => ({ [field]: { $containsi: q } })),
        });
      const page = pageOf(query.page);
      const [rows, total, offers] = await Promise.all([
        strapi.db.query(UIDS.unsolicitedApplication).findMany({
          where: { $and: where },
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          offset: (page - 1) * UNSOLICITED_PER_PAGE,
          limit: UNSOLICITED_PER_PAGE,
        }),
        strapi.db.query(UIDS.unsolicitedApplication).count({ where: { $and: where } }),
        strapi.documents(UIDS.offer).findMany({
          filters: { account: { id: accountId }, etat: 'publiee' },
          fields: ['documentId', 'offreTitre', 'dateExpiration', 'etat'],
          sort: { datePublication: 'desc' },
          limit: 100,
        }),
      ]);
      const candidatures: UnsolicitedApplication[] = rows.map((row) => ({
        id: row.documentId,
        date: isoTime(row.createdAt),
        entreprise: row.entreprise ?? '',
        candidat: {
          prenom: row.candidatPrenom ?? '',
          nom: row.candidatNom ?? '',
          email: row.candidatEmail ?? '',
          telephone: row.telephone || null,
          titre: row.candidatTitre || null,
        },
        message: row.message ?? '',
        cv: storedFile(row.cv) !== null,
        disponibilites: readAvailability(row.disponibilites),
        invitations: invitationsOf(row.invitations),
      }));
      return {
        candidatures,
        total,
        page,
        pages: Math.max(1, Math.ceil(total / UNSOLICITED_PER_PAGE)),
        offres: offers.filter((offer) => isOfferOpen(offer)).map((offer) => ({ id: offer.documentId, titre: offer.offreTitre ?? '' })),
      };
    },

    /** E-mails the candidate, in their language, an invitation to apply to one of the account's online offers, once per offer. */
    async invite(accountId: number, documentId: string, offerDocumentId: string): Promise<InviteResult> {
      const row = await docs().findFirst({
        filters: { documentId, account: { id: accountId } },
        populate: { candidate: { fields: ['id'], populate: { user: { fields: ['langue'] } } } },
      });
      if (!row) return { ok: false, reason: 'introuvable' };
      const offer = await strapi.documents(UIDS.offer).findFirst({
        filters: { documentId: offerDocumentId, account: { id: accountId } },
        fields: ['documentId', 'offreTitre', 'etat', 'dateExpiration', 'emploivendagesaisonier'],
      });
      if (!offer) return { ok: false, reason: 'introuvable' };
      if (offer.etat !== 'publiee' || !isOfferOpen(offer)) return { ok: false, reason: 'fermee' };
      // A harvest offer opens on the form without a CV, what a picker who wrote with a phone number expects.
      const apply = `/offres/${offer.documentId}/postuler${offer.emploivendagesaisonier ? '?sansCv=1' : ''}`;
      // Read, checked and written under the row's lock: a double click or two recruiters at once send one e-mail
      // per offer and lose no invitation.
      return strapi.db.transaction(async ({ trx }: Transaction): Promise<InviteResult> => {
        const locked = await lockRow(strapi, trx, UIDS.unsolicitedApplication, Number(row.id), ['invitations']);
        const invitations = invitationsOf(typeof locked?.invitations === 'string' ? JSON.parse(locked.invitations) : locked?.invitations);
        if (invitations.some((invitation) => invitation.offre === offer.documentId)) return { ok: false, reason: 'deja' };
        if (invitations.length >= UNSOLICITED_INVITATIONS_MAX) return { ok: false, reason: 'trop' };
        const next = [...invitations, { offre: offer.documentId, titre: offer.offreTitre ?? '', le: new Date().toISOString() }];
        await docs().update({ documentId: row.documentId, data: documentData(UIDS.unsolicitedApplication, { invitations: next }) });
        if (row.candidatEmail)
          await queueEmail(
            strapi,
            row.candidatEmail,
            textsIn(row.candidate?.user?.langue).emails.unsolicitedInvitation(
              row.candidatPrenom ?? '',
              row.entreprise ?? '',
              offer.offreTitre ?? '',
              siteUrl(apply),
            ),
          );
        return { ok: true, invitations: next };
      });
    },

    /** A candidate's unsolicited applications, as their personal-data export shows them. */
    async ofCandidate(candidateId: number) {
      const rows = await docs().findMany({ filters: { candidate: { id: candidateId } }, sort: { createdAt: 'desc' } });
      return rows.map((row) => ({
        entreprise: row.entreprise ?? '',
        date: isoTime(row.createdAt),
        message: row.message ?? '',
        telephone: row.telephone ?? null,
        disponibilites: readAvailability(row.disponibilites),
        invitations: invitationsOf(row.invitations),
      }));
    },

    /** Deletes a candidate's unsolicited applications and the CV copies they carried (their account is deleted). */
    async eraseOfCandidate(candidateId: number): Promise<void> {
      const rows = await docs().findMany({ filters: { candidate: { id: candidateId } }, fields: ['cv'] });
      for (const row of rows) {
        const cv = storedFile(row.cv);
        if (cv) await privateStorage(strapi).remove(cv.cle);
        await docs().delete({ documentId: row.documentId });
      }
    },

    /** The CV sent with an unsolicited application, for the account's recruiters. */
    async cvFile(accountId: number, documentId: string): Promise<StoredFile | null> {
      const row = await docs().findFirst({ filters: { documentId, account: { id: accountId } }, fields: ['cv'] });
      return row ? storedFile(row.cv) : null;
    },
  };
}
