import { PublicImage } from '@/components/content/PublicImage';

/**
 * A company's or a school's logo on a result card and beside its name on an offer's or a course's page, or its
 * initial on a plain tile when it has none (an anonymous offer gets the tile without a letter), so the text beside
 * it always starts at the same place. Decorative: the name is in that text.
 */
export function CompanyMark({ name, logo }: { name: string | null; logo: string | null }) {
  const tile = 'h-12 w-12 shrink-0 rounded-lg border border-stone-200';
  if (logo) {
    // Logos are kept within 400 × 400 by the cms; a card asks for 48 px (96 on a dense screen).
    return <PublicImage src={logo} alt="" width={48} height={48} className={`${tile} bg-white object-contain`} />;
  }
  return (
    <span aria-hidden="true" className={`${tile} flex items-center justify-center bg-vin-50 text-lg font-bold text-vin-800`}>
      {name?.trim().charAt(0).toUpperCase()}
    </span>
  );
}
