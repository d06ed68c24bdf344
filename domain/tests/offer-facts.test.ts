import { offerFacts, payText, type PublicOffer } from '../src';
import { offer } from './fixtures/public-offer';

/** Intl writes French amounts with no-break spaces; the expectations are typed with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const plainFacts = (o: PublicOffer) => offerFacts(o).map((fact) => ({ label: fact.label, value: plain(fact.value) }));

describe('an offer in brief, as its page and the moderation view show it', () => {
  it('lists only what the recruiter filled in, in French', () => {
    expect(plainFacts(offer)).toEqual([
      { label: 'Contrat', value: 'CDD' },
      { label: 'Durée', value: '1 mois' },
      { label: 'Lieu', value: 'Pauillac, Gironde (33)' },
      { label: 'Rémunération', value: '11,88 € à 13 € brut de l’heure' },
      { label: 'Expérience', value: 'Débutant accepté' },
      { label: 'Domaines', value: 'Viticulture et travaux de la vigne' },
      { label: 'Publiée le', value: '1er septembre 2026' },
      { label: 'Jusqu’au', value: '31 octobre 2026' },
    ]);
  });

  it('names the country of an offer abroad, and lists languages, benefits and the study level', () => {
    const abroad: PublicOffer = {
      ...offer,
      pays: 'ES',
      ville: 'Haro',
      duree: null,
      remuneration: null,
      experience: null,
      niveauEtude: 'Bac+2',
      domaines: [],
      langues: [{ langue: 'Espagnol', niveau: 'Courant' }],
      avantages: ['Logement', 'Repas'],
      datePublication: null,
      dateExpiration: null,
    };
    expect(plainFacts(abroad)).toEqual([
      { label: 'Contrat', value: 'CDD' },
      { label: 'Lieu', value: 'Haro (ES)' },
      { label: 'Niveau d’études', value: 'Bac+2' },
      { label: 'Langues', value: 'Espagnol (Courant)' },
      { label: 'Avantages', value: 'Logement, Repas' },
    ]);
  });

  it('says a pay range, a floor or a ceiling', () => {
    expect(plain(payText(24000, 28000, 'an'))).toBe('24 000 € à 28 000 € brut par an');
    expect(plain(payText(2100, null, 'mois'))).toBe('À partir de 2 100 € brut par mois');
    expect(plain(payText(0, 14, 'heure'))).toBe('Jusqu’à 14 € brut de l’heure');
  });
});
