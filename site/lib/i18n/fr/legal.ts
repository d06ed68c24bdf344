/** The legal and trust pages' titles and links (issue #16 item 10); their text is in each page. */
export const legal = {
  legal: {
    nav: 'Informations légales',
    updated: 'Mise à jour : 23 novembre 2026',
    pages: {
      mentions: { href: '/mentions-legales', title: 'Mentions légales' },
      conditions: { href: '/conditions-generales', title: 'Conditions générales d’utilisation et de vente' },
      confidentialite: { href: '/confidentialite', title: 'Politique de confidentialité' },
      cookies: { href: '/cookies', title: 'Cookies' },
      accessibilite: { href: '/accessibilite', title: 'Déclaration d’accessibilité' },
      photos: { href: '/credits-photos', title: 'Crédits photographiques' },
    },
    /** `/credits-photos` (issue #42 item 5): what each photograph's licence asks the site to say. */
    credits: {
      lead: 'Les photographies de Cep viennent de Wikimedia Commons, sous licence libre. Pour chacune : son auteur, sa licence, sa source.',
      author: (name: string) => `Photo : ${name}`,
      licence: 'Licence',
      source: 'Source : Wikimedia Commons',
      changed: 'Image recadrée et recompressée.',
      shareAlike: (licence: string) => `Cette version modifiée est diffusée sous la même licence, ${licence}.`,
      publicDomain: 'Dédiée au domaine public : aucun crédit n’est exigé, il est donné par courtoisie.',
    },
    notConfigured: 'Les informations de l’éditeur ne sont pas encore renseignées sur ce serveur. Écrivez-nous depuis la page Contact.',
  },
} as const;
