import type { Metadata } from 'next';
import Link from 'next/link';
import { APPLICATION_RETENTION_MONTHS, OFFER_PUBLICATION_DAYS, PACK_VALIDITY_MONTHS } from '@cep/domain';
import { LegalPage } from '@/components/legal/LegalPage';
import { fr } from '@/lib/i18n/fr';

const page = fr.legal.pages.conditions;

export const metadata: Metadata = {
  title: page.title,
  description: 'Les règles d’utilisation de Cep et les conditions de vente des offres, packs et services aux recruteurs et aux écoles.',
  alternates: { canonical: page.href },
};

/** Conditions générales d’utilisation et de vente (issue #16 item 10): what Cep does, what users commit to, what is sold. */
export default function ConditionsPage() {
  return (
    <LegalPage title={page.title}>
      <h2>1. Objet</h2>
      <p>
        Cep met en relation les candidats, les recruteurs de la filière de la vigne et du vin et les écoles qui y forment : offres d’emploi,
        de vendanges, de stage et d’alternance, candidatures, CVthèque, formations, messagerie et blog. Ces conditions s’appliquent à toute
        utilisation du site ; la création d’un compte vaut leur acceptation.
      </p>
      <h2>2. Comptes</h2>
      <ul>
        <li>La consultation des offres, des formations et du blog est libre et gratuite.</li>
        <li>
          Un compte candidat est gratuit. Un compte recruteur ou école est ouvert à une personne morale ; ses membres agissent pour elle et
          le propriétaire du compte gère l’équipe.
        </li>
        <li>Chacun garde ses identifiants confidentiels et signale sans délai toute utilisation qu’il n’a pas faite.</li>
      </ul>
      <h2>3. Engagements des utilisateurs</h2>
      <ul>
        <li>Les offres décrivent un poste réel, disponible, conforme au droit du travail et sans critère discriminatoire.</li>
        <li>Les informations d’un CV ou d’une candidature sont exactes ; les documents envoyés appartiennent à leur auteur.</li>
        <li>
          Les données des candidats servent uniquement au recrutement pour lequel elles ont été reçues ou achetées ; elles ne sont ni
          revendues ni utilisées pour de la prospection.
        </li>
        <li>La messagerie et le blog restent courtois ; un contenu contraire à ces règles peut être retiré et le compte suspendu.</li>
      </ul>
      <h2>4. Modération</h2>
      <p>
        Les offres et les articles des entreprises et des écoles sont relus par l’équipe Cep avant leur mise en ligne. Un refus est motivé ;
        une offre refusée après paiement est recréditée. Cep peut retirer à tout moment un contenu contraire à ces conditions ou à la loi.
      </p>
      <h2>5. Services payants</h2>
      <ul>
        <li>
          Les prix sont affichés hors taxes sur la page <Link href="/packs">Packs</Link> et au moment de l’achat ; la TVA française s’y
          ajoute pour les acheteurs établis en France ; hors de France, la facture est établie hors taxes (autoliquidation dans l’Union
          européenne, sur le numéro de TVA intracommunautaire de l’acheteur).
        </li>
        <li>
          Le paiement se fait par carte (Stripe) ou par virement ; la facture est disponible dans l’espace du compte dès le paiement reçu.
        </li>
        <li>
          Les crédits d’un pack sont utilisables {PACK_VALIDITY_MONTHS} mois à compter de l’achat ; une offre reste en ligne{' '}
          {OFFER_PUBLICATION_DAYS} jours.
        </li>
        <li>
          Les services sont destinés aux professionnels : le droit de rétractation du code de la consommation ne s’applique pas. Une
          commande non payée peut être annulée depuis l’espace du compte.
        </li>
        <li>Un abonnement école ouvre la page de l’école, ses formations et son blog jusqu’à sa date de fin.</li>
      </ul>
      <h2>6. Données personnelles</h2>
      <p>
        Leur traitement est décrit dans la <Link href="/confidentialite">politique de confidentialité</Link>. Les candidatures sont
        anonymisées {APPLICATION_RETENTION_MONTHS} mois après le dernier échange.
      </p>
      <h2>7. Responsabilité</h2>
      <p>
        Cep fournit un service de mise en relation : il n’est pas partie aux contrats conclus entre candidats et recruteurs ou entre élèves
        et écoles. Cep met en œuvre les moyens raisonnables pour que le site soit disponible et sûr, sans garantir une disponibilité
        permanente.
      </p>
      <h2>8. Fin d’utilisation</h2>
      <p>
        Un candidat supprime son compte à tout moment depuis « Mon compte » ; un recruteur ou une école nous le demande depuis la page{' '}
        <Link href="/contact">Contact</Link>. Les factures restent conservées le temps que la loi impose.
      </p>
      <h2>9. Droit applicable</h2>
      <p>
        Ces conditions sont soumises au droit français. Avant toute action, écrivez-nous depuis la page <Link href="/contact">Contact</Link>{' '}
        : nous cherchons une solution amiable.
      </p>
    </LegalPage>
  );
}
