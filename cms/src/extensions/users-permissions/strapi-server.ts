import type { Core } from '@strapi/strapi';

type PluginWithUser = Core.Plugin & {
  contentTypes: { user: { schema: { attributes: Record<string, unknown> } } };
};

/** Cep's users: a person's name, and the company (recruiters) or school they belong to. */
export default (plugin: PluginWithUser) => {
  Object.assign(plugin.contentTypes.user.schema.attributes, {
    prenom: { type: 'string' },
    nom: { type: 'string' },
    company: { type: 'relation', relation: 'manyToOne', target: 'api::company.company', inversedBy: 'recruteurs' },
    school: { type: 'relation', relation: 'manyToOne', target: 'api::school.school', inversedBy: 'membres' },
  });
  return plugin;
};
