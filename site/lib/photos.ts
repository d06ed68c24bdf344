import catalogue from './photos.json';

/**
 * The site's photographs (issue #42 item 5): eight from Wikimedia Commons, shipped as AVIF and WebP at the widths the
 * pages use (`scripts/make-photos.mjs` cuts them, from the same catalogue, out of the originals kept beside the
 * repository in `../shared/photos/`), each with what its licence asks the credits page to say (`/credits-photos`).
 */
export interface SitePhoto {
  /** The files' name in `public/photos/` (`{file}-{width}.avif|webp`). */
  file: string;
  alt: string;
  author: string;
  licence: string;
  licenceUrl: string;
  source: string;
  /** CC BY-SA: the cropped and re-encoded version Cep ships is itself under the same licence. */
  shareAlike: boolean;
  /** The widest cut: a soft original (the Chambert cellar) is not enlarged past what it holds. */
  widest: number;
}

export type PhotoName = keyof typeof catalogue.photos;
export const PHOTOS: Record<PhotoName, SitePhoto> = catalogue.photos;

/** Every photo is cut to an 8:3 banner, the blog covers' proportion (1092 × 408 in their form). */
export const PHOTO_RATIO = 3 / 8;
/** The widths the pages ask for (`sizes`), cut for every photo up to its widest. */
export const PHOTO_WIDTHS: readonly number[] = catalogue.widths;

/** The widths a photo is cut at: those of the pages, up to its widest. */
export const widthsOf = (photo: SitePhoto) => PHOTO_WIDTHS.filter((width) => width <= photo.widest);

/** The covers an article without its own takes, by its id: the same photograph for the same article, wherever shown. */
const COVERS: readonly PhotoName[] = ['cave', 'degustation', 'hautMedoc', 'sancerre'];
export function defaultCover(id: string): PhotoName {
  let sum = 0;
  for (const char of id) sum = (sum + char.charCodeAt(0)) % 997;
  return COVERS[sum % COVERS.length]!;
}
