import type { Metadata } from 'next';
import { SEASON_OUTCOME_LABELS } from '@cep/domain';
import { seasonalRoutes } from '@cep/domain/contracts';
import { listHref, PageLinks, pageParam } from '@/components/applications/PageLinks';
import { Checkbox } from '@/components/forms/Checkbox';
import { TextField } from '@/components/forms/TextField';
import { SeasonalInviteForm } from '@/components/seasonal/SeasonalInviteForm';
import { read } from '@/lib/cms/call';
import { formatDate, formatPhone } from '@/lib/format';
import { fr } from '@/lib/i18n/fr';
import { readTokens } from '@/lib/session/cookies';

const t = fr.seasonal;
const link = 'font-semibold text-vin-700 underline underline-offset-2 hover:text-vin-800';

export const metadata: Metadata = { title: t.listMetaTitle, robots: { index: false } };

type Props = { searchParams: Promise<{ page?: string; q?: string | string[]; reprendre?: string }> };

/**
 * « Mes saisonniers » (issue #40 item 5): the account's workers and their seasons, « à reprendre » first, searched by
 * name; tick some, choose an online harvest offer, and each is e-mailed a one-click application.
 */
export default async function SeasonalWorkersPage({ searchParams }: Props) {
  const query = await searchParams;
  const q = (Array.isArray(query.q) ? query.q[0] : query.q)?.trim().slice(0, 100) || undefined;
  const reprendre = query.reprendre === '1' ? ('1' as const) : undefined;
  const page = pageParam(query.page);
  const tokens = await readTokens();
  const list = tokens ? await read(seasonalRoutes.list, { query: { page: String(page), q, reprendre }, jwt: tokens.jwt }) : null;
  return (
    <>
      <h1 className="text-2xl font-bold text-vin-900">{t.listTitle}</h1>
      <p className="mt-2 max-w-3xl text-stone-700">{t.listIntro}</p>
      <form
        method="get"
        role="search"
        className="mt-4 flex flex-wrap items-end gap-4 rounded-xl border border-sarment-100 bg-white p-4 shadow-sm"
      >
        <div className="min-w-64 flex-1">
          <TextField dense id="q" name="q" type="search" label={t.search} defaultValue={q} />
        </div>
        <Checkbox id="reprendre" name="reprendre" value="1" label={t.onlyRehire} defaultChecked={Boolean(reprendre)} />
        <button type="submit" className="rounded-full bg-vin-700 px-5 py-2 text-sm font-semibold text-white hover:bg-vin-800">
          {t.filter}
        </button>
      </form>
      <p className="mt-6 text-sm font-semibold text-stone-800">{t.listCount(list?.total ?? 0)}</p>
      {!list || list.saisonniers.length === 0 ? (
        <p className="mt-4 rounded-xl bg-white p-6 text-center text-stone-700">{q || reprendre ? t.listEmptySearch : t.listEmpty}</p>
      ) : (
        <SeasonalInviteForm offers={list.offres}>
          <ul className="mt-4 space-y-4">
            {list.saisonniers.map((worker) => {
              const who = [worker.prenom, worker.nom].filter(Boolean).join(' ') || worker.email;
              return (
                <li key={worker.id}>
                  <article
                    aria-labelledby={`saisonnier-${worker.id}`}
                    className="rounded-xl border border-sarment-100 bg-white p-4 shadow-sm"
                  >
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <h2 id={`saisonnier-${worker.id}`} className="text-lg font-semibold text-stone-900">
                        {who}
                      </h2>
                      {worker.aReprendre && (
                        <span className="rounded-full bg-feuille-50 px-3 py-1 text-xs font-semibold text-feuille-600">{t.rehireBadge}</span>
                      )}
                    </div>
                    <p className="text-sm">
                      <a href={`mailto:${worker.email}`} className={link}>
                        {worker.email}
                      </a>
                      {worker.telephone && (
                        <>
                          {' · '}
                          <a href={`tel:${worker.telephone}`} className={link}>
                            {formatPhone(worker.telephone)}
                          </a>
                        </>
                      )}
                    </p>
                    <ul className="mt-2 text-sm text-stone-800">
                      {worker.saisons.map((season) => (
                        <li key={`${season.offre}-${season.saison}`}>
                          {t.seasonLine(season.saison, season.titre, SEASON_OUTCOME_LABELS[season.bilan])}
                        </li>
                      ))}
                    </ul>
                    {worker.invitations.length > 0 && (
                      <ul className="mt-1 text-sm text-feuille-600">
                        {worker.invitations.map((invitation) => (
                          <li key={invitation.offre}>{t.invitedLine(invitation.titre, formatDate(invitation.le))}</li>
                        ))}
                      </ul>
                    )}
                    <p className="mt-1 text-xs text-stone-600">{t.keptUntil(formatDate(worker.expireLe))}</p>
                    <div className="mt-3">
                      <Checkbox id={`choisir-${worker.id}`} name="saisonniers" value={worker.id} label={t.choose(who)} />
                    </div>
                  </article>
                </li>
              );
            })}
          </ul>
        </SeasonalInviteForm>
      )}
      {list && (
        <PageLinks
          page={page}
          pages={list.pages}
          href={(p) => listHref('/recrutement/saisonniers', { q, reprendre }, p)}
          label={fr.pagination.label}
        />
      )}
    </>
  );
}
