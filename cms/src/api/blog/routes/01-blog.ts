import { member } from '../../../utils/membership';
import type { AccountType } from '../../account/services/current-membership';

const SIDES: Array<{ prefix: string; type: AccountType }> = [
  { prefix: '/recrutement', type: 'entreprise' },
  { prefix: '/ecole', type: 'ecole' },
];

// Writes need a running subscription (spec 02 §4 subscription lock on the article pages): refused here too.
const accountRoutes = SIDES.flatMap(({ prefix, type }) => [
  { method: 'GET', path: `${prefix}/blog/gestion`, handler: 'account-blog.list', config: member({ type }) },
  { method: 'GET', path: `${prefix}/blog/article/:id`, handler: 'account-blog.findOne', config: member({ type }) },
  { method: 'POST', path: `${prefix}/blog/article`, handler: 'account-blog.create', config: member({ type, subscribed: true }) },
  { method: 'PUT', path: `${prefix}/blog/article/:id`, handler: 'account-blog.update', config: member({ type, subscribed: true }) },
  { method: 'POST', path: `${prefix}/blog/desactiver/:id`, handler: 'account-blog.deactivate', config: member({ type, subscribed: true }) },
  { method: 'DELETE', path: `${prefix}/blog/delete/:id`, handler: 'account-blog.remove', config: member({ type, subscribed: true }) },
]);

/** The blog (spec 02 §2, §7): public reads and likes, then each account's management. */
export default {
  routes: [
    { method: 'GET', path: '/blog/articles', handler: 'blog.list', config: { auth: false } },
    { method: 'GET', path: '/blog/categories', handler: 'blog.categories', config: { auth: false } },
    { method: 'GET', path: '/blog/article/:slug', handler: 'blog.findOne', config: { auth: false } },
    { method: 'GET', path: '/blog/:id/like', handler: 'blog.likeState', config: { auth: false } },
    { method: 'POST', path: '/blog/:id/like', handler: 'blog.like', config: { auth: false } },
    { method: 'POST', path: '/blog/:id/dislike', handler: 'blog.dislike', config: { auth: false } },
    { method: 'GET', path: '/plan/blog', handler: 'blog.sitemap', config: { auth: false } },
    { method: 'GET', path: '/temoignages', handler: 'blog.testimonials', config: { auth: false } },
    ...accountRoutes,
  ],
};
