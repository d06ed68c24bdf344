import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  campaignOf,
  candidateRegistrationSchema,
  parseForm,
  recruiterRegistrationSchema,
  sameSitePath,
  schoolRegistrationSchema,
} from '@cep/domain';
import { refuse } from '../../../utils/respond';
import { openAccount } from '../../account/services/open-account';
import { registration, type NewAccount } from '../services/registration';

/**
 * Sign-up endpoints (spec 01 §7): the role comes from the endpoint, never from the body; the body is
 * checked by the same schema as the site's form and errors come back as a field → message map.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  /** The account and its confirmation e-mail were committed together; the worker sends the e-mail. */
  function answerCreated(ctx: Context, account: NewAccount) {
    ctx.body = { code: 200, id: account.documentId };
  }

  type Extras = { campagne?: unknown; retour?: unknown };
  const extrasOf = (ctx: Context) => (ctx.request.body ?? {}) as Extras;
  /**
   * What the form carries beside its fields, read apart, never refused: the visit's campaigns (`campagne`, a
   * malformed one dropped) and the page the sign-up served (`retour`, kept only as a path of the site).
   */
  const extrasIn = (ctx: Context) => ({ campagne: campaignOf(extrasOf(ctx).campagne), retour: sameSitePath(extrasOf(ctx).retour) });
  /** The form's own fields: the strict schemas refuse any other key. */
  const fieldsOf = (ctx: Context) => {
    const { campagne: _campaign, retour: _retour, ...fields } = (ctx.request.body ?? {}) as Record<string, unknown>;
    return fields;
  };

  return {
    async candidat(ctx: Context) {
      const parsed = parseForm(candidateRegistrationSchema, fieldsOf(ctx));
      if (!parsed.ok) return refuse(ctx, parsed.errors);
      const { email, prenom, nom, plainPassword } = parsed.data;
      const taken = await registration(strapi).emailTaken(email);
      if (taken) return refuse(ctx, taken);
      answerCreated(
        ctx,
        await registration(strapi).createUser('candidat', { email, prenom, nom, password: plainPassword.first, ...extrasIn(ctx) }),
      );
    },

    /** A recruiter opens the company account and owns it (manages its users). */
    async recruteur(ctx: Context) {
      const parsed = parseForm(recruiterRegistrationSchema, fieldsOf(ctx));
      if (!parsed.ok) return refuse(ctx, parsed.errors);
      const { email, prenom, nom, telephone, societeRaisonsocial, secteurActivite, plainPassword } = parsed.data;
      const taken = await registration(strapi).emailTaken(email);
      if (taken) return refuse(ctx, taken);
      const user = await openAccount(
        strapi,
        { type: 'entreprise', company: { societeRaisonsocial, secteurActivite } },
        { email, prenom, nom, telephone, password: plainPassword.first, ...extrasIn(ctx) },
      );
      answerCreated(ctx, user);
    },

    async ecole(ctx: Context) {
      const parsed = parseForm(schoolRegistrationSchema, fieldsOf(ctx));
      if (!parsed.ok) return refuse(ctx, parsed.errors);
      const { email, prenom, nom, telephone, ecoleNom, plainPassword } = parsed.data;
      const taken = await registration(strapi).emailTaken(email);
      if (taken) return refuse(ctx, taken);
      const user = await openAccount(
        strapi,
        { type: 'ecole', school: { ecoleNom } },
        { email, prenom, nom, telephone, password: plainPassword.first, ...extrasIn(ctx) },
      );
      answerCreated(ctx, user);
    },

    /** GET /api/inscription/confirmation?token= — the link of the confirmation e-mail. */
    async confirmation(ctx: Context) {
      const token = typeof ctx.query.token === 'string' ? ctx.query.token : '';
      ctx.body = { code: token && (await registration(strapi).confirmEmail(token)) ? 200 : 404 };
    },
  };
};
