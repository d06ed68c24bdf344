const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

/** `/vendanges`, the harvest season's landing page (issue #40 item 7). */
export const harvestLanding = {
  harvestLanding: {
    metaTitle: 'Travail de vendanges : les offres de la saison',
    metaDescription:
      'Les offres de vendanges de la saison par région viticole, les premiers départs, celles avec logement : postulez sans CV, à plusieurs offres en une fois.',
    title: 'Trouver un travail de vendanges',
    lead: 'Les offres de la saison, par région viticole. Postulez sans CV, et à plusieurs offres en une fois.',
    all: (n: number) => (n === 1 ? 'Voir l’offre de vendanges' : `Voir les ${n} offres de vendanges`),
    housed: (n: number) => `Avec logement (${n})`,
    byRegion: 'Par région viticole',
    regionLink: (nom: string, n: number) => `${nom} · ${plural(n, 'offre', 'offres')}`,
    mapAlt: (n: number) =>
      `Carte de France des départements, chacun d’autant plus foncé qu’il a d’offres de vendanges (${plural(n, 'offre', 'offres')} en tout).`,
    mapCredit: 'Fond de carte : svg-maps, Victor Cazanave, licence CC BY 4.0.',
    soonest: 'Les premiers départs',
    withHousing: 'Logé sur place ou en camping',
    seeAll: 'Voir tout',
    none: 'Pas encore d’offre de vendanges pour la saison : créez une alerte depuis la recherche, vous serez prévenu par e-mail.',
    availabilityTitle: 'Dites une fois quand vous êtes disponible',
    availability:
      'Indiquez vos dates, vos régions, si vous avez un véhicule ou votre logement : ces disponibilités partent avec chaque candidature, et vous pouvez cocher jusqu’à 10 offres pour postuler en une fois.',
    availabilityLink: 'Indiquer mes disponibilités',
  },
} as const;
