import type { PublicOffer } from '@cep/domain';
import { LoginDialogLink } from '@/components/auth/LoginDialogLink';
import type { SessionUser } from '@cep/domain';
import { fr } from '@/lib/i18n/fr';

const button = 'block w-full rounded-full bg-vin-700 px-4 py-2 text-center text-sm font-semibold text-white hover:bg-vin-800';

/**
 * The apply button (spec 01 §2): a visitor gets the login popup with this page as return target; a candidate
 * follows the recruiter's application URL, or reads that online application opens soon (it comes later).
 */
export function ApplyBlock({ offer, user }: { offer: PublicOffer; user: SessionUser | null }) {
  if (!offer.ouverte) return null;
  if (!user) return <LoginDialogLink className={button} label={fr.offer.apply} />;
  if (user.role !== 'candidat') return null;
  if (offer.candidature?.mode === 'url' && offer.candidature.url) {
    return (
      <a href={offer.candidature.url} target="_blank" rel="noopener noreferrer nofollow" className={button}>
        {fr.offer.applyExternal}
      </a>
    );
  }
  return <p className="text-sm text-stone-700">{fr.offer.applySoon}</p>;
}
