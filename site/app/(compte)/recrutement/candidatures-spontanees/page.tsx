import type { Metadata } from 'next';
import { availabilityText } from '@cep/domain';
import { unsolicitedRoutes } from '@cep/domain/contracts';
import { listHref, PageLinks, pageParam } from '@/components/applications/PageLinks';
import { TextField } from '@/components/forms/TextField';
import { InviteForm } from '@/components/unsolicited/InviteForm';
import { read } from '@/lib/cms/call';
import { formatDate, formatPhone } from '@/lib/format';
import { fr } from '@/lib/i18n/fr';
import { readTokens } from '@/lib/session/cookies';

const t = fr.unsolicited;
const link = 'font-semibold text-vin-700 underline underline-offset-2 hover:text-vin-800';

export const metadata: Metadata = { title: t.poolMetaTitle, robots: { index: false } };

type Props = { searchParams: Promise<{ page?: string; q?: string | string[] }> };

/**
 * The account's pool of unsolicited applications (issue #40 item 4): searched by words, 20 a page, each with its
 * message, phone, CV and availability, and « Inviter » to one of the account's online offers.
 */
export default async function UnsolicitedPoolPage({ searchParams }: Props) {
  const query = await searchParams;
  // A repeated parameter (`?q=a&q=b`) is one search, its first value.
  const q = (Array.isArray(query.q) ? query.q[0] : query.q)?.trim().slice(0, 100) || undefined;
  const page = pageParam(query.page);
  const tokens = await readTokens();
  const pool = tokens ? await read(unsolicitedRoutes.pool, { query: { page: String(page), q }, jwt: tokens.jwt }) : null;
  const path = '/recrutement/candidatures-spontanees';
  return (
    <>
      <h1 className="text-2xl font-bold text-vin-900">{t.poolTitle}</h1>
      <p className="mt-2 max-w-3xl text-stone-700">{t.poolIntro}</p>
      <form
        method="get"
        role="search"
        className="mt-4 flex flex-wrap items-end gap-3 rounded-xl border border-sarment-100 bg-white p-4 shadow-sm"
      >
        <div className="min-w-64 flex-1">
          <TextField dense id="q" name="q" type="search" label={t.search} defaultValue={q} />
        </div>
        <button type="submit" className="rounded-full bg-vin-700 px-5 py-2 text-sm font-semibold text-white hover:bg-vin-800">
          {t.filter}
        </button>
      </form>
      <p className="mt-6 text-sm font-semibold text-stone-800">{t.count(pool?.total ?? 0)}</p>
      {!pool || pool.candidatures.length === 0 ? (
        <p className="mt-4 rounded-xl bg-white p-6 text-center text-stone-700">{q ? t.emptySearch : t.empty}</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {pool.candidatures.map((application) => {
            const who = [application.candidat.prenom, application.candidat.nom].filter(Boolean).join(' ') || application.candidat.email;
            return (
              <li key={application.id}>
                <article
                  aria-labelledby={`spontanee-${application.id}`}
                  className="rounded-xl border border-sarment-100 bg-white p-4 shadow-sm"
                >
                  <h2 id={`spontanee-${application.id}`} className="text-lg font-semibold text-stone-900">
                    {who}
                  </h2>
                  {application.candidat.titre && <p className="text-sm text-stone-700">{application.candidat.titre}</p>}
                  <p className="text-sm text-stone-600">{t.receivedOn(formatDate(application.date), application.entreprise)}</p>
                  <p className="mt-2 text-sm">
                    <a href={`mailto:${application.candidat.email}`} className={link}>
                      {application.candidat.email}
                    </a>
                    {application.candidat.telephone && (
                      <>
                        {' · '}
                        <a href={`tel:${application.candidat.telephone}`} className={link}>
                          {formatPhone(application.candidat.telephone)}
                        </a>
                      </>
                    )}
                    {application.cv && (
                      <>
                        {' · '}
                        <a href={`/fichiers/candidature-spontanee/${application.id}/cv`} className={link}>
                          {t.downloadCv}
                        </a>
                      </>
                    )}
                  </p>
                  {application.disponibilites && (
                    <p className="mt-2 text-sm text-stone-800">
                      <span className="font-medium">{t.availabilityLabel}</span> {availabilityText(application.disponibilites)}
                    </p>
                  )}
                  <p className="mt-2 whitespace-pre-line text-sm text-stone-800">{application.message}</p>
                  {application.invitations.length > 0 && (
                    <ul className="mt-2 text-sm text-feuille-600">
                      {application.invitations.map((invitation) => (
                        <li key={invitation.offre}>{t.invited(invitation.titre, formatDate(invitation.le))}</li>
                      ))}
                    </ul>
                  )}
                  {pool.offres.length > 0 ? (
                    <InviteForm id={application.id} who={who} offers={pool.offres} />
                  ) : (
                    <p className="mt-3 text-sm text-stone-700">{t.noOffer}</p>
                  )}
                </article>
              </li>
            );
          })}
        </ul>
      )}
      {pool && <PageLinks page={page} pages={pool.pages} href={(p) => listHref(path, { q }, p)} label={fr.pagination.label} />}
    </>
  );
}
