import Link from 'next/link';
import { availabilityText, type RecruiterApplication } from '@cep/domain';
import { formatDate, formatPhone } from '@/lib/format';
import { fr } from '@/lib/i18n/fr';
import { StatusBadge } from './StatusBadge';
import { StatusSelect } from './StatusSelect';

const t = fr.pipeline;

const link = 'font-semibold text-vin-700 underline underline-offset-2 hover:text-vin-800';

/** One application in the recruiter's list: who, when, how to reach them, what they sent, and the decision. */
export function RecruiterApplicationCard({ application, offerId }: { application: RecruiterApplication; offerId: string }) {
  const { candidat } = application;
  const who = [candidat.prenom, candidat.nom].filter(Boolean).join(' ') || candidat.email;
  const headingId = `candidature-${application.id}`;
  const files = `/fichiers/candidature/${application.id}`;

  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-sarment-100 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex items-start gap-3">
          {application.photo && !application.retiree && (
            <img src={`${files}/photo`} alt="" width={56} height={56} className="h-14 w-14 rounded-full object-cover" />
          )}
          <div>
            <div className="flex flex-wrap items-center gap-2">
              {application.nouvelle && (
                <span className="rounded-full bg-vin-700 px-2 py-0.5 text-xs font-semibold text-white">{t.unread}</span>
              )}
              <StatusBadge statut={application.statut} label={application.statutLabel} />
            </div>
            <h2 id={headingId} className="mt-1 text-lg font-semibold text-stone-900">
              {who}
            </h2>
            {candidat.titre && <p className="text-sm text-stone-700">{candidat.titre}</p>}
            <p className="text-sm text-stone-600">
              {application.date ? t.receivedOn(formatDate(application.date)) : ''}
              {application.relanceLe ? ` · ${t.chasedUpOn(formatDate(application.relanceLe))}` : ''}
            </p>
          </div>
        </div>
        {!application.retiree && <StatusSelect applicationId={application.id} statut={application.statut} who={who} />}
      </div>

      {application.retiree ? (
        <p className="mt-3 text-sm text-stone-700">{t.withdrawn}</p>
      ) : (
        <>
          <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="font-medium text-stone-800">{t.email}</dt>
            <dd>
              <a href={`mailto:${candidat.email}`} className={link}>
                {candidat.email}
              </a>
            </dd>
            {candidat.telephone && (
              <>
                <dt className="font-medium text-stone-800">{t.phone}</dt>
                <dd>
                  <a href={`tel:${candidat.telephone.replace(/\s/g, '')}`} className={link}>
                    {formatPhone(candidat.telephone)}
                  </a>
                </dd>
              </>
            )}
          </dl>
          {application.express && (
            <p className="mt-2 inline-block rounded-full bg-feuille-50 px-3 py-1 text-sm font-medium text-feuille-600">
              {application.express.du && application.express.au
                ? t.express(formatDate(application.express.du), formatDate(application.express.au))
                : t.expressNoDates}
            </p>
          )}
          {application.disponibilites && (
            <p className="mt-2 text-sm text-stone-800">
              <span className="font-medium">{t.availability}</span> {availabilityText(application.disponibilites)}
            </p>
          )}
          {application.message && (
            <div className="mt-3">
              <h3 className="text-sm font-medium text-stone-800">{t.message}</h3>
              <p className="mt-1 whitespace-pre-line text-sm text-stone-800">{application.message}</p>
            </div>
          )}
          <p className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm">
            {application.cv && (
              <a href={`${files}/cv`} className={link} aria-label={t.downloadLabel(t.downloadCv, who)}>
                {t.downloadCv}
              </a>
            )}
            {application.lettre && (
              <a href={`${files}/lettre`} className={link} aria-label={t.downloadLabel(t.downloadLetter, who)}>
                {t.downloadLetter}
              </a>
            )}
            <Link
              href={`/recrutement/candidature/${application.id}/profil?offre=${encodeURIComponent(offerId)}`}
              className={link}
              aria-label={t.profileLabel(who)}
            >
              {t.profile}
            </Link>
          </p>
        </>
      )}
    </article>
  );
}
