import Link from 'next/link';
import { departementLabel, excerptOf, harvestCardNotes, payText } from '@cep/domain';
import type { OfferHit } from '@cep/domain';
import { formatDate } from '@/lib/format';
import { localizedPath } from '@/lib/i18n/language-paths';
import type { PageWords } from '@/lib/i18n/page-language';
import { CompanyMark } from './CompanyMark';

/**
 * The excerpt's length on a card: its two lines on the widest card (a laptop's half page, about 68 characters a line);
 * the search index keeps 220 for the course cards, which show theirs whole. Every character is sent twice (the HTML and
 * the page's React payload), twenty cards a page.
 */
const CARD_EXCERPT = 150;

/**
 * A result card; `featured` marks an offer boosted to the top of the list (« À la une », in words, not only colour).
 * In another language than French, the card gives the recruiter's translated title when the offer has one (the
 * excerpt stays the French text's: it is the reference, and the page says which version is shown).
 */
export function OfferCard({
  offer,
  words,
  headingLevel = 'h2',
  featured = false,
}: {
  offer: OfferHit;
  words: PageWords;
  headingLevel?: 'h2' | 'h3';
  featured?: boolean;
}) {
  const { language, t, o } = words;
  const Heading = headingLevel;
  // What a picker looks for first (issue #40): when it starts, housed, fed, positions left.
  const harvestNotes = offer.harvest ? harvestCardNotes(offer, o) : [];
  const translated = language === 'fr' ? undefined : offer.titles?.[language];
  // French words on another language's page say so (screen readers read them in French).
  const french = language === 'fr' ? undefined : 'fr';
  return (
    <article
      className={`relative rounded-xl border bg-white p-4 shadow-sm transition hover:border-vin-100 hover:shadow-md ${featured ? 'border-vin-700' : 'border-sarment-100'}`}
    >
      <div className="flex gap-3">
        <CompanyMark name={offer.company} logo={offer.companyLogo} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
            {featured && <span className="rounded-full bg-vin-700 px-2 py-0.5 text-white">{t.offers.featured}</span>}
            <span className="rounded-full bg-vin-50 px-2 py-0.5 text-vin-800">
              {o.labels.contracts[Number(offer.contract)] ?? offer.contractLabel}
            </span>
            {offer.harvest && <span className="rounded-full bg-feuille-50 px-2 py-0.5 text-feuille-600">{o.page.harvest}</span>}
          </div>
          <Heading className="mt-2 text-lg font-semibold text-stone-900">
            <Link href={localizedPath(language, `/offres/${offer.id}`)} className="after:absolute after:inset-0 hover:text-vin-700">
              {translated ?? (french ? <span lang={french}>{offer.title}</span> : offer.title)}
            </Link>
          </Heading>
          <p className="mt-1 text-sm text-stone-700">
            {offer.company ?? o.page.anonymousCompany} · {offer.city}
            {offer.department && ` · ${departementLabel(offer.department)}`}
          </p>
          {offer.pay ? (
            <p className="mt-1 text-sm font-medium text-stone-800">{payText(offer.pay, offer.payMax ?? null, offer.payPeriod ?? '', o)}</p>
          ) : null}
          {harvestNotes.length > 0 && <p className="mt-1 text-sm font-medium text-feuille-600">{harvestNotes.join(' · ')}</p>}
          {offer.excerpt && (
            <p lang={french} className="mt-2 line-clamp-2 text-sm text-stone-600">
              {excerptOf(offer.excerpt, CARD_EXCERPT)}
            </p>
          )}
          <p className="mt-3 text-xs text-stone-600">{t.offers.publishedOn(formatDate(offer.publishedAt, language))}</p>
        </div>
      </div>
    </article>
  );
}
