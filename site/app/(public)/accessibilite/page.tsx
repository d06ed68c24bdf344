import type { Metadata } from 'next';
import Link from 'next/link';
import { LegalPage } from '@/components/legal/LegalPage';
import { fr } from '@/lib/i18n/fr';

const page = fr.legal.pages.accessibilite;

export const metadata: Metadata = {
  title: page.title,
  description: 'État de conformité de Cep au RGAA, ce qui est vérifié, les limites connues et comment nous signaler un obstacle.',
  alternates: { canonical: page.href },
};

/**
 * Déclaration d’accessibilité (RGAA 4.1, issue #16 item 10). No full audit has been made: the RGAA then asks to
 * declare the site not compliant, and to say what is checked and how to reach us.
 */
export default function AccessibilityPage() {
  return (
    <LegalPage title={page.title}>
      <p>
        L’éditeur de Cep s’engage à rendre le site accessible conformément à l’article 47 de la loi n° 2005-102 du 11 février 2005. Cette
        déclaration porte sur le site public et les espaces candidat, recruteur et école.
      </p>
      <h2>État de conformité</h2>
      <p>
        Cep est <strong>non conforme</strong> au référentiel général d’amélioration de l’accessibilité (RGAA 4.1) : aucun audit complet n’a
        encore été réalisé. Cette mention sera mise à jour à l’issue du premier audit.
      </p>
      <h2>Ce qui est vérifié à chaque version</h2>
      <ul>
        <li>
          Chaque page est analysée automatiquement (axe-core) dans un navigateur réel : aucune erreur grave ou critique n’est acceptée.
        </li>
        <li>Les parcours principaux (recherche, candidature, publication d’une offre, messagerie) sont testés au clavier.</li>
        <li>
          Les formulaires ont des libellés visibles, signalent les champs obligatoires et, après un envoi refusé, placent le focus sur la
          liste des erreurs, chacune liée à son champ.
        </li>
        <li>
          Les carrousels de la page d’accueil se parcourent au clavier ; le défilement des témoignages s’arrête au survol, au focus, sur «
          Pause » et quand le système demande moins d’animations.
        </li>
      </ul>
      <h2>Limites connues</h2>
      <ul>
        <li>L’éditeur de texte des articles (recruteurs et écoles) n’a pas encore été éprouvé avec tous les lecteurs d’écran.</li>
        <li>Les documents déposés par les utilisateurs (CV, plaquettes en PDF) ne sont pas nécessairement accessibles.</li>
      </ul>
      <h2>Environnement de test</h2>
      <p>Chromium (Debian) avec axe-core ; navigation au clavier ; affichage à 390 et 1366 pixels de large.</p>
      <h2>Signaler un obstacle</h2>
      <p>
        Si vous ne pouvez pas accéder à un contenu ou à un service, écrivez-nous depuis la page <Link href="/contact">Contact</Link> : nous
        vous répondons et vous proposons une autre façon d’obtenir l’information.
      </p>
      <h2>Voies de recours</h2>
      <p>
        Si notre réponse ne vous satisfait pas, vous pouvez saisir le Défenseur des droits : par le formulaire en ligne de{' '}
        <a href="https://formulaire.defenseurdesdroits.fr">formulaire.defenseurdesdroits.fr</a>, auprès de l’un de ses délégués, ou par
        courrier gratuit (Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07).
      </p>
    </LegalPage>
  );
}
