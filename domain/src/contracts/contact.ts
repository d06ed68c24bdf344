import { z } from '../zod';
import { CONTACT_HONEYPOT, CONTACT_PROFILES } from '../schemas/content';
import type { Confirmation } from '../responses/form';
import { route } from './route';

/**
 * The contact form as it travels: the honeypot is looked at first (a robot that filled it gets the success it expects,
 * and nothing is kept), then the fields are checked by `publicContactSchema` with the path's profile; the visit's
 * campaign (`campagne`, an object or its JSON text) is dropped when malformed.
 */
export const contactRequest = z.looseObject({
  [CONTACT_HONEYPOT]: z.unknown().optional(),
  campagne: z.unknown().optional(),
});

/** The public contact page's forms (spec 02 §2, §3, §7, §8): one action per profile. */
export const contactRoutes = {
  send: route<Confirmation>()({
    method: 'POST',
    path: '/contact/:profil(recruteur|candidat|ecole)',
    summary: 'A visitor’s message to Cep, for the profile’s team; it sends e-mails, so it is throttled per client.',
    access: { public: true },
    params: z.object({ profil: z.enum(CONTACT_PROFILES) }),
    body: contactRequest,
    refusals: [400],
    // « Une erreur s'est produite. Veuillez réessayer. », as the form says it.
    readable: [500],
    throttle: { rule: 'contact' },
  }),
};
