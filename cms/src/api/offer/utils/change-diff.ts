import type { Core } from '@strapi/strapi';
import { harvestFacts, OFFER_LANGUAGES, OFFER_PAGE_WORDS, type OfferLanguage, type OfferTranslation, type PublicOffer } from '@cep/domain';
import { pendingChange } from '../services/changes';
import { OFFER_RELATIONS, type Offer } from './attributes';
import { toPlainText } from '../../../utils/rich-text';
import { toPublicOffer } from './public-offer';
import { UIDS } from '../../../uids';

/** One part of the offer a pending change alters, as a moderator reads it: before and after, in plain words. */
export interface ChangedPart {
  champ: ChangedKey;
  avant: string;
  apres: string;
}

/** What candidates see of an offer, and the application address only staff see: what a moderator weighs. */
const COMPARED = [
  'titre',
  'contrat',
  'texte',
  'formationCandidat',
  'detailPlus',
  'pays',
  'ville',
  'teletravail',
  'autresLieux',
  'domaines',
  'experience',
  'niveauEtude',
  'remuneration',
  'avantages',
  'langues',
  'duree',
  'vendanges',
  'vendangesDetail',
  'permisMobile',
  'photo',
  'candidature',
  'entreprise',
] as const satisfies ReadonlyArray<keyof PublicOffer>;

/** Each translation is one part (issue #41 item 1): public text a moderator weighs like the French one. */
export type ChangedKey = (typeof COMPARED)[number] | 'candidatureEmail' | `traductions.${OfferLanguage}`;

/** A value of the public offer as text ('' when empty); the rich texts without their markup. */
function asText(key: (typeof COMPARED)[number], offer: PublicOffer): string {
  switch (key) {
    case 'contrat':
      return offer.contrat.libelle;
    case 'texte':
    case 'formationCandidat':
    case 'detailPlus':
      return toPlainText(offer[key]);
    case 'remuneration': {
      const pay = offer.remuneration;
      return pay ? `${pay.min ?? '—'} – ${pay.max ?? '—'} € / ${pay.periode}` : '';
    }
    case 'langues':
      return offer.langues.map((l) => `${l.langue} (${l.niveau})`).join(', ');
    case 'candidature':
      return offer.candidature ? (offer.candidature.mode === 'url' ? (offer.candidature.url ?? '') : 'Sur Cep') : '';
    case 'entreprise':
      return offer.entreprise?.nom ?? '';
    case 'vendangesDetail':
      return offer.vendangesDetail
        ? harvestFacts(offer.vendangesDetail)
            .map((fact) => `${fact.label} : ${fact.value}`)
            .join(' · ')
        : '';
    default: {
      const value = offer[key];
      if (typeof value === 'boolean') return value ? 'oui' : 'non';
      if (Array.isArray(value)) return value.join(', ');
      return value === null || value === undefined ? '' : String(value);
    }
  }
}

/** A translation as text: its title, then each text under the heading the offer page gives it ('' without one). */
function translationText(translation: OfferTranslation | undefined): string {
  if (!translation) return '';
  const texts: Array<[string, string]> = [
    [OFFER_PAGE_WORDS.description, translation.texte],
    [OFFER_PAGE_WORDS.candidate, translation.formationCandidat],
    [OFFER_PAGE_WORDS.more, translation.detailPlus],
  ];
  return [translation.titre, ...texts.flatMap(([heading, html]) => (html ? [`${heading} :\n${toPlainText(html)}`] : []))].join('\n\n');
}

/**
 * The parts of the offer its pending change alters, read on the public page's own data (`toPublicOffer`) for the
 * published version and for the one the change would make, so the moderator sees what candidates would see change.
 */
export async function changedParts(
  strapi: Core.Strapi,
  row: Offer,
): Promise<{ soumiseLe: string; parties: ChangedPart[]; apercu: PublicOffer } | null> {
  const change = pendingChange(row.modification);
  if (!change) return null;
  const companyId = change.colonnes.company;
  const company =
    typeof companyId === 'number' && companyId !== Number(row.company?.id)
      ? await strapi.documents(UIDS.company).findFirst({ filters: { id: companyId }, ...OFFER_RELATIONS.company })
      : row.company;
  const proposed = { ...row, ...change.colonnes, company } as Offer;
  const before = toPublicOffer(row);
  const after = toPublicOffer(proposed);
  const parties: ChangedPart[] = COMPARED.flatMap((champ) => {
    const [avant, apres] = [asText(champ, before), asText(champ, after)];
    return avant === apres ? [] : [{ champ, avant, apres }];
  });
  for (const language of OFFER_LANGUAGES) {
    const avant = translationText(before.traductions[language]);
    const apres = translationText(after.traductions[language]);
    if (avant !== apres) parties.push({ champ: `traductions.${language}`, avant, apres });
  }
  const [mailBefore, mailAfter] = [row, proposed].map((o) => (o.offreModeReception === 'mail' ? (o.offreMail ?? '') : ''));
  if (mailBefore !== mailAfter) parties.push({ champ: 'candidatureEmail', avant: mailBefore ?? '', apres: mailAfter ?? '' });
  return { soumiseLe: change.soumiseLe, parties, apercu: after };
}
