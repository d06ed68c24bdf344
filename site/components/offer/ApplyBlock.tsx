import Link from 'next/link';
import type { PublicOffer, SessionUser } from '@cep/domain';
import { ApplyPopup } from '@/components/applications/ApplyPopup';
import { RedirectButton } from '@/components/applications/RedirectButton';
import { LoginDialogLink } from '@/components/auth/LoginDialogLink';
import { applicationRoutes } from '@cep/domain/contracts';
import { read } from '@/lib/cms/call';
import { formatDate } from '@/lib/format';
import { applyWords } from '@/lib/i18n/client-words';
import { formWords, pageWords } from '@/lib/i18n/page-language';
import { readTokens } from '@/lib/session/cookies';

const button = 'block w-full rounded-full bg-vin-700 px-4 py-2 text-center text-sm font-semibold text-white hover:bg-vin-800';
const secondary =
  'block w-full rounded-full border border-vin-700 px-4 py-2 text-center text-sm font-semibold text-vin-700 hover:bg-vin-50';
const note = 'text-sm text-stone-700';

/**
 * The apply block of an offer page (spec 01 §2, spec 02 §2; issue #11 items 3–4). A visitor gets the login
 * popup (back here afterwards); a candidate gets the apply popup (a link to /offres/{id}/postuler without
 * JavaScript), the recruiter's site for offers received by URL, the date of a previous application, or the
 * spec's incomplete-profile message with a link to « Mon CV »; on harvest offers, « Postuler sans CV » too.
 * Recruiters, schools and staff read a note.
 */
export async function ApplyBlock({ offer, user }: { offer: PublicOffer; user: SessionUser | null }) {
  if (!offer.ouverte) return null;
  const { language, t } = await pageWords();
  const kit = language === 'fr' ? undefined : formWords(language);
  if (!user) return <LoginDialogLink className={button} label={t.offer.apply} words={kit && t.login} kit={kit} />;
  if (user.role !== 'candidat') {
    return <p className={note}>{user.role === 'recruteur' ? t.apply.recruiterNote : t.apply.onlyCandidates}</p>;
  }
  const tokens = await readTokens();
  const context = tokens ? await read(applicationRoutes.context, { params: { id: offer.id }, jwt: tokens.jwt }) : null;
  if (!context) return null;

  if (context.dejaPostule) {
    return (
      <div className="space-y-2">
        <p role="status" className="rounded-lg border border-feuille-600/40 bg-feuille-50 p-3 text-sm font-medium text-feuille-600">
          {t.apply.alreadyApplied(formatDate(context.dejaPostule.date, language))}
        </p>
        <Link href="/candidat/candidatures" className={secondary}>
          {t.apply.myApplications}
        </Link>
      </div>
    );
  }

  if (context.offre.mode === 'url') {
    return (
      <div className="space-y-2">
        <RedirectButton offerId={offer.id} label={t.apply.external} pendingLabel={t.apply.redirecting} className={button} />
        <p className="text-xs text-stone-600">{t.apply.externalNote}</p>
      </div>
    );
  }

  const translated = language === 'fr' ? undefined : offer.traductions?.[language]?.titre;
  const title = t.apply.to(translated ?? context.offre.titre, context.offre.entreprise);
  const words = applyWords(t);
  return (
    <div className="space-y-3">
      {context.profil ? (
        <ApplyPopup
          offerId={offer.id}
          mode="cv"
          label={t.offer.apply}
          title={t.apply.title}
          subtitle={title}
          cvProfil={context.cvProfil}
          closeLabel={t.apply.close}
          className={button}
          words={words}
          kit={kit}
        />
      ) : (
        <div className="space-y-2">
          <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900">
            {t.messages.profilIncomplet}
          </p>
          <Link href="/candidat/cv" className={context.offre.vendanges ? secondary : button}>
            {t.apply.completeCv}
          </Link>
        </div>
      )}
      {context.offre.vendanges && (
        <>
          <ApplyPopup
            offerId={offer.id}
            mode="express"
            label={t.apply.expressTitle}
            title={t.apply.expressTitle}
            subtitle={title}
            closeLabel={t.apply.close}
            className={context.profil ? secondary : button}
            words={words}
            kit={kit}
          />
          {context.profil && <p className="text-xs text-stone-600">{t.apply.harvestNote}</p>}
        </>
      )}
    </div>
  );
}
