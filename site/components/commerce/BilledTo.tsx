import { COUNTRIES } from '@/components/forms/field-defs';
import { commerce } from '@/lib/i18n/fr/commerce';

const t = commerce.purchase;

/** The company's (or school's) address the order is billed to while the box « adresse de facturation différente » is not ticked. */
export function BilledTo({ company, school = false }: { company: Record<string, string>; school?: boolean }) {
  const country = COUNTRIES.find((c) => c.value === (company.societeFacturePays || 'FR'))?.label ?? '';
  const place = [company.societeFactureCodePostal, company.societeFactureVille || company.societeFactureVilleInternational]
    .filter(Boolean)
    .join(' ');
  const lines = [
    company.societeFactureRaisonSociale,
    company.societeFactureAdresse,
    company.societeFactureAdresseComplementaire,
    place,
    country,
    company.societeFactureTva && `${t.vatNumber} : ${company.societeFactureTva}`,
    company.societeFactureSiret && `${t.siret} : ${company.societeFactureSiret}`,
  ].filter(Boolean);
  return (
    <div className="rounded-lg border border-sarment-100 bg-white p-4 text-sm text-stone-800">
      <p className="font-semibold">{school ? t.billedToSchool : t.billedTo}</p>
      <address className="mt-1 not-italic">
        {lines.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </address>
    </div>
  );
}
