import Link from 'next/link';
import type { CompanyPageForm, Subsidiary } from '@cep/domain';
import { EventManager } from './EventManager';
import { PageEditor } from './PageEditor';
import { PageImagesEditor } from './PageImagesEditor';
import { fr } from '@/lib/i18n/fr';

const t = fr.pageEditor;

/** The company page's editor (main or subsidiary), its images, its events, and links to the other pages of the account. */
export function CompanyPageScreen({ form, subsidiaries }: { form: CompanyPageForm; subsidiaries: Subsidiary[] }) {
  const others = subsidiaries.filter((s) => s.id !== form.id);
  return (
    <div className="space-y-10">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold text-vin-900">
          {form.principale ? t.companyTitle : t.subsidiaryTitle(form.valeurs.societeRaisonsocial)}
        </h1>
        <p className="text-stone-700">{t.companyIntro}</p>
      </header>
      <PageEditor kind="entreprise" form={form} publicHref={`/entreprises/${form.id}`} />
      <PageImagesEditor kind="entreprise" pageId={form.id} initial={form.images} />
      {form.principale && <EventManager kind="entreprise" initial={form.evenements} />}
      {(others.length > 0 || !form.principale) && (
        <nav aria-labelledby="filiales-titre" className="space-y-2">
          <h2 id="filiales-titre" className="text-xl font-semibold">
            {t.subsidiaries}
          </h2>
          <ul className="flex flex-wrap gap-3">
            {!form.principale && (
              <li>
                <Link href="/recrutement/page-entreprise" className="font-semibold text-vin-800 underline">
                  {t.backToMain}
                </Link>
              </li>
            )}
            {others.map((s) => (
              <li key={s.id}>
                <Link href={`/recrutement/page-entreprise/filiale/${s.id}`} className="font-semibold text-vin-800 underline">
                  {t.subsidiaryLink(s.raisonSociale)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
