import type { Core } from '@strapi/strapi';
import {
  campaignOf,
  candidateRegistrationSchema,
  languageOrFrench,
  parseForm,
  recruiterRegistrationSchema,
  sameSitePath,
  schoolRegistrationSchema,
} from '@cep/domain';
import type { inscriptionRoutes } from '@cep/domain/contracts';
import type { Handlers } from '../../../contracts/implement';
import { refuse } from '../../../contracts/refusal';
import { openAccount } from '../../account';
import { registration } from '../../../users/registration';

type Request = { campagne?: unknown; retour?: unknown; langue?: unknown } & Record<string, unknown>;

/**
 * What the form carries beside its fields, read apart, never refused: the visit's campaigns (`campagne`, a
 * malformed one dropped), the page the sign-up served (`retour`, kept only as a path of the site) and the site's
 * language (`langue`, French unless one of ours).
 */
const extrasIn = (body: Request) => ({
  campagne: campaignOf(body.campagne),
  retour: sameSitePath(body.retour),
  langue: languageOrFrench(body.langue),
});

/** The form's own fields: the strict schemas refuse any other key. */
function fieldsOf(body: Request) {
  const { campagne: _campaign, retour: _retour, langue: _langue, ...fields } = body;
  return fields;
}

/**
 * Sign-up endpoints (spec 01 §7): the role comes from the endpoint, never from the body; the body is checked by the
 * same schema as the site's form and errors come back as a field → message map. The account and its confirmation
 * e-mail are committed together; the worker sends the e-mail.
 */
export const visitorHandlers = (strapi: Core.Strapi): Handlers<typeof inscriptionRoutes> => ({
  async candidat({ body }) {
    const parsed = parseForm(candidateRegistrationSchema, fieldsOf(body));
    if (!parsed.ok) return refuse.invalid(parsed.errors);
    const { email, prenom, nom, plainPassword } = parsed.data;
    const taken = await registration(strapi).emailTaken(email);
    if (taken) return refuse.invalid(taken);
    const user = await registration(strapi).createUser('candidat', {
      email,
      prenom,
      nom,
      password: plainPassword.first,
      ...extrasIn(body),
    });
    return { code: 200, id: user.documentId };
  },

  /** A recruiter opens the company account and owns it (manages its users). */
  async recruteur({ body }) {
    const parsed = parseForm(recruiterRegistrationSchema, fieldsOf(body));
    if (!parsed.ok) return refuse.invalid(parsed.errors);
    const { email, prenom, nom, telephone, societeRaisonsocial, secteurActivite, plainPassword } = parsed.data;
    const taken = await registration(strapi).emailTaken(email);
    if (taken) return refuse.invalid(taken);
    const user = await openAccount(
      strapi,
      { type: 'entreprise', company: { societeRaisonsocial, secteurActivite } },
      { email, prenom, nom, telephone, password: plainPassword.first, ...extrasIn(body) },
    );
    return { code: 200, id: user.documentId };
  },

  async ecole({ body }) {
    const parsed = parseForm(schoolRegistrationSchema, fieldsOf(body));
    if (!parsed.ok) return refuse.invalid(parsed.errors);
    const { email, prenom, nom, telephone, ecoleNom, plainPassword } = parsed.data;
    const taken = await registration(strapi).emailTaken(email);
    if (taken) return refuse.invalid(taken);
    const user = await openAccount(
      strapi,
      { type: 'ecole', school: { ecoleNom } },
      { email, prenom, nom, telephone, password: plainPassword.first, ...extrasIn(body) },
    );
    return { code: 200, id: user.documentId };
  },

  /** GET /api/inscription/confirmation?token= — the link of the confirmation e-mail: `code` 404 (HTTP 200) when spent. */
  async confirmation({ query }) {
    return { code: query.token && (await registration(strapi).confirmEmail(query.token)) ? 200 : 404 };
  },
});
