import type { Core } from '@strapi/strapi';
import { FILE_LIMITS } from '@cep/domain';
import { privateStorage } from '../../../private-files/storage';
import { storedFile, type StoredFile } from '../../../private-files/private-file';
import { storeDocument, storePhoto, type StoreResult, type Upload } from '../../../private-files/uploads';
import { candidateProfile } from './profiles';
import { UIDS } from '../../../uids';

export type ProfileFile = 'photo' | 'cvFichier';

/**
 * The two files a candidate keeps on the profile (spec 02 §3): the photo, and a CV file sent with
 * applications when none is chosen (at most 1 MB, the limit of a file chosen in the apply form). Both live
 * in private storage; replacing one removes the previous file.
 */
export function cvFiles(strapi: Core.Strapi) {
  const storage = () => privateStorage(strapi);
  const profile = (userId: number) => candidateProfile(strapi, userId, {});

  return {
    async file(userId: number, field: ProfileFile): Promise<StoredFile | null> {
      return storedFile((await profile(userId))[field]);
    },

    async store(userId: number, field: ProfileFile, upload: Upload): Promise<StoreResult> {
      const stored =
        field === 'photo'
          ? await storePhoto(storage(), upload)
          : await storeDocument(storage(), 'cv', 'cv', upload, FILE_LIMITS.applicationFileAtSelection.maxBytes);
      if (!stored.ok) return stored;
      const current = await profile(userId);
      await strapi.documents(UIDS.candidate).update({ documentId: current.documentId, data: { [field]: stored.file } });
      const previous = storedFile(current[field]);
      if (previous) await storage().remove(previous.cle);
      return stored;
    },

    async remove(userId: number, field: ProfileFile): Promise<void> {
      const current = await profile(userId);
      const previous = storedFile(current[field]);
      if (!previous) return;
      await strapi.documents(UIDS.candidate).update({ documentId: current.documentId, data: { [field]: null } });
      await storage().remove(previous.cle);
    },
  };
}
