/**
 * The home page's carousels and testimonial slider, the only words of the home page its browser code needs:
 * kept apart from ./home, whose other words the server draws.
 */
export const slider = {
  slider: {
    testimonials: 'Ils ont trouvé leur place',
    previous: 'Précédent',
    next: 'Suivant',
    pause: 'Pause',
    play: 'Lecture',
    slide: (n: number, total: number) => `${n} sur ${total}`,
  },
} as const;
