import type { CvBuyer } from '@cep/domain';
import { formatDate } from '@/lib/format';
import { fr } from '@/lib/i18n/fr';

const t = fr.cvBuyers;

/** Who bought the candidate's CV, and when (issue #13 item 5: what the CNIL expects of transparency). */
export function CvBuyers({ buyers }: { buyers: CvBuyer[] }) {
  return (
    <section aria-labelledby="cv-buyers" className="mt-10 rounded-lg border border-stone-200 bg-white p-4">
      <h2 id="cv-buyers" className="text-lg font-semibold text-vin-900">
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t.intro}</p>
      {buyers.length === 0 ? (
        <p className="mt-3 text-sm text-stone-800">{t.none}</p>
      ) : (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-stone-800">
          {buyers.map((buyer, i) => (
            <li key={i}>{t.item(buyer.entreprise, formatDate(buyer.date))}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
