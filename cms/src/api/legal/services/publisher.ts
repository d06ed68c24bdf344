import type { PublisherIdentity } from '@cep/domain';
import { seller } from '../../commerce';

/** Beyond the seller's identity, what the legal notice names (LCEN art. 6 III): who answers for the content, the host. */
export const PUBLISHER_ENV = {
  directeur: 'CEP_DIRECTEUR_PUBLICATION',
  telephone: 'CEP_TELEPHONE',
  hebergeurNom: 'CEP_HEBERGEUR_NOM',
  hebergeurAdresse: 'CEP_HEBERGEUR_ADRESSE',
  hebergeurTelephone: 'CEP_HEBERGEUR_TELEPHONE',
} as const;

const DEMO: Record<keyof typeof PUBLISHER_ENV, string> = {
  directeur: 'Camille Martin (démonstration)',
  telephone: '05 00 00 00 00',
  hebergeurNom: 'Hébergeur de démonstration',
  hebergeurAdresse: '1 rue de l’Hébergement, 75000 Paris',
  hebergeurTelephone: '01 00 00 00 00',
};

/**
 * The publisher of Cep for the legal notice: the company that invoices (the `CEP_VENDEUR_*` variables, one
 * identity for both) with the publication director and the host. Like invoices, production has no defaults:
 * until every value is set the answer is null and the page says the notice is not configured.
 */
export function publisher(env: NodeJS.ProcessEnv = process.env): PublisherIdentity | null {
  const company = seller(env);
  if (!company || (env.NODE_ENV === 'production' && Object.values(PUBLISHER_ENV).some((name) => !env[name]?.trim()))) return null;
  const value = (key: keyof typeof PUBLISHER_ENV) => env[PUBLISHER_ENV[key]]?.trim() || DEMO[key];
  return {
    raisonSociale: company.raisonSociale,
    formeJuridique: company.formeJuridique,
    adresse: `${company.adresse}, ${company.codePostal ?? ''} ${company.ville}`,
    rcs: company.rcs,
    tva: company.tva ?? '',
    email: company.email,
    telephone: value('telephone'),
    directeur: value('directeur'),
    hebergeur: { nom: value('hebergeurNom'), adresse: value('hebergeurAdresse'), telephone: value('hebergeurTelephone') },
  };
}
