import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import type { Core } from '@strapi/strapi';
import { type ApplicationSubmission, checkApplication, extensionOf, type FieldErrors, isOfferOpen, messages } from '@cep/domain';
import { privateStorage } from '../../../private-files/storage';
import { storedFile, type StoredFile } from '../../../private-files/private-file';
import type { Upload } from '../../../private-files/uploads';
import { candidateProfile, cvs } from '../../candidate';
import { isUniqueViolation } from '../../../utils/unique-violation';
import { notifyNewApplication } from './application-emails';
import { documentData } from '../../../utils/document-data';
import { UIDS } from '../../../uids';

export interface ApplyInput {
  body: ApplicationSubmission['fields'] & { express?: string; cvProfil?: string };
  cv: Upload | null;
  lettre: Upload | null;
}

export type ApplyResult =
  | { ok: true; id: string }
  | { ok: false; status: 400; errors: FieldErrors }
  | { ok: false; status: 400; profil: false }
  | { ok: false; status: 404 }
  | { ok: false; status: 409; message: string; url?: string | null };

const yes = (v: unknown) => v === true || v === '1' || v === 'true' || v === 'on';

/** The offer a candidate may apply to: published and open, with what the application needs to know. */
export async function applicableOffer(strapi: Core.Strapi, documentId: string) {
  const offer = await strapi.documents(UIDS.offer).findFirst({
    filters: { documentId, etat: { $in: ['publiee', 'suspendue', 'expiree'] } },
    populate: { company: { fields: ['societeRaisonsocial'] }, account: { fields: ['id'] } },
  });
  if (!offer) return null;
  return {
    row: offer,
    id: offer.documentId,
    titre: offer.offreTitre ?? '',
    entreprise: offer.anonyme ? '' : (offer.company?.societeRaisonsocial ?? ''),
    vendanges: Boolean(offer.emploivendagesaisonier),
    mode: offer.offreModeReception === 'url' ? ('url' as const) : ('mail' as const),
    url: offer.offreModeReception === 'url' ? (offer.offrePostuleurl ?? null) : null,
    ouverte: isOfferOpen(offer),
  };
}

/**
 * Sends an application (spec 02 §3, §5; issue #11 items 3–5): the CV (a new file, or a copy of the profile's),
 * an optional letter and the message — or, on harvest offers, availability dates, a phone and the message.
 * Files are checked by their bytes and copied into private storage before the record exists; the unique
 * key (offer, candidate) makes a second application, even a simultaneous one, a 409 that leaves nothing behind.
 */
export async function apply(strapi: Core.Strapi, userId: number, offerId: string, input: ApplyInput): Promise<ApplyResult> {
  const offer = await applicableOffer(strapi, offerId);
  if (!offer) return { ok: false, status: 404 };
  if (!offer.ouverte) return { ok: false, status: 409, message: messages.candidatureFermee };
  if (offer.mode === 'url') return { ok: false, status: 409, message: messages.candidatureFermee, url: offer.url };

  const profile = await candidateProfile(strapi, userId, { user: { fields: ['prenom', 'nom', 'email', 'telephone'] } });
  const cle = `${offer.row.id}:${profile.id}`;
  const existing = await strapi.db.query(UIDS.application).findOne({ where: { cle }, select: ['id'] });
  if (existing) return { ok: false, status: 409, message: messages.dejaPostule };

  const express = offer.vendanges && yes(input.body.express);
  if (!express && !(await cvs(strapi).completion(userId)).complet) return { ok: false, status: 400, profil: false };
  // The CV: a new file, or a copy of the profile's; a harvest application without a CV sends no file.
  const profileCv = storedFile(profile.cvFichier);
  const cv = express ? null : (input.cv ?? (yes(input.body.cvProfil) && profileCv ? await readStored(strapi, profileCv) : null));
  const lettre = express ? null : input.lettre;
  const asDocument = (upload: Upload | null) => (upload ? { size: upload.bytes.length, type: '', bytes: upload.bytes } : null);
  const checked = checkApplication({ express, fields: input.body, cv: asDocument(cv), lettre: asDocument(lettre) });
  if (!checked.ok) return { ok: false, status: 400, errors: checked.errors };
  const fields = checked.express
    ? { ...checked.data, message: checked.data.candidatOffreReponse, express: true }
    : { message: checked.message, express: false };
  // The documents were checked before anything is stored, so a refusal leaves no file behind.
  const documents = checked.express
    ? []
    : (['cv', 'lettre'] as const).flatMap((kind) => {
        const upload = kind === 'cv' ? cv : lettre;
        const type = checked.types[kind];
        return upload && type ? [{ kind, bytes: upload.bytes, type }] : [];
      });

  const storage = privateStorage(strapi);
  const stored: Partial<Record<'cv' | 'lettre', StoredFile>> = {};
  for (const doc of documents) {
    const file: StoredFile = {
      cle: `candidatures/${randomUUID()}`,
      nom: downloadName(doc.kind, profile.user, doc.type),
      taille: doc.bytes.length,
      type: doc.type,
    };
    await storage.put(file.cle, doc.bytes, file.type);
    stored[doc.kind] = file;
  }

  const now = new Date().toISOString();
  try {
    // The application and its e-mails are committed together: none is lost to a mail server that is down.
    const created = await strapi.db.transaction(async () => {
      const row = await strapi.documents(UIDS.application).create({
        data: documentData(UIDS.application, {
          ...fields,
          offer: offer.row.id,
          offreRef: Number(offer.row.id),
          candidate: profile.id,
          account: offer.row.account?.id ?? null,
          cle,
          statut: 0,
          cv: stored.cv ?? null,
          lettre: stored.lettre ?? null,
          candidatNom: profile.user?.nom ?? '',
          candidatPrenom: profile.user?.prenom ?? '',
          candidatEmail: profile.user?.email ?? '',
          candidatTitre: express ? undefined : (profile.cvTitre ?? undefined),
          telephone: checked.express ? checked.data.telephone : (profile.user?.telephone ?? undefined),
          // What the worker stated once on the CV goes with each harvest application, as it was when sent.
          disponibilites: offer.vendanges ? await cvs(strapi).availability(userId) : null,
          offreTitre: offer.titre,
          entreprise: offer.entreprise,
          dernierContact: now,
        }),
      });
      await notifyNewApplication(strapi, row.documentId, Object.values(stored));
      return row;
    });
    return { ok: true, id: created.documentId };
  } catch (error) {
    await Promise.all(Object.values(stored).map((file) => storage.remove(file.cle)));
    if (isUniqueViolation(error)) return { ok: false, status: 409, message: messages.dejaPostule };
    throw error;
  }
}

async function readStored(strapi: Core.Strapi, file: StoredFile): Promise<Upload | null> {
  const found = await privateStorage(strapi).get(file.cle);
  if (!found) return null;
  return { bytes: await buffer(found.body), name: file.nom };
}

/** « CV - Prénom Nom.pdf »: what the recruiter's downloads are called, whatever the candidate's file was named. */
function downloadName(kind: 'cv' | 'lettre', user: { prenom?: string | null; nom?: string | null } | null | undefined, type: string) {
  const who = [user?.prenom, user?.nom]
    .filter(Boolean)
    .join(' ')
    .replace(/[\p{C}<>:"/\\|?*]/gu, '')
    .slice(0, 80);
  return `${kind === 'cv' ? 'CV' : 'Lettre de motivation'}${who ? ` - ${who}` : ''}.${extensionOf(type)}`;
}
