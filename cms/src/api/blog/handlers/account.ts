import type { Core } from '@strapi/strapi';
import { createArticleSchema, messages, parseForm } from '@cep/domain';
import type { blogManagementRoutes, blogRoutes } from '@cep/domain/contracts';
import type { Membership } from '../../../membership/current-membership';
import type { Upload } from '../../../private-files/uploads';
import { owned, type Handlers } from '../../../contracts/implement';
import { refuse } from '../../../contracts/refusal';
import { accountArticles, type AccountArticleRow } from '../services/account-articles';

type Routes = typeof blogRoutes;
/** The six routes of one area; the company's and the school's take the same input and give the same answers. */
type Management = (typeof blogManagementRoutes)['recrutement'];

const abonnement = (membership: Membership) => (membership.subscribed ? 1 : 0);

/**
 * A company's and a school's blog management (spec 02 §2, §7, §8), the same handlers on `/recrutement/blog/…` and
 * `/ecole/blog/…`: the account-member policy has checked the account's type (and, for writes, its running
 * subscription); every article is looked up within the caller's account (another account's: 404).
 */
function managementHandlers(strapi: Core.Strapi): Handlers<Management> {
  const articles = accountArticles(strapi);
  const notFound = () => refuse.notFound(messages.articleIntrouvable);

  /** The form (multipart: text fields and the `blogPhoto` file), for a new article or one of the account's. */
  async function save(membership: Membership, row: AccountArticleRow | null, body: Record<string, unknown>, cover: Upload | null) {
    const photo = cover?.bytes ?? null;
    const schema = createArticleSchema(membership.type === 'ecole' ? 'ecole' : 'entreprise');
    const parsed = parseForm(schema, { ...body, hasPhoto: Boolean(photo?.length || row?.photo) });
    if (!parsed.ok) return refuse.invalid(parsed.errors);
    const result = await articles.save(membership, row, parsed.data, photo);
    if (!result.ok) return result.status === 409 ? refuse.conflict(messages.articleDesactiverAvant) : refuse.invalid(result.errors);
    return {
      code: 200 as const,
      id: result.id,
      message: result.enValidation ? messages.articleEnValidation : messages.articleEnregistre,
    };
  }

  return {
    /** `?statut=&q=`: the state filter and words in the title. */
    async list({ query, membership }) {
      return { code: 200, articles: await articles.list(membership.accountId, query), abonnement: abonnement(membership) };
    },

    async findOne({ params, membership }) {
      const row = await articles.owned(membership.accountId, params.id);
      return row ? { code: 200, article: articles.form(row), abonnement: abonnement(membership) } : notFound();
    },

    create: ({ body, files, membership }) => save(membership, null, body, files.blogPhoto),

    update: owned(
      ({ params, membership }) => articles.owned(membership.accountId, params.id),
      ({ body, files, membership }, row) => save(membership, row, body, files.blogPhoto),
      messages.articleIntrouvable,
    ),

    /** 'Votre article a bien été désactivé !'; 409 when it is not published. */
    async deactivate({ params, membership }) {
      const row = await articles.owned(membership.accountId, params.id);
      if (!row) return notFound();
      if (!(await articles.deactivate(row))) return refuse.conflict(messages.articleNonPublie);
      return { code: 200, message: messages.articleDesactive };
    },

    /** A spec GET that changes data, so DELETE — 'Votre article a bien été supprimé !' */
    async remove({ params, membership }) {
      const row = await articles.owned(membership.accountId, params.id);
      if (!row) return notFound();
      await articles.remove(row);
      return { code: 200, message: messages.articleSupprime };
    },
  };
}

/** Both areas' management: the company's routes (`/recrutement/blog/…`) and the school's (`/ecole/blog/…`). */
export const accountHandlers = (
  strapi: Core.Strapi,
): Handlers<
  Pick<
    Routes,
    | 'companyList'
    | 'companyFindOne'
    | 'companyCreate'
    | 'companyUpdate'
    | 'companyDeactivate'
    | 'companyRemove'
    | 'schoolList'
    | 'schoolFindOne'
    | 'schoolCreate'
    | 'schoolUpdate'
    | 'schoolDeactivate'
    | 'schoolRemove'
  >
> => {
  const { list, findOne, create, update, deactivate, remove } = managementHandlers(strapi);
  return {
    companyList: list,
    companyFindOne: findOne,
    companyCreate: create,
    companyUpdate: update,
    companyDeactivate: deactivate,
    companyRemove: remove,
    schoolList: list,
    schoolFindOne: findOne,
    schoolCreate: create,
    schoolUpdate: update,
    schoolDeactivate: deactivate,
    schoolRemove: remove,
  };
};
