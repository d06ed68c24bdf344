import type { Metadata } from 'next';
import { LegalPage } from '@/components/legal/LegalPage';
import { fr } from '@/lib/i18n/fr';

const page = fr.legal.pages.cookies;

export const metadata: Metadata = {
  title: page.title,
  description: 'Cep ne dépose aucun cookie de suivi ni de publicité : seulement ceux de la connexion.',
  alternates: { canonical: page.href },
};

/**
 * Cookies (issue #16 item 10): Cep sets no tracking cookie, so it shows no banner. This page lists what the
 * browser keeps, and must stay true: a new cookie or storage key belongs here before it ships.
 */
export default function CookiesPage() {
  return (
    <LegalPage title={page.title}>
      <p>
        <strong>Cep ne dépose aucun cookie de mesure d’audience, de publicité ou de réseau social.</strong> C’est pourquoi aucun bandeau ne
        vous demande votre consentement : les seuls éléments gardés par votre navigateur sont nécessaires au service que vous demandez
        (CNIL, lignes directrices du 17 septembre 2020).
      </p>
      <div className="overflow-x-auto">
        <table>
          <caption className="sr-only">Ce que le navigateur garde</caption>
          <thead>
            <tr>
              <th scope="col">Nom</th>
              <th scope="col">Type</th>
              <th scope="col">À quoi il sert</th>
              <th scope="col">Durée</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">cep_access</th>
              <td>Cookie (httpOnly)</td>
              <td>Vous garder connecté pendant votre visite</td>
              <td>10 minutes, renouvelé</td>
            </tr>
            <tr>
              <th scope="row">cep_refresh</th>
              <td>Cookie (httpOnly)</td>
              <td>Rester connecté d’une visite à l’autre, jusqu’à la déconnexion</td>
              <td>30 jours</td>
            </tr>
            <tr>
              <th scope="row">cep_campagne</th>
              <td>Stockage de session de l’onglet</td>
              <td>
                Retenir la campagne (paramètres utm_ du lien suivi) pour l’associer à une inscription ou une commande de la même visite
              </td>
              <td>Jusqu’à la fermeture de l’onglet</td>
            </tr>
            <tr>
              <th scope="row">cep.achat-en-attente</th>
              <td>Stockage local</td>
              <td>Retrouver le pack choisi après la connexion</td>
              <td>30 minutes</td>
            </tr>
          </tbody>
        </table>
      </div>
      <p>
        Le paiement par carte se fait sur la page de Stripe, qui dépose ses propres cookies de sécurité contre la fraude, sur son domaine
        seulement. Les vidéos des pages d’écoles ne se chargent qu’après un clic sur « Lire la vidéo ».
      </p>
    </LegalPage>
  );
}
