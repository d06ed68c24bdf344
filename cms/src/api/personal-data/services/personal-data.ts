import type { Readable } from 'node:stream';
import type { Core } from '@strapi/strapi';
import { candidateAlerts } from '../../alert';
import { cvLibrary } from '../../cvtheque';
import { ZipFile } from 'yazl';
import { privateStorage } from '../../../private-files/storage';
import { storedFile, type StoredFile } from '../../../private-files/private-file';
import { extensionOf } from '@cep/domain';
import { applications, isoTime } from '../../application';
import { conversations as messaging } from '../../messaging';
import { candidateProfile, cvs } from '../../candidate';
import { recountLikes } from '../../blog';
import { harvestStarts } from '../../harvest';
import { jobDating } from '../../jobdating';
import { seasonal } from '../../seasonal';
import { pushDevices } from '../../push';
import { smsSubscriptions } from '../../sms';
import { unsolicited } from '../../unsolicited';
import { UIDS } from '../../../uids';

/**
 * A candidate's personal data (GDPR, issue #11 item 9): everything Cep holds about them as one zip (a JSON file
 * and their files), and the deletion of their account.
 */
export function personalData(strapi: Core.Strapi) {
  const storage = () => privateStorage(strapi);

  return {
    /** `donnees.json` (account, CV, shortlist, applications, conversations) and every file, streamed as a zip. */
    async exportZip(userId: number): Promise<Readable> {
      const user = await strapi.db
        .query(UIDS.user)
        .findOne({ where: { id: userId }, select: ['email', 'prenom', 'nom', 'telephone', 'langue', 'createdAt', 'confirmed'] });
      const profile = await candidateProfile(strapi, userId, { selection: { fields: ['documentId', 'offreTitre'] } });
      const cv = await cvs(strapi).read(userId);
      const rows = await applications(strapi).ofCandidate(userId);
      const startAnswers = await harvestStarts(strapi).answersOf(rows.map((row) => Number(row.id)));
      const files: Array<{ path: string; file: StoredFile }> = [];
      const photo = storedFile(profile.photo);
      if (photo) files.push({ path: `fichiers/photo.${extensionOf(photo.type)}`, file: photo });
      const cvFile = storedFile(profile.cvFichier);
      if (cvFile) files.push({ path: `fichiers/${cvFile.nom}`, file: cvFile });
      const candidatures = rows.map((row) => {
        const own = (['cv', 'lettre'] as const).flatMap((kind) => {
          const file = storedFile(row[kind]);
          if (!file) return [];
          const path = `fichiers/candidatures/${row.documentId}/${file.nom}`;
          files.push({ path, file });
          return [[kind, path] as const];
        });
        return {
          offre: row.offreTitre,
          entreprise: row.entreprise,
          date: isoTime(row.createdAt),
          statut: row.statut,
          message: row.message,
          disponibilites: row.express ? { du: row.disponibleDu, au: row.disponibleAu } : null,
          disponibilitesVendanges: row.disponibilites ?? null,
          reponseAuDemarrage: startAnswers.get(Number(row.id)) ?? null,
          telephone: row.telephone,
          relanceLe: isoTime(row.relanceLe),
          fichiers: Object.fromEntries(own),
        };
      });
      const data = {
        exporteLe: new Date().toISOString(),
        compte: { ...user, createdAt: isoTime(user?.createdAt) },
        cv: {
          ...cv.cv,
          visible: cv.visible,
          experiences: cv.experiences,
          diplomes: cv.diplomes,
          langues: cv.langues,
          disponibilitesVendanges: cv.disponibilitesVendanges,
        },
        selection: (profile.selection ?? []).map((offer) => ({ id: offer.documentId, titre: offer.offreTitre })),
        alertes: (await candidateAlerts(strapi).list(userId)).map(({ libelle, criteres, frequence, etat, creeLe }) => ({
          libelle,
          criteres,
          frequence,
          etat,
          creeLe,
        })),
        achatsDuCv: await cvLibrary(strapi).buyers(userId),
        candidatures,
        candidaturesSpontanees: await unsolicited(strapi).ofCandidate(Number(profile.id)),
        // What estates recorded of their seasons (« Mes saisonniers »), as they keep it.
        saisonsChezLesEmployeurs: await seasonal(strapi).ofCandidate(Number(profile.id)),
        creneauxJobDating: await jobDating(strapi).ofCandidate(Number(profile.id)),
        sms: await smsSubscriptions(strapi).ofCandidate(Number(profile.id)),
        appareilsNotifications: await pushDevices(strapi).ofCandidate(Number(profile.id)),
        conversations: (await messaging(strapi).exportFor(Number(profile.id))).map((conversation, c) => ({
          ...conversation,
          messages: conversation.messages.map(({ pieceJointe, ...message }) => {
            if (!pieceJointe) return { ...message, pieceJointe: null };
            const path = `fichiers/messagerie/${c + 1}/${pieceJointe.nom}`;
            files.push({ path, file: pieceJointe });
            return { ...message, pieceJointe: path };
          }),
        })),
      };

      const zip = new ZipFile();
      zip.addBuffer(Buffer.from(JSON.stringify(data, null, 2)), 'donnees.json');
      for (const { path, file } of files) {
        const found = await storage().get(file.cle);
        if (found) zip.addReadStream(found.body, path, { size: found.size });
      }
      zip.end();
      return zip.outputStream as Readable;
    },

    /**
     * Deletes the candidate's account: their applications stay for the recruiters' figures, anonymised; their
     * files leave storage; their CV, shortlist, unsolicited applications, entries in re-hire lists, job-dating bookings, SMS number, notification devices, conversations, alerts, CV purchases and
     * likes, sessions and user are deleted.
     */
    async deleteAccount(userId: number): Promise<void> {
      const service = applications(strapi);
      for (const row of await service.ofCandidate(userId)) await service.anonymise(row);
      const profile = await candidateProfile(strapi, userId, {
        entries: { fields: ['documentId'] },
        languages: { fields: ['documentId'] },
      });
      for (const file of [storedFile(profile.photo), storedFile(profile.cvFichier)]) if (file) await storage().remove(file.cle);
      for (const entry of profile.entries ?? []) await strapi.documents(UIDS.cvEntry).delete({ documentId: entry.documentId });
      for (const language of profile.languages ?? []) await strapi.documents(UIDS.cvLanguage).delete({ documentId: language.documentId });
      // Their conversations, with every message and attachment: the recruiters lose them with the person.
      const conversations = await strapi
        .documents(UIDS.conversation)
        .findMany({ filters: { candidate: { id: profile.id } }, fields: ['documentId'] });
      for (const conversation of conversations) await messaging(strapi).erase(Number(conversation.id));
      // Their unsolicited applications and the CV copies in them: the person is gone from the estates' pools.
      await unsolicited(strapi).eraseOfCandidate(Number(profile.id));
      // Their entries in the estates' re-hire lists.
      await seasonal(strapi).eraseOfCandidate(Number(profile.id));
      // Their job-dating bookings: the places reopen.
      await jobDating(strapi).eraseOfCandidate(Number(profile.id));
      await smsSubscriptions(strapi).eraseOfCandidate(Number(profile.id));
      await pushDevices(strapi).eraseOfCandidate(Number(profile.id));
      // Their alerts, and what recruiters kept of their CV (purchases, likes): the person is gone.
      for (const uid of [UIDS.candidateAlert, UIDS.cvPurchase, UIDS.cvLike] as const) {
        await strapi.db.query(uid).deleteMany({ where: { candidate: profile.id } });
      }
      // Their likes of blog articles, and the counts they were part of.
      const liked = await strapi
        .documents(UIDS.articleLike)
        .findMany({ filters: { user: { id: userId } }, fields: ['documentId'], populate: { article: { fields: ['documentId'] } } });
      await strapi.db.query(UIDS.articleLike).deleteMany({ where: { user: userId } });
      for (const article of new Set(liked.flatMap((like) => (like.article ? [Number(like.article.id)] : []))))
        await recountLikes(strapi, article);
      await strapi.documents(UIDS.candidate).delete({ documentId: profile.documentId });
      await strapi.sessionManager('users-permissions').invalidateRefreshToken(String(userId));
      await strapi.plugin('users-permissions').service('user').remove({ id: userId });
    },
  };
}
