import type { Metadata } from 'next';
import Link from 'next/link';
import { APPLICATION_RETENTION_MONTHS } from '@cep/domain';
import { LegalPage } from '@/components/legal/LegalPage';
import { fr } from '@/lib/i18n/fr';

const page = fr.legal.pages.confidentialite;

export const metadata: Metadata = {
  title: page.title,
  description: 'Quelles données Cep traite, pourquoi, sur quelle base, combien de temps, et comment exercer vos droits.',
  alternates: { canonical: page.href },
};

/** The purposes of each processing, its legal basis and how long its data is kept: what the product really does. */
const PROCESSINGS = [
  {
    purpose: 'Compte et connexion (candidat, recruteur, école)',
    data: 'Nom, prénom, e-mail, mot de passe (chiffré), rôle, sessions',
    basis: 'Exécution du contrat (conditions générales)',
    retention: 'Jusqu’à la suppression du compte',
  },
  {
    purpose: 'CV et visibilité dans la CVthèque',
    data: 'Titre, expériences, diplômes, langues, photo, fichier CV, zone géographique',
    basis: 'Exécution du contrat ; la visibilité auprès des recruteurs est un choix du candidat, réversible à tout moment',
    retention: 'Jusqu’à leur suppression par le candidat ou celle du compte',
  },
  {
    purpose: 'Candidatures',
    data: 'CV, lettre, message, disponibilités et téléphone (vendanges), statut, relance',
    basis: 'Mesures précontractuelles demandées par le candidat',
    retention: `Anonymisées ${APPLICATION_RETENTION_MONTHS} mois après le dernier échange (envoi, relance ou décision), ou retirées par le candidat`,
  },
  {
    purpose: 'Achat d’un CV par un recruteur',
    data: 'Le CV tel qu’il était visible et ses coordonnées',
    basis: 'Intérêt légitime du recruteur, sur un CV rendu visible par le candidat',
    retention:
      'Le recruteur garde l’accès au CV acheté même si le candidat le masque ensuite ; la suppression du compte candidat le retire',
  },
  {
    purpose: 'Messagerie entre recruteurs et candidats',
    data: 'Messages, pièces jointes, lecture, blocage, signalements',
    basis: 'Exécution du contrat',
    retention:
      'Effacés quand les deux parties ont supprimé la conversation (sauf signalement en cours) ou à la suppression du compte candidat',
  },
  {
    purpose: 'Alertes, newsletter et e-mails de service',
    data: 'E-mail, critères d’alerte, préférences',
    basis: 'Consentement (newsletter, alertes) ; exécution du contrat (e-mails de service)',
    retention: 'Jusqu’au désabonnement ou à la suppression de l’alerte ; chaque e-mail porte un lien de désinscription',
  },
  {
    purpose: 'Commandes et factures',
    data: 'Société de facturation, adresse, TVA, commandes, factures, paiements (la carte est saisie chez Stripe, jamais chez Cep)',
    basis: 'Obligation légale (comptabilité) et exécution du contrat',
    retention: 'Dix ans (code de commerce, art. L123-22)',
  },
  {
    purpose: 'Messages de contact',
    data: 'Nom, prénom, e-mail, téléphone, message',
    basis: 'Intérêt légitime (répondre à la demande)',
    retention: 'Le temps de traiter la demande, puis trois ans au plus',
  },
  {
    purpose: 'Mesure des campagnes (paramètres utm_ des liens)',
    data: 'Campagne, source, support et date d’arrivée ; aucune donnée de navigation ni cookie',
    basis: 'Intérêt légitime (savoir quelles campagnes amènent les inscriptions)',
    retention: 'Trois ans au plus',
  },
  {
    purpose: 'Sécurité du service',
    data: 'Adresse IP, tentatives de connexion, limites de fréquence',
    basis: 'Intérêt légitime (protéger les comptes)',
    retention: 'Quelques heures pour les compteurs ; sessions : 30 jours au plus',
  },
];

/** Politique de confidentialité (issue #16 item 10). */
export default function PrivacyPage() {
  return (
    <LegalPage title={page.title}>
      <p>
        Cep traite des données personnelles pour mettre en relation candidats, recruteurs et écoles de la filière. Le responsable de
        traitement est l’éditeur du site (voir les <Link href="/mentions-legales">mentions légales</Link>).
      </p>
      <h2>Ce que nous traitons, pourquoi et combien de temps</h2>
      <div className="overflow-x-auto">
        <table>
          <caption className="sr-only">Finalités, données, bases légales et durées de conservation</caption>
          <thead>
            <tr>
              <th scope="col">Finalité</th>
              <th scope="col">Données</th>
              <th scope="col">Base légale</th>
              <th scope="col">Conservation</th>
            </tr>
          </thead>
          <tbody>
            {PROCESSINGS.map((row) => (
              <tr key={row.purpose}>
                <th scope="row">{row.purpose}</th>
                <td>{row.data}</td>
                <td>{row.basis}</td>
                <td>{row.retention}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>Qui reçoit vos données</h2>
      <ul>
        <li>Les recruteurs d’un compte reçoivent les candidatures faites à ses offres et voient les CV rendus visibles ou achetés.</li>
        <li>Les écoles reçoivent les messages envoyés depuis leurs formations.</li>
        <li>
          Nos prestataires techniques, pour notre compte : l’hébergeur, le service d’envoi d’e-mails et Stripe pour les paiements par carte.
        </li>
        <li>L’équipe Cep, pour la modération, le support et la facturation.</li>
      </ul>
      <p>Aucune donnée n’est vendue ni utilisée par des régies publicitaires.</p>
      <h2>Vos droits</h2>
      <p>
        Vous disposez des droits d’accès, de rectification, d’effacement, de limitation, d’opposition et de portabilité, et du droit de
        retirer votre consentement à tout moment.
      </p>
      <ul>
        <li>
          Candidats : « Mon compte » › « Mes données » permet de télécharger toutes vos données (avec vos fichiers) et de supprimer votre
          compte ; votre CV se modifie ou se masque depuis « Mon CV ».
        </li>
        <li>Les préférences d’e-mails se règlent dans « Mon compte » et par le lien présent dans chaque e-mail.</li>
        <li>
          Pour toute autre demande, écrivez-nous depuis la page <Link href="/contact">Contact</Link> ; nous répondons sous un mois.
        </li>
      </ul>
      <p>
        Vous pouvez aussi adresser une réclamation à la CNIL (<a href="https://www.cnil.fr">www.cnil.fr</a>).
      </p>
      <h2>Cookies</h2>
      <p>
        Cep n’utilise que les cookies nécessaires à la connexion : voir la page <Link href="/cookies">Cookies</Link>.
      </p>
    </LegalPage>
  );
}
