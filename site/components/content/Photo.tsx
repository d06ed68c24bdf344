import { PHOTO_RATIO, PHOTOS, widthsOf, type PhotoName } from '@/lib/photos';

/**
 * One of the site's photographs as a banner (issue #42 item 5): AVIF where the browser reads it, else WebP, at the
 * width `sizes` asks for; lazy unless said (below the fold, it never competes with the page's first paint). Its
 * proportions are set before it arrives (no layout shift). `lang` marks the French description on a page in another
 * language.
 */
export function Photo({
  name,
  sizes,
  className = '',
  eager = false,
  fill = false,
  lang,
}: {
  name: PhotoName;
  sizes: string;
  className?: string;
  eager?: boolean;
  /** Fills its box (a card's cover, whose box sets the proportions) instead of being a rounded banner of its own. */
  fill?: boolean;
  lang?: string;
}) {
  const photo = PHOTOS[name];
  const widths = widthsOf(photo);
  const srcSet = (format: 'avif' | 'webp') => widths.map((w) => `/photos/${photo.file}-${w}.${format} ${w}w`).join(', ');
  const widest = widths[widths.length - 1]!;
  return (
    <picture className={fill ? 'block h-full' : undefined}>
      <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet('webp')} sizes={sizes} />
      <img
        src={`/photos/${photo.file}-${widths[0]}.webp`}
        alt={photo.alt}
        lang={lang}
        width={widest}
        height={Math.round(widest * PHOTO_RATIO)}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className={`${fill ? 'h-full' : 'h-auto rounded-xl'} w-full object-cover ${className}`}
      />
    </picture>
  );
}
