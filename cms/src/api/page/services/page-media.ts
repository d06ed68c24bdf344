import type { Core } from '@strapi/strapi';
import { GALLERY_MAX_PHOTOS, messages, type PageKind } from '@cep/domain';
import { pageImageField } from '@cep/domain/contracts';
import { removePublicFile, storePublicImage, storePublicPdf, type PublicFileResult } from '../../../public-media/public-files';
import { publicStorage } from '../../../public-media/public-storage';
import { documentData } from '../../../utils/document-data';
import { lockRow } from '../../../utils/row-lock';
import { UIDS } from '../../../uids';

export const PAGE_UIDS = { entreprise: UIDS.company, ecole: UIDS.school } as const;
const FOLDERS: Record<PageKind, string> = { entreprise: 'entreprises', ecole: 'ecoles' };

/** The images a page holds: a logo, a cover (1366/240) and up to 3 gallery photos (spec 01 §5, §9). */
export const PAGE_IMAGES = pageImageField.options;
export type PageImage = (typeof PAGE_IMAGES)[number];

export interface PageRow {
  id: number;
  documentId: string;
}

/** The gallery column: an array from the Document Service, JSON text when read raw under a row lock. */
export function photosOf(value: unknown): string[] {
  const list: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string') : [];
}

/** A file column read back under the lock: its public address, or nothing. */
const fileColumn = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * A page's public files, for companies and schools alike. The gallery is read and written under a row lock,
 * so two photos sent at once never make a fourth.
 */
export function pageMedia(strapi: Core.Strapi, kind: PageKind) {
  const uid = PAGE_UIDS[kind];
  const folder = FOLDERS[kind];
  const media = publicStorage(strapi);
  const update = (row: PageRow, data: Record<string, unknown>) =>
    strapi.documents(uid).update({ documentId: row.documentId, data: documentData(uid, data) });

  /** Runs `change` on the row's current file columns, locked until the write commits. */
  const locked = <T>(row: PageRow, change: (current: Record<string, unknown>) => Promise<T>) =>
    strapi.db.transaction(async ({ trx }) => {
      const current = await lockRow(strapi, trx, uid, row.id, [
        'logo',
        'photocouverture',
        'photos',
        ...(kind === 'ecole' ? ['plaquette'] : []),
      ]);
      return change(current ?? {});
    });

  return {
    /** Stores an image sent for `field`; a logo or a cover replaces the previous one, a photo joins the gallery. */
    async setImage(row: PageRow, field: PageImage, bytes: Buffer): Promise<PublicFileResult & { photos?: string[] }> {
      const imageKind = field === 'photocouverture' ? 'cover' : field;
      return locked(row, async (current) => {
        const photos = photosOf(current.photos);
        if (field === 'photo' && photos.length >= GALLERY_MAX_PHOTOS) return { ok: false as const, message: messages.photosMax };
        const stored = await storePublicImage(bytes, media, folder, imageKind);
        if (!stored.ok) return stored;
        if (field === 'photo') {
          const next = [...photos, stored.url];
          await update(row, { photos: next });
          return { ...stored, photos: next };
        }
        await update(row, { [field]: stored.url });
        await removePublicFile(fileColumn(current[field]), media, folder);
        return stored;
      });
    },

    /** Removes the gallery photo at `index` (0-based); false when there is none. */
    async deletePhoto(row: PageRow, index: number): Promise<string[] | null> {
      return locked(row, async (current) => {
        const photos = photosOf(current.photos);
        if (!Number.isInteger(index) || index < 0 || index >= photos.length) return null;
        const next = photos.filter((_, i) => i !== index);
        await update(row, { photos: next });
        await removePublicFile(photos[index], media, folder);
        return next;
      });
    },

    /** A school's brochure: a PDF by its bytes, replacing the previous one. */
    async setBrochure(row: PageRow, bytes: Buffer): Promise<PublicFileResult> {
      return locked(row, async (current) => {
        const stored = await storePublicPdf(bytes, media, folder);
        if (!stored.ok) return stored;
        await update(row, { plaquette: stored.url });
        await removePublicFile(fileColumn(current.plaquette), media, folder);
        return stored;
      });
    },

    async deleteBrochure(row: PageRow): Promise<void> {
      await locked(row, async (current) => {
        await update(row, { plaquette: null });
        await removePublicFile(fileColumn(current.plaquette), media, folder);
      });
    },

    /** Every file of a page, when its organisation goes away. */
    async removeAll(row: { logo?: string | null; photocouverture?: string | null; photos?: unknown; plaquette?: string | null }) {
      for (const url of [row.logo, row.photocouverture, row.plaquette, ...photosOf(row.photos)]) await removePublicFile(url, media, folder);
    },
  };
}
