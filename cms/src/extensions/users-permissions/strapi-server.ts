import type { Core } from '@strapi/strapi';

type PluginWithUser = Core.Plugin & {
  contentTypes: { user: { schema: { attributes: Record<string, unknown> } } };
};

/** Cep's users: a person's name and phone, the company (recruiters) or school they belong to. */
export default (plugin: PluginWithUser) => {
  Object.assign(plugin.contentTypes.user.schema.attributes, {
    prenom: { type: 'string' },
    nom: { type: 'string' },
    telephone: { type: 'string' },
    fonction: { type: 'string' },
    // The recruiter who opened the company account manages its users (docs/decisions.md).
    proprietaire: { type: 'boolean', default: false },
    // Hash of the single-use reset token (the token itself only travels by e-mail) and its expiry.
    resetPasswordExpiresAt: { type: 'datetime', private: true, configurable: false },
    company: { type: 'relation', relation: 'manyToOne', target: 'api::company.company', inversedBy: 'recruteurs' },
    school: { type: 'relation', relation: 'manyToOne', target: 'api::school.school', inversedBy: 'membres' },
  });
  return plugin;
};
