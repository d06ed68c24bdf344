import type { Metadata } from 'next';
import Link from 'next/link';
import { LegalPage } from '@/components/legal/LegalPage';
import { legalRoutes } from '@cep/domain/contracts';
import { read } from '@/lib/cms/call';
import { fr } from '@/lib/i18n/fr';

const page = fr.legal.pages.mentions;

export const metadata: Metadata = {
  title: page.title,
  description: 'Éditeur, directeur de la publication et hébergeur de Cep.',
  alternates: { canonical: page.href },
};

/** Mentions légales (LCEN art. 6 III): the publisher comes from the cms's configuration, the one of invoices. */
export default async function LegalNoticePage() {
  // Null until production sets it (cms/.env.example).
  const publisher = (await read(legalRoutes.publisher, {}))?.data ?? null;
  return (
    <LegalPage title={page.title}>
      {publisher ? (
        <>
          <h2>Éditeur</h2>
          <p>
            Cep est édité par {publisher.raisonSociale}, {publisher.formeJuridique}, dont le siège est situé {publisher.adresse},
            immatriculée au {publisher.rcs}, numéro de TVA intracommunautaire {publisher.tva}.
          </p>
          <p>
            Téléphone : {publisher.telephone} — e-mail : <a href={`mailto:${publisher.email}`}>{publisher.email}</a>.
          </p>
          <h2>Directeur de la publication</h2>
          <p>{publisher.directeur}.</p>
          <h2>Hébergeur</h2>
          <p>
            {publisher.hebergeur.nom}, {publisher.hebergeur.adresse}, téléphone {publisher.hebergeur.telephone}.
          </p>
        </>
      ) : (
        <p role="note">{fr.legal.notConfigured}</p>
      )}
      <h2>Photographies</h2>
      <p>
        Les photographies du site sont sous licence libre ; leurs auteurs, licences et sources sont sur la page{' '}
        <Link href={fr.legal.pages.photos.href}>{fr.legal.pages.photos.title}</Link>.
      </p>
      <h2>Contenus publiés par les utilisateurs</h2>
      <p>
        Les offres, pages d’entreprise et d’école, articles et messages sont publiés par les recruteurs, les écoles et les candidats, sous
        leur responsabilité. Les offres et les articles des entreprises et des écoles sont relus par l’équipe Cep avant leur mise en ligne.
      </p>
      <p>
        Pour signaler un contenu illicite, écrivez-nous depuis la page <Link href="/contact">Contact</Link> en indiquant l’adresse de la
        page, le contenu en cause et les raisons du signalement ; une conversation de la messagerie se signale depuis la conversation
        elle-même (« Signaler »). Chaque signalement est lu par l’équipe et reçoit une réponse.
      </p>
      <h2>Propriété intellectuelle</h2>
      <p>
        La marque Cep, le site et ses textes sont protégés. Les contenus des utilisateurs restent leur propriété ; en les publiant sur Cep,
        ils autorisent leur affichage sur le site le temps de leur publication.
      </p>
    </LegalPage>
  );
}
