import Link from 'next/link';
import { messages, type PublicOffer, type SessionUser } from '@cep/domain';
import { ApplyPopup } from '@/components/applications/ApplyPopup';
import { RedirectButton } from '@/components/applications/RedirectButton';
import { LoginDialogLink } from '@/components/auth/LoginDialogLink';
import { applicationRoutes } from '@cep/domain/contracts';
import { read } from '@/lib/cms/call';
import { formatDate } from '@/lib/format';
import { fr } from '@/lib/i18n/fr';
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
  if (!user) return <LoginDialogLink className={button} label={fr.offer.apply} />;
  if (user.role !== 'candidat') {
    return <p className={note}>{user.role === 'recruteur' ? fr.apply.recruiterNote : fr.apply.onlyCandidates}</p>;
  }
  const tokens = await readTokens();
  const context = tokens ? await read(applicationRoutes.context, { params: { id: offer.id }, jwt: tokens.jwt }) : null;
  if (!context) return null;

  if (context.dejaPostule) {
    return (
      <div className="space-y-2">
        <p role="status" className="rounded-lg border border-feuille-600/40 bg-feuille-50 p-3 text-sm font-medium text-feuille-600">
          {fr.apply.alreadyApplied(formatDate(context.dejaPostule.date))}
        </p>
        <Link href="/candidat/candidatures" className={secondary}>
          {fr.apply.myApplications}
        </Link>
      </div>
    );
  }

  if (context.offre.mode === 'url') {
    return (
      <div className="space-y-2">
        <RedirectButton offerId={offer.id} label={fr.apply.external} pendingLabel={fr.apply.redirecting} className={button} />
        <p className="text-xs text-stone-600">{fr.apply.externalNote}</p>
      </div>
    );
  }

  const title = fr.apply.to(context.offre.titre, context.offre.entreprise);
  return (
    <div className="space-y-3">
      {context.profil ? (
        <ApplyPopup
          offerId={offer.id}
          mode="cv"
          label={fr.offer.apply}
          title={fr.apply.title}
          subtitle={title}
          cvProfil={context.cvProfil}
          closeLabel={fr.apply.close}
          className={button}
        />
      ) : (
        <div className="space-y-2">
          <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900">
            {messages.profilIncomplet}
          </p>
          <Link href="/candidat/cv" className={context.offre.vendanges ? secondary : button}>
            {fr.apply.completeCv}
          </Link>
        </div>
      )}
      {context.offre.vendanges && (
        <>
          <ApplyPopup
            offerId={offer.id}
            mode="express"
            label={fr.apply.expressTitle}
            title={fr.apply.expressTitle}
            subtitle={title}
            closeLabel={fr.apply.close}
            className={context.profil ? secondary : button}
          />
          {context.profil && <p className="text-xs text-stone-600">{fr.apply.harvestNote}</p>}
        </>
      )}
    </div>
  );
}
