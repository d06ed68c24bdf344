import { z } from '../zod';
import { messages } from '../messages';
import { COMPANY_SIZES, ids } from '../referentials';
import { videoEmbed } from '../pages';
import { checkbox, cityField, creationYearField, emptyToUndefined, optionalText, postalCodeField, requiredText, urlField } from './fields';

/**
 * A company's or a subsidiary's public page (spec 02 §3): the name, the presentation (rich text), the size,
 * the sector, the creation year, a website, and for a subsidiary its brand register and whether its brand is
 * shown. Every field but the name may wait while the page is a draft (spec 02 §4); `pageMissing` says what
 * going online needs.
 */
export const companyPageSchema = z.object({
  societeRaisonsocial: requiredText(255),
  description: optionalText(20000),
  nombreSalaries: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: messages.champObligatoire })
      .refine((v) => ids(COMPANY_SIZES).includes(v), { error: messages.champObligatoire })
      .optional(),
  ),
  secteurActivite: optionalText(120),
  societeDatecreation: z.preprocess(emptyToUndefined, creationYearField().optional()),
  siteWeb: z.preprocess(emptyToUndefined, urlField().optional()),
  registreMarque: optionalText(255),
  diffusionMarque: checkbox(),
});

/** An optional YouTube or Vimeo address: the only ones a page can play (anything else would be dropped silently). */
export const videoUrlField = () =>
  z.preprocess(
    emptyToUndefined,
    urlField()
      .refine((url) => videoEmbed(url) !== null, { error: messages.videoInvalide })
      .optional(),
  );

/** The school's public page (spec 01 §3, §5): its name comes from the account, so a draft needs nothing more. */
export const schoolPageSchema = z.object({
  description: optionalText(20000),
  adresseVille: z.preprocess(emptyToUndefined, cityField().optional()),
  adresseCp: z.preprocess(emptyToUndefined, postalCodeField().optional()),
  urlVideo: videoUrlField(),
  fraisScolarite: optionalText(255),
});

export type CompanyPage = z.infer<typeof companyPageSchema>;
export type SchoolPage = z.infer<typeof schoolPageSchema>;
