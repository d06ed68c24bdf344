/**
 * The harvest worker's path in six languages (issue #41 item 2): the language switch, and what a translated offer
 * says of its translation.
 */
export const languages = {
  languages: {
    switchLabel: 'Langue',
    /** Under the switch, in the chosen language, on a page that exists in French only. */
    frenchOnly: 'Cette page n’existe qu’en français.',
    translatedBy: 'Traduction écrite par le recruteur. La version française fait foi.',
    readInFrench: 'Lire l’offre en français',
    notTranslated: 'Cette offre n’a pas de traduction dans votre langue : voici sa version française.',
  },
} as const;
