import { PublicImage } from './PublicImage';

/**
 * The cover across the top of an offer, a course, a company's or a school's page: made at 1366 × 240 by the cms,
 * served narrower to a phone. Decorative: the page's title follows it.
 */
/** `className`: its margins in the page. */
export function CoverBanner({ src, className }: { src: string; className?: string }) {
  return (
    <PublicImage
      src={src}
      alt=""
      width={1366}
      height={240}
      sizes="(min-width: 1152px) 1120px, 100vw"
      loading="eager"
      className={['aspect-[1366/240] w-full rounded-xl object-cover', className].filter(Boolean).join(' ')}
    />
  );
}
