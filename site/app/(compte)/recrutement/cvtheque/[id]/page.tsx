import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import type { CvFull } from '@cep/domain';
import { BuyCvButton } from '@/components/cvtheque/BuyCvButton';
import { CvFacts } from '@/components/cvtheque/CvCardView';
import { LikeButton } from '@/components/cvtheque/LikeButton';
import { WriteToCandidate } from '@/components/messaging/WriteToCandidate';
import { cvthequeRoutes } from '@cep/domain/contracts';
import { CmsError } from '@/lib/cms';
import { call } from '@/lib/cms/call';
import { formatDate, formatFileSize } from '@/lib/format';
import { fr } from '@/lib/i18n/fr';
import { readTokens } from '@/lib/session/cookies';

const t = fr.cvLibrary;

export const metadata: Metadata = { title: t.title, robots: { index: false } };

type Line = { titre: string; periode: string; lieu?: string; description?: string };

function Lines({ title, lines }: { title: string; lines: Line[] }) {
  if (lines.length === 0) return null;
  return (
    <section className="mt-6">
      <h2 className="text-lg font-semibold text-vin-900">{title}</h2>
      <ul className="mt-2 space-y-3">
        {lines.map((line, i) => (
          <li key={i}>
            <p className="font-medium text-stone-900">
              {line.titre}
              {line.lieu ? ` — ${line.lieu}` : ''}
            </p>
            <p className="text-sm text-stone-700">{line.periode}</p>
            {line.description && <p className="mt-1 whitespace-pre-line text-sm text-stone-800">{line.description}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Contact({ cv }: { cv: CvFull }) {
  const name = `${cv.prenom} ${cv.nom}`.trim();
  return (
    <section aria-labelledby="contact" className="mt-6 flex flex-wrap gap-6 rounded-lg border border-sarment-100 bg-sarment-50 p-4">
      {cv.photo && (
        // A private file streamed by the site with the recruiter's session: never a public URL.
        <img src={`/fichiers/cvtheque/${cv.id}/photo`} alt={t.photo(name)} className="h-24 w-24 rounded-full object-cover" />
      )}
      <div>
        <h2 id="contact" className="text-lg font-semibold text-vin-900">
          {name}
        </h2>
        <p className="text-sm text-stone-700">{t.bought(formatDate(cv.acheteLe))}</p>
        <p className="mt-2 text-sm">
          {t.email} :{' '}
          <a href={`mailto:${cv.email}`} className="font-semibold text-vin-700 underline">
            {cv.email}
          </a>
        </p>
        {cv.telephone && (
          <p className="text-sm">
            {t.phone} :{' '}
            <a href={`tel:${cv.telephone}`} className="font-semibold text-vin-700 underline">
              {cv.telephone}
            </a>
          </p>
        )}
        {cv.fichier && (
          <a href={`/fichiers/cvtheque/${cv.id}/fichier`} className="mt-2 inline-block text-sm font-semibold text-vin-700 underline">
            {t.file} ({formatFileSize(cv.fichier.taille)})
          </a>
        )}
      </div>
    </section>
  );
}

/** The CV, or null when the account may not see it (403: no access to the library; 404); any other failure throws. */
async function libraryCv(jwt: string, id: string) {
  const answered = await call(cvthequeRoutes.findOne, { params: { id }, jwt });
  if (answered.ok) return answered.answer;
  if (answered.status === 403 || answered.status === 404) return null;
  throw new CmsError(`GET /recrutement/cvtheque/:id → ${answered.status}`, answered.status);
}

/** One CV of the library: in full once the account bought it, anonymous before; not visible and not bought, not found. */
export default async function LibraryCvPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const tokens = await readTokens();
  const answer = tokens ? await libraryCv(tokens.jwt, id) : null;
  if (!answer) notFound();
  const cv = answer.cv;
  return (
    <article>
      <Link href="/recrutement/cvtheque" className="text-sm font-semibold text-vin-700 underline">
        {t.back}
      </Link>
      <div className="mt-3 flex items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-vin-900">{cv.titre}</h1>
          <CvFacts cv={cv} />
          {cv.domaines.length > 0 && <p className="mt-1 text-sm text-stone-700">{cv.domaines.join(', ')}</p>}
          {cv.langues.length > 0 && (
            <p className="mt-1 text-sm text-stone-700">
              {t.languages} : {cv.langues.join(', ')}
            </p>
          )}
        </div>
        <LikeButton id={cv.id} titre={cv.titre} liked={cv.aime} />
      </div>
      {answer.complet ? (
        <>
          <Contact cv={answer.cv} />
          <div className="mt-4">
            <WriteToCandidate origin={{ cv: cv.id }} />
          </div>
        </>
      ) : (
        <div className="mt-6 space-y-3 rounded-lg border border-stone-200 bg-white p-4">
          <p className="text-sm text-stone-800">{t.anonymous}</p>
          <BuyCvButton id={cv.id} />
        </div>
      )}
      <Lines title={t.positions} lines={cv.postes} />
      <Lines title={t.diplomas} lines={cv.diplomes} />
      <p className="mt-6 text-sm text-stone-600">{t.updated(formatDate(cv.misAJourLe))}</p>
    </article>
  );
}
