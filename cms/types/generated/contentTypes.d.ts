import type { Schema, Struct } from '@strapi/strapi';

export interface AdminApiToken extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_api_tokens';
  info: {
    description: '';
    displayName: 'Api Token';
    name: 'Api Token';
    pluralName: 'api-tokens';
    singularName: 'api-token';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    accessKey: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    adminPermissions: Schema.Attribute.Relation<'oneToMany', 'admin::permission'>;
    adminUserOwner: Schema.Attribute.Relation<'manyToOne', 'admin::user'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    description: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }> &
      Schema.Attribute.DefaultTo<''>;
    encryptedKey: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    expiresAt: Schema.Attribute.DateTime;
    kind: Schema.Attribute.Enumeration<['content-api', 'admin']> & Schema.Attribute.Required & Schema.Attribute.DefaultTo<'content-api'>;
    lastUsedAt: Schema.Attribute.DateTime;
    lifespan: Schema.Attribute.BigInteger;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::api-token'> & Schema.Attribute.Private;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    permissions: Schema.Attribute.Relation<'oneToMany', 'admin::api-token-permission'>;
    publishedAt: Schema.Attribute.DateTime;
    type: Schema.Attribute.Enumeration<['read-only', 'full-access', 'custom']> & Schema.Attribute.DefaultTo<'read-only'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface AdminApiTokenPermission extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_api_token_permissions';
  info: {
    description: '';
    displayName: 'API Token Permission';
    name: 'API Token Permission';
    pluralName: 'api-token-permissions';
    singularName: 'api-token-permission';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    action: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::api-token-permission'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    token: Schema.Attribute.Relation<'manyToOne', 'admin::api-token'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface AdminPermission extends Struct.CollectionTypeSchema {
  collectionName: 'admin_permissions';
  info: {
    description: '';
    displayName: 'Permission';
    name: 'Permission';
    pluralName: 'permissions';
    singularName: 'permission';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    action: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    actionParameters: Schema.Attribute.JSON & Schema.Attribute.DefaultTo<{}>;
    apiToken: Schema.Attribute.Relation<'manyToOne', 'admin::api-token'>;
    conditions: Schema.Attribute.JSON & Schema.Attribute.DefaultTo<[]>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::permission'> & Schema.Attribute.Private;
    properties: Schema.Attribute.JSON & Schema.Attribute.DefaultTo<{}>;
    publishedAt: Schema.Attribute.DateTime;
    role: Schema.Attribute.Relation<'manyToOne', 'admin::role'>;
    subject: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface AdminRole extends Struct.CollectionTypeSchema {
  collectionName: 'admin_roles';
  info: {
    description: '';
    displayName: 'Role';
    name: 'Role';
    pluralName: 'roles';
    singularName: 'role';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    code: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    description: Schema.Attribute.String;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::role'> & Schema.Attribute.Private;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    permissions: Schema.Attribute.Relation<'oneToMany', 'admin::permission'>;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    users: Schema.Attribute.Relation<'manyToMany', 'admin::user'>;
  };
}

export interface AdminSession extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_sessions';
  info: {
    description: 'Session Manager storage';
    displayName: 'Session';
    name: 'Session';
    pluralName: 'sessions';
    singularName: 'session';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
    i18n: {
      localized: false;
    };
  };
  attributes: {
    absoluteExpiresAt: Schema.Attribute.DateTime & Schema.Attribute.Private;
    childId: Schema.Attribute.String & Schema.Attribute.Private;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    deviceId: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private;
    expiresAt: Schema.Attribute.DateTime & Schema.Attribute.Required & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::session'> & Schema.Attribute.Private;
    metadata: Schema.Attribute.JSON & Schema.Attribute.Private;
    origin: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    sessionId: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private & Schema.Attribute.Unique;
    status: Schema.Attribute.String & Schema.Attribute.Private;
    type: Schema.Attribute.String & Schema.Attribute.Private;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    userId: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private;
  };
}

export interface AdminTransferToken extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_transfer_tokens';
  info: {
    description: '';
    displayName: 'Transfer Token';
    name: 'Transfer Token';
    pluralName: 'transfer-tokens';
    singularName: 'transfer-token';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    accessKey: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    description: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }> &
      Schema.Attribute.DefaultTo<''>;
    expiresAt: Schema.Attribute.DateTime;
    lastUsedAt: Schema.Attribute.DateTime;
    lifespan: Schema.Attribute.BigInteger;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::transfer-token'> & Schema.Attribute.Private;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    permissions: Schema.Attribute.Relation<'oneToMany', 'admin::transfer-token-permission'>;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface AdminTransferTokenPermission extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_transfer_token_permissions';
  info: {
    description: '';
    displayName: 'Transfer Token Permission';
    name: 'Transfer Token Permission';
    pluralName: 'transfer-token-permissions';
    singularName: 'transfer-token-permission';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    action: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::transfer-token-permission'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    token: Schema.Attribute.Relation<'manyToOne', 'admin::transfer-token'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface AdminUser extends Struct.CollectionTypeSchema {
  collectionName: 'admin_users';
  info: {
    description: '';
    displayName: 'User';
    name: 'User';
    pluralName: 'users';
    singularName: 'user';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    apiTokens: Schema.Attribute.Relation<'oneToMany', 'admin::api-token'> & Schema.Attribute.Private;
    blocked: Schema.Attribute.Boolean & Schema.Attribute.Private & Schema.Attribute.DefaultTo<false>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    email: Schema.Attribute.Email &
      Schema.Attribute.Required &
      Schema.Attribute.Private &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 6;
      }>;
    firstname: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    isActive: Schema.Attribute.Boolean & Schema.Attribute.Private & Schema.Attribute.DefaultTo<false>;
    lastname: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::user'> & Schema.Attribute.Private;
    password: Schema.Attribute.Password &
      Schema.Attribute.Private &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 6;
      }>;
    preferedLanguage: Schema.Attribute.String;
    publishedAt: Schema.Attribute.DateTime;
    registrationToken: Schema.Attribute.String & Schema.Attribute.Private;
    resetPasswordToken: Schema.Attribute.String & Schema.Attribute.Private;
    resetPasswordTokenExpiresAt: Schema.Attribute.DateTime & Schema.Attribute.Private;
    roles: Schema.Attribute.Relation<'manyToMany', 'admin::role'> & Schema.Attribute.Private;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    username: Schema.Attribute.String;
  };
}

export interface ApiAccountAccount extends Struct.CollectionTypeSchema {
  collectionName: 'accounts';
  info: {
    description: "A recruiting company's or a school's account: members, companies or establishment, offers, credits";
    displayName: 'Compte';
    pluralName: 'accounts';
    singularName: 'account';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: true;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    abonnementFin: Schema.Attribute.Date;
    companies: Schema.Attribute.Relation<'oneToMany', 'api::company.company'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    creditEntries: Schema.Attribute.Relation<'oneToMany', 'api::account.credit-entry'>;
    creditsIllimites: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    exemptionLe: Schema.Attribute.DateTime;
    exemptionMotif: Schema.Attribute.Text;
    exemptionPar: Schema.Attribute.String;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::account.account'> & Schema.Attribute.Private;
    members: Schema.Attribute.Relation<'oneToMany', 'api::account.membership'>;
    offers: Schema.Attribute.Relation<'oneToMany', 'api::offer.offer'>;
    publishedAt: Schema.Attribute.DateTime;
    remunerationFacultative: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    school: Schema.Attribute.Relation<'oneToOne', 'api::school.school'>;
    soldeAbonnement: Schema.Attribute.Integer &
      Schema.Attribute.Private &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<0>;
    soldeCv: Schema.Attribute.Integer &
      Schema.Attribute.Private &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<0>;
    soldeCvtheque: Schema.Attribute.Integer &
      Schema.Attribute.Private &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<0>;
    soldeNewsletter: Schema.Attribute.Integer &
      Schema.Attribute.Private &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<0>;
    soldeOffre: Schema.Attribute.Integer &
      Schema.Attribute.Private &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<0>;
    soldeRemontee: Schema.Attribute.Integer &
      Schema.Attribute.Private &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<0>;
    soldeReseaux: Schema.Attribute.Integer &
      Schema.Attribute.Private &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<0>;
    soldeVendanges: Schema.Attribute.Integer &
      Schema.Attribute.Private &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<0>;
    type: Schema.Attribute.Enumeration<['entreprise', 'ecole']> & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    villeFacultative: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
  };
}

export interface ApiAccountCreditEntry extends Struct.CollectionTypeSchema {
  collectionName: 'credit_entries';
  info: {
    description: 'The append-only credits ledger: grants are positive, spends negative; balances are derived from it';
    displayName: 'Mouvement de cr\u00E9dits';
    pluralName: 'credit-entries';
    singularName: 'credit-entry';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: true;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    account: Schema.Attribute.Relation<'manyToOne', 'api::account.account'>;
    auteur: Schema.Attribute.String;
    cle: Schema.Attribute.String;
    commentaire: Schema.Attribute.Text;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::account.credit-entry'> & Schema.Attribute.Private;
    motif: Schema.Attribute.Enumeration<
      [
        'pack',
        'commande',
        'cadeau',
        'remboursement',
        'reprise',
        'publication',
        'achat-cv',
        'booster',
        'abonnement',
        'expiration',
        'annulation',
      ]
    > &
      Schema.Attribute.Required;
    offer: Schema.Attribute.Relation<'manyToOne', 'api::offer.offer'>;
    offreTitre: Schema.Attribute.String;
    order: Schema.Attribute.Relation<'manyToOne', 'api::commerce.order'>;
    publishedAt: Schema.Attribute.DateTime;
    quantite: Schema.Attribute.Integer & Schema.Attribute.Required;
    soldeApres: Schema.Attribute.Integer & Schema.Attribute.Required;
    type: Schema.Attribute.Enumeration<['offre', 'vendanges', 'cv', 'newsletter', 'remontee', 'cvtheque', 'reseaux', 'abonnement']> &
      Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiAccountMembership extends Struct.CollectionTypeSchema {
  collectionName: 'memberships';
  info: {
    description: "A user's place in an account: owner (responsable) or member";
    displayName: "Membre d'un compte";
    pluralName: 'memberships';
    singularName: 'membership';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: true;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    account: Schema.Attribute.Relation<'manyToOne', 'api::account.account'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    emailMessagerie: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<true>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::account.membership'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    role: Schema.Attribute.Enumeration<['proprietaire', 'membre']> & Schema.Attribute.Required & Schema.Attribute.DefaultTo<'membre'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    user: Schema.Attribute.Relation<'oneToOne', 'plugin::users-permissions.user'>;
  };
}

export interface ApiAlertAlertHit extends Struct.CollectionTypeSchema {
  collectionName: 'alert_hits';
  info: {
    description: 'One offer (or CV) sent by one alert: the unique key is the guarantee that nothing is sent twice';
    displayName: "Envoi d'alerte";
    pluralName: 'alert-hits';
    singularName: 'alert-hit';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    cle: Schema.Attribute.String & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::alert.alert-hit'> & Schema.Attribute.Private;
    passage: Schema.Attribute.String & Schema.Attribute.Required;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiAlertCandidateAlert extends Struct.CollectionTypeSchema {
  collectionName: 'candidate_alerts';
  info: {
    description: "A candidate's search alert (spec 02 \u00A73, \u00A74): its criteria, how often it is sent and its high-water mark";
    displayName: 'Alerte candidat';
    pluralName: 'candidate-alerts';
    singularName: 'candidate-alert';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: true;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    candidate: Schema.Attribute.Relation<'manyToOne', 'api::candidate.candidate'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    criteres: Schema.Attribute.JSON & Schema.Attribute.Required;
    dernierEnvoi: Schema.Attribute.DateTime;
    dernierPassage: Schema.Attribute.DateTime & Schema.Attribute.Required;
    etat: Schema.Attribute.Enumeration<['active', 'suspendue']> & Schema.Attribute.Required & Schema.Attribute.DefaultTo<'active'>;
    frequence: Schema.Attribute.Enumeration<['quotidienne', 'hebdomadaire']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'quotidienne'>;
    libelle: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 300;
      }>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::alert.candidate-alert'> & Schema.Attribute.Private;
    offresEnvoyees: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    publishedAt: Schema.Attribute.DateTime;
    signature: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 2000;
      }>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    vendanges: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
  };
}

export interface ApiAlertCvAlert extends Struct.CollectionTypeSchema {
  collectionName: 'cv_alerts';
  info: {
    description: "A recruiter's CV alert (spec 02 \u00A73): owned by the account, sent to the member who made it";
    displayName: 'Alerte CVth\u00E8que';
    pluralName: 'cv-alerts';
    singularName: 'cv-alert';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: true;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    account: Schema.Attribute.Relation<'manyToOne', 'api::account.account'>;
    auteur: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.user'>;
    candidatDispoFrance: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    contrats: Schema.Attribute.JSON;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    cvEnvoyes: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    dernierEnvoi: Schema.Attribute.DateTime;
    dernierPassage: Schema.Attribute.DateTime & Schema.Attribute.Required;
    domaine1: Schema.Attribute.Integer;
    domaine2: Schema.Attribute.Integer;
    domaine3: Schema.Attribute.Integer;
    experience: Schema.Attribute.Integer;
    formation: Schema.Attribute.Integer;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::alert.cv-alert'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    recruteurAlerteZonegeo: Schema.Attribute.JSON;
    statut: Schema.Attribute.Enumeration<['active', 'suspendue']> & Schema.Attribute.Required & Schema.Attribute.DefaultTo<'active'>;
    titre: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiApplicationApplication extends Struct.CollectionTypeSchema {
  collectionName: 'applications';
  info: {
    description: "A candidate's application to an offer: status, message, private files, and what both sides saw when it was sent";
    displayName: 'Candidature';
    pluralName: 'applications';
    singularName: 'application';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    account: Schema.Attribute.Relation<'manyToOne', 'api::account.account'>;
    candidate: Schema.Attribute.Relation<'manyToOne', 'api::candidate.candidate'>;
    candidatEmail: Schema.Attribute.String;
    candidatNom: Schema.Attribute.String;
    candidatPrenom: Schema.Attribute.String;
    candidatTitre: Schema.Attribute.String;
    cle: Schema.Attribute.String & Schema.Attribute.Private;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    cv: Schema.Attribute.JSON & Schema.Attribute.Private;
    dernierContact: Schema.Attribute.DateTime;
    disponibilites: Schema.Attribute.JSON & Schema.Attribute.Private;
    disponibleAu: Schema.Attribute.Date;
    disponibleDu: Schema.Attribute.Date;
    entreprise: Schema.Attribute.String;
    express: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    lettre: Schema.Attribute.JSON & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::application.application'> & Schema.Attribute.Private;
    lueLe: Schema.Attribute.DateTime;
    message: Schema.Attribute.Text;
    offer: Schema.Attribute.Relation<'manyToOne', 'api::offer.offer'>;
    offreRef: Schema.Attribute.Integer & Schema.Attribute.Private;
    offreTitre: Schema.Attribute.String;
    publishedAt: Schema.Attribute.DateTime;
    relanceLe: Schema.Attribute.DateTime;
    retireeLe: Schema.Attribute.DateTime;
    statut: Schema.Attribute.Integer & Schema.Attribute.Required & Schema.Attribute.DefaultTo<0>;
    statutLe: Schema.Attribute.DateTime;
    telephone: Schema.Attribute.String;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiBlogArticle extends Struct.CollectionTypeSchema {
  collectionName: 'blog_articles';
  info: {
    description: "An article by Cep's editors, a company or a school (spec 02 \u00A73, \u00A74); companies' and schools' articles are reviewed before they go public";
    displayName: 'Article de blog';
    pluralName: 'articles';
    singularName: 'article';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    account: Schema.Attribute.Relation<'manyToOne', 'api::account.account'>;
    auteurType: Schema.Attribute.Enumeration<['cep', 'entreprise', 'ecole']> & Schema.Attribute.Required;
    categorie: Schema.Attribute.Relation<'manyToOne', 'api::blog.blog-category'>;
    company: Schema.Attribute.Relation<'manyToOne', 'api::company.company'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    html: Schema.Attribute.Text;
    likes: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::blog.article'> & Schema.Attribute.Private;
    modereLe: Schema.Attribute.DateTime;
    moderePar: Schema.Attribute.String;
    motifRefus: Schema.Attribute.Text;
    photo: Schema.Attribute.String;
    publieLe: Schema.Attribute.DateTime;
    publishedAt: Schema.Attribute.DateTime;
    revue: Schema.Attribute.Enumeration<['aucune', 'en_attente', 'validee', 'refusee']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'aucune'>;
    school: Schema.Attribute.Relation<'manyToOne', 'api::school.school'>;
    slug: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Unique;
    statut: Schema.Attribute.Enumeration<['brouillon', 'publie', 'desactive']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'brouillon'>;
    texte: Schema.Attribute.Text;
    titre: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 160;
      }>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiBlogArticleLike extends Struct.CollectionTypeSchema {
  collectionName: 'blog_article_likes';
  info: {
    description: 'One user likes one article once: `cle` (article:user) is unique';
    displayName: 'J\u2019aime d\u2019article';
    pluralName: 'article-likes';
    singularName: 'article-like';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    article: Schema.Attribute.Relation<'manyToOne', 'api::blog.article'>;
    cle: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Unique;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::blog.article-like'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    user: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.user'>;
  };
}

export interface ApiBlogBlogCategory extends Struct.CollectionTypeSchema {
  collectionName: 'blog_categories';
  info: {
    description: "The blog's categories (/blog/{category}), kept by editors";
    displayName: 'Cat\u00E9gorie de blog';
    pluralName: 'blog-categories';
    singularName: 'blog-category';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    description: Schema.Attribute.Text;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::blog.blog-category'> & Schema.Attribute.Private;
    nom: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 60;
      }>;
    publishedAt: Schema.Attribute.DateTime;
    slug: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Unique;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiBlogTestimonial extends Struct.CollectionTypeSchema {
  collectionName: 'testimonials';
  info: {
    description: "The home page's testimonial slider (spec 02 \u00A72), kept by editors";
    displayName: 'T\u00E9moignage';
    pluralName: 'testimonials';
    singularName: 'testimonial';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    actif: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<true>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    fonction: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::blog.testimonial'> & Schema.Attribute.Private;
    nom: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 80;
      }>;
    ordre: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    publishedAt: Schema.Attribute.DateTime;
    texte: Schema.Attribute.Text & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiCampaignCampaign extends Struct.CollectionTypeSchema {
  collectionName: 'campaigns';
  info: {
    description: 'A visit that arrived with utm_* parameters (POST /utm-stockage-campagne): which campaign brings visitors';
    displayName: 'Arriv\u00E9e par campagne';
    pluralName: 'campaigns';
    singularName: 'campaign';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    campagne: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::campaign.campaign'> & Schema.Attribute.Private;
    medium: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
    parametres: Schema.Attribute.JSON;
    publishedAt: Schema.Attribute.DateTime;
    source: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    vueLe: Schema.Attribute.DateTime;
  };
}

export interface ApiCandidateCandidate extends Struct.CollectionTypeSchema {
  collectionName: 'candidates';
  info: {
    description: "A candidate's own record, one per user: the CV, its visibility to recruiters, the shortlist";
    displayName: 'Profil candidat';
    pluralName: 'candidates';
    singularName: 'candidate';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: true;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    cvAnneesExperience: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          max: 60;
          min: 0;
        },
        number
      >;
    cvContratSouhaite: Schema.Attribute.JSON;
    cvDomaines: Schema.Attribute.JSON;
    cvExperience: Schema.Attribute.Integer;
    cvFichier: Schema.Attribute.JSON & Schema.Attribute.Private;
    cvNiveauEtude: Schema.Attribute.Integer;
    cvPermis: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    cvRemuneration: Schema.Attribute.Decimal;
    cvTitre: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 100;
      }>;
    cvZonegeo: Schema.Attribute.JSON;
    disponibilitesVendanges: Schema.Attribute.JSON & Schema.Attribute.Private;
    emailMessagerie: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<true>;
    entries: Schema.Attribute.Relation<'oneToMany', 'api::candidate.cv-entry'>;
    languages: Schema.Attribute.Relation<'oneToMany', 'api::candidate.cv-language'>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::candidate.candidate'> & Schema.Attribute.Private;
    newsletterOffres: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    photo: Schema.Attribute.JSON;
    publishedAt: Schema.Attribute.DateTime;
    selection: Schema.Attribute.Relation<'manyToMany', 'api::offer.offer'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    user: Schema.Attribute.Relation<'oneToOne', 'plugin::users-permissions.user'>;
    visible: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    visibleDepuis: Schema.Attribute.DateTime;
  };
}

export interface ApiCandidateCvEntry extends Struct.CollectionTypeSchema {
  collectionName: 'cv_entries';
  info: {
    description: "A line of a candidate's CV: an experience (poste) or a diploma, by month and year";
    displayName: 'Exp\u00E9rience ou dipl\u00F4me';
    pluralName: 'cv-entries';
    singularName: 'cv-entry';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: true;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    candidate: Schema.Attribute.Relation<'manyToOne', 'api::candidate.candidate'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    dateDebut: Schema.Attribute.Date & Schema.Attribute.Required;
    dateFin: Schema.Attribute.Date;
    description: Schema.Attribute.Text;
    enCours: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    kind: Schema.Attribute.Enumeration<['experience', 'diplome']> & Schema.Attribute.Required;
    lieu: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 255;
      }>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::candidate.cv-entry'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    titre: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 255;
      }>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiCandidateCvLanguage extends Struct.CollectionTypeSchema {
  collectionName: 'cv_languages';
  info: {
    description: 'A language a candidate speaks, with the level';
    displayName: 'Langue du CV';
    pluralName: 'cv-languages';
    singularName: 'cv-language';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: true;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    candidate: Schema.Attribute.Relation<'manyToOne', 'api::candidate.candidate'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    langue: Schema.Attribute.Integer & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::candidate.cv-language'> & Schema.Attribute.Private;
    niveau: Schema.Attribute.Integer & Schema.Attribute.Required;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiCommerceInvoice extends Struct.CollectionTypeSchema {
  collectionName: 'invoices';
  info: {
    description: 'An invoice or a credit note: its gapless number, the frozen content it was issued with, its private PDF';
    displayName: 'Facture';
    pluralName: 'invoices';
    singularName: 'invoice';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    account: Schema.Attribute.Relation<'manyToOne', 'api::account.account'>;
    annee: Schema.Attribute.Integer & Schema.Attribute.Required;
    contenu: Schema.Attribute.JSON & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    emiseLe: Schema.Attribute.DateTime & Schema.Attribute.Required;
    fichier: Schema.Attribute.JSON & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::commerce.invoice'> & Schema.Attribute.Private;
    numero: Schema.Attribute.String & Schema.Attribute.Required;
    order: Schema.Attribute.Relation<'manyToOne', 'api::commerce.order'>;
    publishedAt: Schema.Attribute.DateTime;
    sequence: Schema.Attribute.Integer & Schema.Attribute.Required;
    totalTtc: Schema.Attribute.Integer & Schema.Attribute.Required;
    type: Schema.Attribute.Enumeration<['facture', 'avoir']> & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiCommerceInvoiceCounter extends Struct.CollectionTypeSchema {
  collectionName: 'invoice_counters';
  info: {
    description: "The last number issued, per series (invoices, credit notes) and year: incremented in the payment's transaction, so numbers have no gap";
    displayName: 'Compteur de factures';
    pluralName: 'invoice-counters';
    singularName: 'invoice-counter';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    annee: Schema.Attribute.Integer & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    dernier: Schema.Attribute.Integer & Schema.Attribute.Required & Schema.Attribute.DefaultTo<0>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::commerce.invoice-counter'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    serie: Schema.Attribute.Enumeration<['facture', 'avoir']> & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiCommerceOrder extends Struct.CollectionTypeSchema {
  collectionName: 'orders';
  info: {
    description: "What an account buys (an offer's publication, a pack, CVs, a booster): the basket as priced, the billing block, the payment and its state";
    displayName: 'Commande';
    pluralName: 'orders';
    singularName: 'order';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    account: Schema.Attribute.Relation<'manyToOne', 'api::account.account'>;
    achat: Schema.Attribute.JSON & Schema.Attribute.Required;
    campagne: Schema.Attribute.JSON & Schema.Attribute.Private;
    cleIdempotence: Schema.Attribute.String &
      Schema.Attribute.Private &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 140;
      }>;
    closeLe: Schema.Attribute.DateTime;
    closePar: Schema.Attribute.String;
    codePromo: Schema.Attribute.String;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    credits: Schema.Attribute.JSON;
    creditsEchusLe: Schema.Attribute.DateTime;
    etat: Schema.Attribute.Enumeration<['en_attente', 'payee', 'annulee', 'expiree', 'remboursee']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'en_attente'>;
    expireLe: Schema.Attribute.DateTime;
    facturation: Schema.Attribute.JSON & Schema.Attribute.Required;
    invoices: Schema.Attribute.Relation<'oneToMany', 'api::commerce.invoice'>;
    lignes: Schema.Attribute.JSON & Schema.Attribute.Required;
    livreeLe: Schema.Attribute.DateTime;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::commerce.order'> & Schema.Attribute.Private;
    modePaiement: Schema.Attribute.Enumeration<['carte', 'virement']> & Schema.Attribute.Required;
    offer: Schema.Attribute.Relation<'manyToOne', 'api::offer.offer'>;
    payeeLe: Schema.Attribute.DateTime;
    payeePar: Schema.Attribute.String;
    promo: Schema.Attribute.Relation<'manyToOne', 'api::commerce.promo-code'>;
    promoPourcentage: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    publishedAt: Schema.Attribute.DateTime;
    reference: Schema.Attribute.String & Schema.Attribute.Required;
    remiseHt: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    sousTotalHt: Schema.Attribute.Integer & Schema.Attribute.Required;
    stripePaiement: Schema.Attribute.String & Schema.Attribute.Private;
    stripeSession: Schema.Attribute.String & Schema.Attribute.Private;
    tauxTva: Schema.Attribute.Integer & Schema.Attribute.Required;
    tentatives: Schema.Attribute.Integer & Schema.Attribute.Private & Schema.Attribute.DefaultTo<0>;
    totalHt: Schema.Attribute.Integer & Schema.Attribute.Required;
    totalTtc: Schema.Attribute.Integer & Schema.Attribute.Required;
    tva: Schema.Attribute.Integer & Schema.Attribute.Required;
    type: Schema.Attribute.Enumeration<['offre', 'pack', 'pack-cv', 'booster', 'abonnement']> & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    user: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.user'>;
  };
}

export interface ApiCommercePaymentEvent extends Struct.CollectionTypeSchema {
  collectionName: 'payment_events';
  info: {
    description: 'Each Stripe event handled, once: a replayed event finds its id here and changes nothing';
    displayName: '\u00C9v\u00E9nement de paiement';
    pluralName: 'payment-events';
    singularName: 'payment-event';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    commandeId: Schema.Attribute.Integer;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    eventId: Schema.Attribute.String & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::commerce.payment-event'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    type: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiCommercePromoCode extends Struct.CollectionTypeSchema {
  collectionName: 'promo_codes';
  info: {
    description: 'A percentage off the HT total, within dates, for some kinds of purchase, with a bounded number of uses';
    displayName: 'Code promo';
    pluralName: 'promo-codes';
    singularName: 'promo-code';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    actif: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<true>;
    cibles: Schema.Attribute.JSON & Schema.Attribute.Required;
    code: Schema.Attribute.String & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    debut: Schema.Attribute.DateTime & Schema.Attribute.Required;
    fin: Schema.Attribute.DateTime & Schema.Attribute.Required;
    libelle: Schema.Attribute.String & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::commerce.promo-code'> & Schema.Attribute.Private;
    pourcentage: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          max: 100;
          min: 1;
        },
        number
      >;
    publishedAt: Schema.Attribute.DateTime;
    unParCompte: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<true>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    utilisations: Schema.Attribute.Integer & Schema.Attribute.Required & Schema.Attribute.DefaultTo<0>;
    utilisationsMax: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
  };
}

export interface ApiCommercePromoUse extends Struct.CollectionTypeSchema {
  collectionName: 'promo_uses';
  info: {
    description: 'One use of a promo code by a paid order (plain ids: written in the payment transaction with an insert that a taken key ignores); the key makes a once-per-account code usable once per account';
    displayName: 'Utilisation de code promo';
    pluralName: 'promo-uses';
    singularName: 'promo-use';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    cle: Schema.Attribute.String & Schema.Attribute.Required;
    commandeId: Schema.Attribute.Integer & Schema.Attribute.Required;
    compteId: Schema.Attribute.Integer & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::commerce.promo-use'> & Schema.Attribute.Private;
    promoId: Schema.Attribute.Integer & Schema.Attribute.Required;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiCompanyCompany extends Struct.CollectionTypeSchema {
  collectionName: 'companies';
  info: {
    description: 'Compte recruteur (soci\u00E9t\u00E9) et ses filiales';
    displayName: 'Soci\u00E9t\u00E9';
    pluralName: 'companies';
    singularName: 'company';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    account: Schema.Attribute.Relation<'manyToOne', 'api::account.account'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    description: Schema.Attribute.Text;
    diffusionMarque: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    enLigne: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    factureDifferente: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    filiales: Schema.Attribute.Relation<'oneToMany', 'api::company.company'>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::company.company'> & Schema.Attribute.Private;
    logo: Schema.Attribute.String;
    nombreSalaries: Schema.Attribute.Integer;
    offers: Schema.Attribute.Relation<'oneToMany', 'api::offer.offer'>;
    parent: Schema.Attribute.Relation<'manyToOne', 'api::company.company'>;
    photocouverture: Schema.Attribute.String;
    photos: Schema.Attribute.JSON;
    publishedAt: Schema.Attribute.DateTime;
    registreMarque: Schema.Attribute.String;
    secteurActivite: Schema.Attribute.String;
    siteWeb: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 500;
      }>;
    societeAdresse: Schema.Attribute.String;
    societeAdressecomplementaire: Schema.Attribute.String;
    societeCp: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 5;
      }>;
    societeDatecreation: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1900;
        },
        number
      >;
    societeFactureAdresse: Schema.Attribute.String;
    societeFactureAdresseComplementaire: Schema.Attribute.String;
    societeFactureCodePostal: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 10;
      }>;
    societeFacturePays: Schema.Attribute.String;
    societeFactureRaisonSociale: Schema.Attribute.String;
    societeFactureSiret: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 14;
      }>;
    societeFactureTelephone: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 10;
      }>;
    societeFactureTva: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 13;
      }>;
    societeFactureVille: Schema.Attribute.String;
    societeFactureVilleInternational: Schema.Attribute.String;
    societePays: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 2;
      }> &
      Schema.Attribute.DefaultTo<'FR'>;
    societeRaisonsocial: Schema.Attribute.String & Schema.Attribute.Required;
    societeSiret: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 14;
      }>;
    societeTel: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 10;
      }>;
    societeTvaintra: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 13;
      }>;
    societeVille: Schema.Attribute.String;
    societeVilleInternational: Schema.Attribute.String;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiContactContactMessage extends Struct.CollectionTypeSchema {
  collectionName: 'contact_messages';
  info: {
    description: 'A message sent to Cep from the public contact page (recruteur, candidat or ecole variant), kept for staff';
    displayName: 'Message de contact';
    pluralName: 'contact-messages';
    singularName: 'contact-message';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    campagne: Schema.Attribute.JSON;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    email: Schema.Attribute.Email & Schema.Attribute.Required;
    envoyeLe: Schema.Attribute.DateTime;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::contact.contact-message'> & Schema.Attribute.Private;
    message: Schema.Attribute.Text & Schema.Attribute.Required;
    nom: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
    prenom: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
    profil: Schema.Attribute.Enumeration<['recruteur', 'candidat', 'ecole']> & Schema.Attribute.Required;
    publishedAt: Schema.Attribute.DateTime;
    tel: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 20;
      }>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiCourseCourse extends Struct.CollectionTypeSchema {
  collectionName: 'courses';
  info: {
    description: "A school's course (spec 02 \u00A73): a draft, then published; its sessions, images and brochure";
    displayName: 'Formation';
    pluralName: 'courses';
    singularName: 'course';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: true;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    account: Schema.Attribute.Relation<'manyToOne', 'api::account.account'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    datePublication: Schema.Attribute.DateTime;
    departements: Schema.Attribute.JSON;
    domaine: Schema.Attribute.Integer;
    etat: Schema.Attribute.Enumeration<['brouillon', 'publiee']> & Schema.Attribute.Required & Schema.Attribute.DefaultTo<'brouillon'>;
    financementAutre: Schema.Attribute.String;
    financements: Schema.Attribute.JSON;
    formationCommuneid: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 5;
      }>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::course.course'> & Schema.Attribute.Private;
    modalites: Schema.Attribute.JSON;
    niveau: Schema.Attribute.Integer;
    objectif: Schema.Attribute.Text;
    pays: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 2;
      }>;
    photo1: Schema.Attribute.String;
    photo2: Schema.Attribute.String;
    photocouverture: Schema.Attribute.String;
    plaquette: Schema.Attribute.String;
    publishedAt: Schema.Attribute.DateTime;
    school: Schema.Attribute.Relation<'manyToOne', 'api::school.school'>;
    sessions: Schema.Attribute.Relation<'oneToMany', 'api::course.course-session'>;
    tarif: Schema.Attribute.Decimal;
    titre: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 255;
      }>;
    type: Schema.Attribute.Enumeration<['diplomante', 'certifiante', 'courte', 'continue']>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    urlVideo: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 500;
      }>;
  };
}

export interface ApiCourseCourseContact extends Struct.CollectionTypeSchema {
  collectionName: 'course_contacts';
  info: {
    description: "A visitor's message to a school about a course (the \u00AB formation \u00BB contact popup), kept for staff";
    displayName: 'Demande sur une formation';
    pluralName: 'course-contacts';
    singularName: 'course-contact';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: true;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    course: Schema.Attribute.Relation<'manyToOne', 'api::course.course'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    email: Schema.Attribute.Email & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::course.course-contact'> & Schema.Attribute.Private;
    message: Schema.Attribute.Text & Schema.Attribute.Required;
    nom: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
    prenom: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
    publishedAt: Schema.Attribute.DateTime;
    tel: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 20;
      }>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    user: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.user'>;
  };
}

export interface ApiCourseCourseSession extends Struct.CollectionTypeSchema {
  collectionName: 'course_sessions';
  info: {
    description: 'A session of a course (spec 02 \u00A73): where, from, to';
    displayName: 'Session de formation';
    pluralName: 'course-sessions';
    singularName: 'course-session';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: true;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    course: Schema.Attribute.Relation<'manyToOne', 'api::course.course'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    dateDeb: Schema.Attribute.Date & Schema.Attribute.Required;
    dateFin: Schema.Attribute.Date & Schema.Attribute.Required;
    lieu: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 255;
      }>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::course.course-session'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiCvthequeCvLike extends Struct.CollectionTypeSchema {
  collectionName: 'cv_likes';
  info: {
    description: "A CV an account's recruiters liked (the heart, spec 02 \u00A74): shared by the account's members";
    displayName: 'CV aim\u00E9';
    pluralName: 'cv-likes';
    singularName: 'cv-like';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    account: Schema.Attribute.Relation<'manyToOne', 'api::account.account'>;
    candidate: Schema.Attribute.Relation<'manyToOne', 'api::candidate.candidate'>;
    cle: Schema.Attribute.String & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::cvtheque.cv-like'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiCvthequeCvPurchase extends Struct.CollectionTypeSchema {
  collectionName: 'cv_purchases';
  info: {
    description: 'A CV an account bought with one CV credit (spec 02 \u00A77): every member sees it in full; the candidate sees who bought it';
    displayName: 'Achat de CV';
    pluralName: 'cv-purchases';
    singularName: 'cv-purchase';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: true;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    account: Schema.Attribute.Relation<'manyToOne', 'api::account.account'>;
    achetePar: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.user'>;
    candidate: Schema.Attribute.Relation<'manyToOne', 'api::candidate.candidate'>;
    cle: Schema.Attribute.String & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::cvtheque.cv-purchase'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiEmailEmailMessage extends Struct.CollectionTypeSchema {
  collectionName: 'email_messages';
  info: {
    description: 'One e-mail to one address (or one SMS to one number: canal), written with what caused it and sent by the delivery worker (issues #37 item 2, #41 item 5)';
    displayName: 'E-mail';
    pluralName: 'email-messages';
    singularName: 'email-message';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    abandonLe: Schema.Attribute.DateTime & Schema.Attribute.Required;
    canal: Schema.Attribute.Enumeration<['email', 'sms', 'push']> & Schema.Attribute.Required & Schema.Attribute.DefaultTo<'email'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    derniereErreur: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 500;
      }>;
    destinataire: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 320;
      }>;
    entetes: Schema.Attribute.JSON;
    envoyeLe: Schema.Attribute.DateTime;
    etat: Schema.Attribute.Enumeration<['en_attente', 'envoye', 'echec']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'en_attente'>;
    html: Schema.Attribute.Text;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::email.email-message'> & Schema.Attribute.Private;
    piecesJointes: Schema.Attribute.JSON;
    prochainEssai: Schema.Attribute.DateTime & Schema.Attribute.Required;
    publishedAt: Schema.Attribute.DateTime;
    repondreA: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 320;
      }>;
    sujet: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 500;
      }>;
    tentatives: Schema.Attribute.Integer & Schema.Attribute.Required & Schema.Attribute.DefaultTo<0>;
    texte: Schema.Attribute.Text & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    verrouJusqua: Schema.Attribute.DateTime;
    verrouPar: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
  };
}

export interface ApiHarvestHarvestStart extends Struct.CollectionTypeSchema {
  collectionName: 'harvest_starts';
  info: {
    description: "A harvest offer's confirmed start: day, hour, meeting place, what to bring; tour counts the moves of the day or hour";
    displayName: 'D\u00E9marrage des vendanges';
    pluralName: 'harvest-starts';
    singularName: 'harvest-start';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    aApporter: Schema.Attribute.Text;
    compteRef: Schema.Attribute.Integer & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    date: Schema.Attribute.Date & Schema.Attribute.Required;
    envoyeLe: Schema.Attribute.DateTime;
    heure: Schema.Attribute.String & Schema.Attribute.Required;
    lieu: Schema.Attribute.Text & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::harvest.harvest-start'> & Schema.Attribute.Private;
    offreRef: Schema.Attribute.Integer & Schema.Attribute.Required;
    publishedAt: Schema.Attribute.DateTime;
    tour: Schema.Attribute.Integer & Schema.Attribute.Required & Schema.Attribute.DefaultTo<1>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiHarvestStartAnswer extends Struct.CollectionTypeSchema {
  collectionName: 'start_answers';
  info: {
    description: "One preselected applicant's answer to a harvest start: one row per application, its answer for the current tour";
    displayName: 'R\u00E9ponse au d\u00E9marrage';
    pluralName: 'start-answers';
    singularName: 'start-answer';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    candidatureRef: Schema.Attribute.Integer & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::harvest.start-answer'> & Schema.Attribute.Private;
    offreRef: Schema.Attribute.Integer & Schema.Attribute.Required;
    prevenuLe: Schema.Attribute.DateTime;
    publishedAt: Schema.Attribute.DateTime;
    relanceLe: Schema.Attribute.DateTime;
    reponduLe: Schema.Attribute.DateTime;
    reponse: Schema.Attribute.Enumeration<['present', 'absent']>;
    tour: Schema.Attribute.Integer & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiJobdatingBooking extends Struct.CollectionTypeSchema {
  collectionName: 'recruitment_bookings';
  info: {
    description: "A candidate's booking of a slot: one per candidate and day (cle), deleted when cancelled";
    displayName: 'R\u00E9servation de cr\u00E9neau';
    pluralName: 'bookings';
    singularName: 'booking';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    candidatRef: Schema.Attribute.Integer & Schema.Attribute.Required;
    cle: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    creneauRef: Schema.Attribute.Integer & Schema.Attribute.Required;
    email: Schema.Attribute.String;
    journeeRef: Schema.Attribute.Integer & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::jobdating.booking'> & Schema.Attribute.Private;
    nom: Schema.Attribute.String;
    prenom: Schema.Attribute.String;
    publishedAt: Schema.Attribute.DateTime;
    telephone: Schema.Attribute.String;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiJobdatingRecruitmentDay extends Struct.CollectionTypeSchema {
  collectionName: 'recruitment_days';
  info: {
    description: 'A harvest job-dating day of a company or a school account: date, place, hours cut into slots';
    displayName: 'Journ\u00E9e de recrutement';
    pluralName: 'recruitment-days';
    singularName: 'recruitment-day';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    annuleeLe: Schema.Attribute.DateTime;
    compteRef: Schema.Attribute.Integer & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    date: Schema.Attribute.Date & Schema.Attribute.Required;
    description: Schema.Attribute.Text;
    lieu: Schema.Attribute.String & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::jobdating.recruitment-day'> & Schema.Attribute.Private;
    organisateur: Schema.Attribute.String;
    publishedAt: Schema.Attribute.DateTime;
    titre: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiJobdatingSlot extends Struct.CollectionTypeSchema {
  collectionName: 'recruitment_slots';
  info: {
    description: 'A time slot of a recruitment day, its capacity and the places booked (moved only by a conditional update)';
    displayName: 'Cr\u00E9neau';
    pluralName: 'slots';
    singularName: 'slot';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    capacite: Schema.Attribute.Integer & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    debut: Schema.Attribute.String & Schema.Attribute.Required;
    fin: Schema.Attribute.String & Schema.Attribute.Required;
    journeeRef: Schema.Attribute.Integer & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::jobdating.slot'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    reservees: Schema.Attribute.Integer & Schema.Attribute.Required & Schema.Attribute.DefaultTo<0>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiMessagingChatMessage extends Struct.CollectionTypeSchema {
  collectionName: 'chat_messages';
  info: {
    description: 'One message of a conversation: plain text (rendered escaped) and an optional private attachment';
    displayName: 'Message';
    pluralName: 'chat-messages';
    singularName: 'chat-message';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    auteur: Schema.Attribute.Enumeration<['recrutement', 'candidat']> & Schema.Attribute.Required;
    auteurNom: Schema.Attribute.String;
    auteurUser: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.user'>;
    conversation: Schema.Attribute.Relation<'manyToOne', 'api::messaging.conversation'>;
    conversationRef: Schema.Attribute.Integer & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::messaging.chat-message'> & Schema.Attribute.Private;
    luLe: Schema.Attribute.DateTime;
    pj: Schema.Attribute.JSON & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    texte: Schema.Attribute.Text;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiMessagingConversation extends Struct.CollectionTypeSchema {
  collectionName: 'conversations';
  info: {
    description: "A conversation between a recruiter's account and a candidate, addressed by an unguessable token (spec 02 \u00A72\u2013\u00A74)";
    displayName: 'Conversation';
    pluralName: 'conversations';
    singularName: 'conversation';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    account: Schema.Attribute.Relation<'manyToOne', 'api::account.account'>;
    application: Schema.Attribute.Relation<'manyToOne', 'api::application.application'>;
    blocageCandidat: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    blocageRecruteur: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    candidate: Schema.Attribute.Relation<'manyToOne', 'api::candidate.candidate'>;
    candidatNom: Schema.Attribute.String;
    cle: Schema.Attribute.String & Schema.Attribute.Private;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    dernierMessage: Schema.Attribute.String;
    dernierMessageLe: Schema.Attribute.DateTime;
    emailCandidatLe: Schema.Attribute.DateTime;
    emailRecruteurLe: Schema.Attribute.DateTime;
    entreprise: Schema.Attribute.String;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::messaging.conversation'> & Schema.Attribute.Private;
    nonLusCandidat: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    nonLusRecruteur: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    offer: Schema.Attribute.Relation<'manyToOne', 'api::offer.offer'>;
    offreTitre: Schema.Attribute.String;
    premierNonLuCandidatLe: Schema.Attribute.DateTime;
    premierNonLuRecruteurLe: Schema.Attribute.DateTime;
    publishedAt: Schema.Attribute.DateTime;
    recruteur: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.user'>;
    supprimeeCandidat: Schema.Attribute.DateTime;
    supprimeeRecruteur: Schema.Attribute.DateTime;
    token: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiMessagingConversationReport extends Struct.CollectionTypeSchema {
  collectionName: 'conversation_reports';
  info: {
    description: '\u00AB Signaler \u00BB: one party asks staff to read a conversation; only reported conversations are readable in the backoffice';
    displayName: 'Signalement de conversation';
    pluralName: 'conversation-reports';
    singularName: 'conversation-report';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    conversation: Schema.Attribute.Relation<'manyToOne', 'api::messaging.conversation'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    decision: Schema.Attribute.Text;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::messaging.conversation-report'> & Schema.Attribute.Private;
    motif: Schema.Attribute.Text & Schema.Attribute.Required;
    par: Schema.Attribute.Enumeration<['recrutement', 'candidat']> & Schema.Attribute.Required;
    publishedAt: Schema.Attribute.DateTime;
    traiteLe: Schema.Attribute.DateTime;
    traitePar: Schema.Attribute.String;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiNewsletterNewsletterDelivery extends Struct.CollectionTypeSchema {
  collectionName: 'newsletter_deliveries';
  info: {
    description: 'One edition sent to one candidate (plain ids, written with an insert a taken key ignores): a resumed run never sends twice';
    displayName: 'Envoi de newsletter';
    pluralName: 'newsletter-deliveries';
    singularName: 'newsletter-delivery';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    cle: Schema.Attribute.String & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::newsletter.newsletter-delivery'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiNewsletterNewsletterEdition extends Struct.CollectionTypeSchema {
  collectionName: 'newsletter_editions';
  info: {
    description: "One weekly candidate newsletter: the offers it carries, frozen when the week's run starts";
    displayName: 'Newsletter des offres';
    pluralName: 'newsletter-editions';
    singularName: 'newsletter-edition';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    destinataires: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    envoyeeLe: Schema.Attribute.DateTime;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::newsletter.newsletter-edition'> & Schema.Attribute.Private;
    offres: Schema.Attribute.JSON & Schema.Attribute.Required;
    offresALaUne: Schema.Attribute.JSON & Schema.Attribute.Required;
    publishedAt: Schema.Attribute.DateTime;
    semaine: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiOfferOffer extends Struct.CollectionTypeSchema {
  collectionName: 'offers';
  info: {
    description: "Offre d'emploi, de vendanges, de stage ou d'alternance";
    displayName: 'Offre';
    pluralName: 'offers';
    singularName: 'offer';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    account: Schema.Attribute.Relation<'manyToOne', 'api::account.account'>;
    aLaUneJusquau: Schema.Attribute.DateTime;
    anonyme: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    clicsPostuler: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    company: Schema.Attribute.Relation<'manyToOne', 'api::company.company'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    creditUtilise: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    cvthequeActive: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    dateExpiration: Schema.Attribute.DateTime;
    datePublication: Schema.Attribute.DateTime;
    dateSuspension: Schema.Attribute.DateTime;
    dureeContratChoice: Schema.Attribute.Enumeration<['jours', 'semaines', 'mois', 'annees']>;
    dureeContratValue: Schema.Attribute.Integer;
    emploivendagesaisonier: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    etape: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<1>;
    etat: Schema.Attribute.Enumeration<['brouillon', 'validation', 'publiee', 'refusee', 'suspendue', 'expiree']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'brouillon'>;
    formation: Schema.Attribute.Relation<'manyToOne', 'api::course.course'>;
    latitude: Schema.Attribute.Float;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::offer.offer'> & Schema.Attribute.Private;
    longitude: Schema.Attribute.Float;
    modereLe: Schema.Attribute.DateTime;
    moderePar: Schema.Attribute.String;
    modification: Schema.Attribute.JSON & Schema.Attribute.Private;
    modificationRefusee: Schema.Attribute.Text;
    modifieeLe: Schema.Attribute.DateTime;
    motifRefus: Schema.Attribute.Text;
    newsletterDemandeeLe: Schema.Attribute.DateTime;
    newsletterEnvoyeeLe: Schema.Attribute.DateTime;
    offreAvantage: Schema.Attribute.JSON;
    offreAvantageAutre: Schema.Attribute.String;
    offreAvantageSalaire: Schema.Attribute.JSON;
    offreCodePostal: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 5;
      }>;
    offreContrat: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    offreDepartement: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 3;
      }>;
    offreDepartements: Schema.Attribute.JSON;
    offreDetailplus: Schema.Attribute.Text;
    offreDomaine1: Schema.Attribute.Integer;
    offreDomaine2: Schema.Attribute.Integer;
    offreDomaine3: Schema.Attribute.Integer;
    offreExperience: Schema.Attribute.Integer;
    offreFormationcandidat: Schema.Attribute.Text;
    offreHomeOffice: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    offreLangue: Schema.Attribute.JSON;
    offreMail: Schema.Attribute.String;
    offreModeReception: Schema.Attribute.Enumeration<['url', 'mail']>;
    offreNiveauEtude: Schema.Attribute.Integer;
    offrePays: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 2;
      }> &
      Schema.Attribute.DefaultTo<'FR'>;
    offrePostuleurl: Schema.Attribute.String;
    offreRegion: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 3;
      }>;
    offreRegions: Schema.Attribute.JSON;
    offreRemunerationmax: Schema.Attribute.Decimal;
    offreRemunerationmin: Schema.Attribute.Decimal;
    offreRemunerationPeriode: Schema.Attribute.Enumeration<['heure', 'mois', 'an']> & Schema.Attribute.DefaultTo<'an'>;
    offreTexte: Schema.Attribute.Text;
    offreTitre: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 100;
      }>;
    offreVille: Schema.Attribute.String;
    offreVilleCode: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 5;
      }>;
    offreVilleInternational: Schema.Attribute.String;
    options: Schema.Attribute.JSON;
    permisMobile: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    photocouverture: Schema.Attribute.String;
    publishedAt: Schema.Attribute.DateTime;
    recruteur: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.user'>;
    soumiseLe: Schema.Attribute.DateTime;
    traductions: Schema.Attribute.JSON;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    vendanges: Schema.Attribute.JSON;
  };
}

export interface ApiOfferSocialBoost extends Struct.CollectionTypeSchema {
  collectionName: 'social_boosts';
  info: {
    description: 'A day on which Cep publishes one offer on its social networks (option 25): one booking per date';
    displayName: 'Boost r\u00E9seaux sociaux';
    pluralName: 'social-boosts';
    singularName: 'social-boost';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    account: Schema.Attribute.Relation<'manyToOne', 'api::account.account'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    datePublie: Schema.Attribute.Date & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::offer.social-boost'> & Schema.Attribute.Private;
    logo: Schema.Attribute.JSON & Schema.Attribute.Private;
    offer: Schema.Attribute.Relation<'manyToOne', 'api::offer.offer'>;
    publishedAt: Schema.Attribute.DateTime;
    reservePar: Schema.Attribute.String;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiPageEvent extends Struct.CollectionTypeSchema {
  collectionName: 'events';
  info: {
    description: "A school's or a company's event (salon, job dating, open day, harvest job fair), shown on its page and in the agenda";
    displayName: '\u00C9v\u00E9nement';
    pluralName: 'events';
    singularName: 'event';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: true;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    account: Schema.Attribute.Relation<'manyToOne', 'api::account.account'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    dateDebut: Schema.Attribute.Date & Schema.Attribute.Required;
    dateFin: Schema.Attribute.Date & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localisation: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 255;
      }>;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::page.event'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    titre: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 255;
      }>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiPushPushSubscription extends Struct.CollectionTypeSchema {
  collectionName: 'push_subscriptions';
  info: {
    description: "A candidate's device that receives Web Push notifications: its endpoint and keys, the kinds chosen (issue #41 item 4)";
    displayName: 'Appareil (notifications)';
    pluralName: 'push-subscriptions';
    singularName: 'push-subscription';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    appareil: Schema.Attribute.String;
    auth: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private;
    candidatRef: Schema.Attribute.Integer & Schema.Attribute.Required;
    cle: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    dernierEnvoiLe: Schema.Attribute.DateTime;
    endpoint: Schema.Attribute.Text & Schema.Attribute.Required & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::push.push-subscription'> & Schema.Attribute.Private;
    p256dh: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    types: Schema.Attribute.JSON;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiSchoolSchool extends Struct.CollectionTypeSchema {
  collectionName: 'schools';
  info: {
    description: '\u00C9tablissement de formation';
    displayName: '\u00C9cole';
    pluralName: 'schools';
    singularName: 'school';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    account: Schema.Attribute.Relation<'oneToOne', 'api::account.account'>;
    adresseCp: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 5;
      }>;
    adressefactureAdresse: Schema.Attribute.String;
    adressefactureAdresseComplementaire: Schema.Attribute.String;
    adressefactureCp: Schema.Attribute.String;
    adresseFactureIdentique: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<true>;
    adressefactureNom: Schema.Attribute.String;
    adressefacturePays: Schema.Attribute.String;
    adressefactureTel: Schema.Attribute.String;
    adressefactureVille: Schema.Attribute.String;
    adressefactureVilleInternational: Schema.Attribute.String;
    adresseVille: Schema.Attribute.String;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    description: Schema.Attribute.Text;
    ecoleAdresse: Schema.Attribute.String;
    ecoleAdresseComplementaire: Schema.Attribute.String;
    ecoleCp: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 5;
      }>;
    ecoleNom: Schema.Attribute.String & Schema.Attribute.Required;
    ecolePays: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 2;
      }> &
      Schema.Attribute.DefaultTo<'FR'>;
    ecoleSiret: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 14;
      }>;
    ecoleTel: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 10;
      }>;
    ecoleTvaIntra: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 13;
      }>;
    ecoleVille: Schema.Attribute.String;
    ecoleVilleInternational: Schema.Attribute.String;
    enLigne: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    fraisScolarite: Schema.Attribute.String;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::school.school'> & Schema.Attribute.Private;
    logo: Schema.Attribute.String;
    photocouverture: Schema.Attribute.String;
    photos: Schema.Attribute.JSON;
    plaquette: Schema.Attribute.String;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    urlVideo: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 500;
      }>;
  };
}

export interface ApiSeasonalSeasonalWorker extends Struct.CollectionTypeSchema {
  collectionName: 'seasonal_workers';
  info: {
    description: "A worker in one account's re-hire list (\u00AB Mes saisonniers \u00BB): the seasons it recorded, whether to hire them again, the invitations sent; never read by another account";
    displayName: 'Saisonnier';
    pluralName: 'seasonal-workers';
    singularName: 'seasonal-worker';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    aReprendre: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    candidatRef: Schema.Attribute.Integer & Schema.Attribute.Required;
    cle: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private;
    compteRef: Schema.Attribute.Integer & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    derniereSaison: Schema.Attribute.Integer & Schema.Attribute.Required;
    email: Schema.Attribute.String;
    entreprise: Schema.Attribute.String;
    expireLe: Schema.Attribute.Date & Schema.Attribute.Required;
    invitations: Schema.Attribute.JSON;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::seasonal.seasonal-worker'> & Schema.Attribute.Private;
    nom: Schema.Attribute.String;
    prenom: Schema.Attribute.String;
    publishedAt: Schema.Attribute.DateTime;
    saisons: Schema.Attribute.JSON;
    telephone: Schema.Attribute.String;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiSmsSmsSubscription extends Struct.CollectionTypeSchema {
  collectionName: 'sms_subscriptions';
  info: {
    description: "A candidate's mobile number for urgent SMS: checked by a code, stopped by a \u00AB STOP \u00BB reply (issue #41 item 5)";
    displayName: 'Abonnement SMS';
    pluralName: 'sms-subscriptions';
    singularName: 'sms-subscription';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    candidatRef: Schema.Attribute.Integer & Schema.Attribute.Required;
    codeEnvoyeLe: Schema.Attribute.DateTime;
    codeEssais: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    codeExpire: Schema.Attribute.DateTime;
    codeHash: Schema.Attribute.String & Schema.Attribute.Private;
    codesJour: Schema.Attribute.Date;
    codesNombre: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    confirmeLe: Schema.Attribute.DateTime;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::sms.sms-subscription'> & Schema.Attribute.Private;
    numero: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 20;
      }>;
    publishedAt: Schema.Attribute.DateTime;
    stopLe: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiUnsolicitedUnsolicitedApplication extends Struct.CollectionTypeSchema {
  collectionName: 'unsolicited_applications';
  info: {
    description: "A candidate's unsolicited application to an account, from a company page or a subsidiary's: message, phone, CV copy, availability, invitations";
    displayName: 'Candidature spontan\u00E9e';
    pluralName: 'unsolicited-applications';
    singularName: 'unsolicited-application';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    account: Schema.Attribute.Relation<'manyToOne', 'api::account.account'>;
    candidate: Schema.Attribute.Relation<'manyToOne', 'api::candidate.candidate'>;
    candidatEmail: Schema.Attribute.String;
    candidatNom: Schema.Attribute.String;
    candidatPrenom: Schema.Attribute.String;
    candidatTitre: Schema.Attribute.String;
    cle: Schema.Attribute.String & Schema.Attribute.Private;
    company: Schema.Attribute.Relation<'manyToOne', 'api::company.company'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    cv: Schema.Attribute.JSON & Schema.Attribute.Private;
    disponibilites: Schema.Attribute.JSON & Schema.Attribute.Private;
    entreprise: Schema.Attribute.String;
    invitations: Schema.Attribute.JSON & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::unsolicited.unsolicited-application'> & Schema.Attribute.Private;
    message: Schema.Attribute.Text;
    publishedAt: Schema.Attribute.DateTime;
    telephone: Schema.Attribute.String;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginContentReleasesRelease extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_releases';
  info: {
    displayName: 'Release';
    pluralName: 'releases';
    singularName: 'release';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    actions: Schema.Attribute.Relation<'oneToMany', 'plugin::content-releases.release-action'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::content-releases.release'> & Schema.Attribute.Private;
    name: Schema.Attribute.String & Schema.Attribute.Required;
    publishedAt: Schema.Attribute.DateTime;
    releasedAt: Schema.Attribute.DateTime;
    scheduledAt: Schema.Attribute.DateTime;
    status: Schema.Attribute.Enumeration<['ready', 'blocked', 'failed', 'done', 'empty']> & Schema.Attribute.Required;
    timezone: Schema.Attribute.String;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginContentReleasesReleaseAction extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_release_actions';
  info: {
    displayName: 'Release Action';
    pluralName: 'release-actions';
    singularName: 'release-action';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    contentType: Schema.Attribute.String & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    entryDocumentId: Schema.Attribute.String;
    isEntryValid: Schema.Attribute.Boolean;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::content-releases.release-action'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    release: Schema.Attribute.Relation<'manyToOne', 'plugin::content-releases.release'>;
    type: Schema.Attribute.Enumeration<['publish', 'unpublish']> & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginI18NLocale extends Struct.CollectionTypeSchema {
  collectionName: 'i18n_locale';
  info: {
    collectionName: 'locales';
    description: '';
    displayName: 'Locale';
    pluralName: 'locales';
    singularName: 'locale';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    code: Schema.Attribute.String & Schema.Attribute.Unique;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::i18n.locale'> & Schema.Attribute.Private;
    name: Schema.Attribute.String &
      Schema.Attribute.SetMinMax<
        {
          max: 50;
          min: 1;
        },
        number
      >;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginReviewWorkflowsWorkflow extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_workflows';
  info: {
    description: '';
    displayName: 'Workflow';
    name: 'Workflow';
    pluralName: 'workflows';
    singularName: 'workflow';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    contentTypes: Schema.Attribute.JSON & Schema.Attribute.Required & Schema.Attribute.DefaultTo<'[]'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::review-workflows.workflow'> & Schema.Attribute.Private;
    name: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Unique;
    publishedAt: Schema.Attribute.DateTime;
    stageRequiredToPublish: Schema.Attribute.Relation<'oneToOne', 'plugin::review-workflows.workflow-stage'>;
    stages: Schema.Attribute.Relation<'oneToMany', 'plugin::review-workflows.workflow-stage'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginReviewWorkflowsWorkflowStage extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_workflows_stages';
  info: {
    description: '';
    displayName: 'Stages';
    name: 'Workflow Stage';
    pluralName: 'workflow-stages';
    singularName: 'workflow-stage';
  };
  options: {
    draftAndPublish: false;
    version: '1.1.0';
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    color: Schema.Attribute.String & Schema.Attribute.DefaultTo<'#4945FF'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::review-workflows.workflow-stage'> & Schema.Attribute.Private;
    name: Schema.Attribute.String;
    permissions: Schema.Attribute.Relation<'manyToMany', 'admin::permission'>;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    workflow: Schema.Attribute.Relation<'manyToOne', 'plugin::review-workflows.workflow'>;
  };
}

export interface PluginUploadFile extends Struct.CollectionTypeSchema {
  collectionName: 'files';
  info: {
    description: '';
    displayName: 'File';
    pluralName: 'files';
    singularName: 'file';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    alternativeText: Schema.Attribute.Text;
    caption: Schema.Attribute.Text;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    ext: Schema.Attribute.String;
    focalPoint: Schema.Attribute.JSON;
    folder: Schema.Attribute.Relation<'manyToOne', 'plugin::upload.folder'> & Schema.Attribute.Private;
    folderPath: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Private &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    formats: Schema.Attribute.JSON;
    hash: Schema.Attribute.String & Schema.Attribute.Required;
    height: Schema.Attribute.Integer;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::upload.file'> & Schema.Attribute.Private;
    mime: Schema.Attribute.String & Schema.Attribute.Required;
    name: Schema.Attribute.String & Schema.Attribute.Required;
    previewUrl: Schema.Attribute.Text;
    provider: Schema.Attribute.String & Schema.Attribute.Required;
    provider_metadata: Schema.Attribute.JSON;
    publishedAt: Schema.Attribute.DateTime;
    related: Schema.Attribute.Relation<'morphToMany'>;
    size: Schema.Attribute.Decimal & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    url: Schema.Attribute.Text & Schema.Attribute.Required;
    width: Schema.Attribute.Integer;
  };
}

export interface PluginUploadFolder extends Struct.CollectionTypeSchema {
  collectionName: 'upload_folders';
  info: {
    displayName: 'Folder';
    pluralName: 'folders';
    singularName: 'folder';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    children: Schema.Attribute.Relation<'oneToMany', 'plugin::upload.folder'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    files: Schema.Attribute.Relation<'oneToMany', 'plugin::upload.file'>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::upload.folder'> & Schema.Attribute.Private;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    parent: Schema.Attribute.Relation<'manyToOne', 'plugin::upload.folder'>;
    path: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    pathId: Schema.Attribute.Integer & Schema.Attribute.Required & Schema.Attribute.Unique;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginUsersPermissionsPermission extends Struct.CollectionTypeSchema {
  collectionName: 'up_permissions';
  info: {
    description: '';
    displayName: 'Permission';
    name: 'permission';
    pluralName: 'permissions';
    singularName: 'permission';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    action: Schema.Attribute.String & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::users-permissions.permission'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    role: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.role'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginUsersPermissionsRole extends Struct.CollectionTypeSchema {
  collectionName: 'up_roles';
  info: {
    description: '';
    displayName: 'Role';
    name: 'role';
    pluralName: 'roles';
    singularName: 'role';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    description: Schema.Attribute.String;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::users-permissions.role'> & Schema.Attribute.Private;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 3;
      }>;
    permissions: Schema.Attribute.Relation<'oneToMany', 'plugin::users-permissions.permission'>;
    publishedAt: Schema.Attribute.DateTime;
    type: Schema.Attribute.String & Schema.Attribute.Unique;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    users: Schema.Attribute.Relation<'oneToMany', 'plugin::users-permissions.user'>;
  };
}

export interface PluginUsersPermissionsUser extends Struct.CollectionTypeSchema {
  collectionName: 'up_users';
  info: {
    description: '';
    displayName: 'User';
    name: 'user';
    pluralName: 'users';
    singularName: 'user';
  };
  options: {
    draftAndPublish: false;
    timestamps: true;
  };
  attributes: {
    blocked: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    campagne: Schema.Attribute.JSON & Schema.Attribute.Private;
    confirmationEnvoyeeLe: Schema.Attribute.DateTime & Schema.Attribute.Private;
    confirmationToken: Schema.Attribute.String & Schema.Attribute.Private;
    confirmed: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    email: Schema.Attribute.Email &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 6;
      }>;
    emailEnAttente: Schema.Attribute.Email & Schema.Attribute.Private;
    emailEnAttenteExpire: Schema.Attribute.DateTime & Schema.Attribute.Private;
    emailEnAttenteToken: Schema.Attribute.String & Schema.Attribute.Private;
    fonction: Schema.Attribute.String;
    langue: Schema.Attribute.Enumeration<['fr', 'es', 'pl', 'ro', 'pt', 'en']> & Schema.Attribute.DefaultTo<'fr'>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::users-permissions.user'> & Schema.Attribute.Private;
    nom: Schema.Attribute.String;
    password: Schema.Attribute.Password &
      Schema.Attribute.Private &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 6;
      }>;
    prenom: Schema.Attribute.String;
    provider: Schema.Attribute.String;
    publishedAt: Schema.Attribute.DateTime;
    resetPasswordExpiresAt: Schema.Attribute.DateTime & Schema.Attribute.Private;
    resetPasswordToken: Schema.Attribute.String & Schema.Attribute.Private;
    role: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.role'>;
    telephone: Schema.Attribute.String;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    username: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 3;
      }>;
  };
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ContentTypeSchemas {
      'admin::api-token': AdminApiToken;
      'admin::api-token-permission': AdminApiTokenPermission;
      'admin::permission': AdminPermission;
      'admin::role': AdminRole;
      'admin::session': AdminSession;
      'admin::transfer-token': AdminTransferToken;
      'admin::transfer-token-permission': AdminTransferTokenPermission;
      'admin::user': AdminUser;
      'api::account.account': ApiAccountAccount;
      'api::account.credit-entry': ApiAccountCreditEntry;
      'api::account.membership': ApiAccountMembership;
      'api::alert.alert-hit': ApiAlertAlertHit;
      'api::alert.candidate-alert': ApiAlertCandidateAlert;
      'api::alert.cv-alert': ApiAlertCvAlert;
      'api::application.application': ApiApplicationApplication;
      'api::blog.article': ApiBlogArticle;
      'api::blog.article-like': ApiBlogArticleLike;
      'api::blog.blog-category': ApiBlogBlogCategory;
      'api::blog.testimonial': ApiBlogTestimonial;
      'api::campaign.campaign': ApiCampaignCampaign;
      'api::candidate.candidate': ApiCandidateCandidate;
      'api::candidate.cv-entry': ApiCandidateCvEntry;
      'api::candidate.cv-language': ApiCandidateCvLanguage;
      'api::commerce.invoice': ApiCommerceInvoice;
      'api::commerce.invoice-counter': ApiCommerceInvoiceCounter;
      'api::commerce.order': ApiCommerceOrder;
      'api::commerce.payment-event': ApiCommercePaymentEvent;
      'api::commerce.promo-code': ApiCommercePromoCode;
      'api::commerce.promo-use': ApiCommercePromoUse;
      'api::company.company': ApiCompanyCompany;
      'api::contact.contact-message': ApiContactContactMessage;
      'api::course.course': ApiCourseCourse;
      'api::course.course-contact': ApiCourseCourseContact;
      'api::course.course-session': ApiCourseCourseSession;
      'api::cvtheque.cv-like': ApiCvthequeCvLike;
      'api::cvtheque.cv-purchase': ApiCvthequeCvPurchase;
      'api::email.email-message': ApiEmailEmailMessage;
      'api::harvest.harvest-start': ApiHarvestHarvestStart;
      'api::harvest.start-answer': ApiHarvestStartAnswer;
      'api::jobdating.booking': ApiJobdatingBooking;
      'api::jobdating.recruitment-day': ApiJobdatingRecruitmentDay;
      'api::jobdating.slot': ApiJobdatingSlot;
      'api::messaging.chat-message': ApiMessagingChatMessage;
      'api::messaging.conversation': ApiMessagingConversation;
      'api::messaging.conversation-report': ApiMessagingConversationReport;
      'api::newsletter.newsletter-delivery': ApiNewsletterNewsletterDelivery;
      'api::newsletter.newsletter-edition': ApiNewsletterNewsletterEdition;
      'api::offer.offer': ApiOfferOffer;
      'api::offer.social-boost': ApiOfferSocialBoost;
      'api::page.event': ApiPageEvent;
      'api::push.push-subscription': ApiPushPushSubscription;
      'api::school.school': ApiSchoolSchool;
      'api::seasonal.seasonal-worker': ApiSeasonalSeasonalWorker;
      'api::sms.sms-subscription': ApiSmsSmsSubscription;
      'api::unsolicited.unsolicited-application': ApiUnsolicitedUnsolicitedApplication;
      'plugin::content-releases.release': PluginContentReleasesRelease;
      'plugin::content-releases.release-action': PluginContentReleasesReleaseAction;
      'plugin::i18n.locale': PluginI18NLocale;
      'plugin::review-workflows.workflow': PluginReviewWorkflowsWorkflow;
      'plugin::review-workflows.workflow-stage': PluginReviewWorkflowsWorkflowStage;
      'plugin::upload.file': PluginUploadFile;
      'plugin::upload.folder': PluginUploadFolder;
      'plugin::users-permissions.permission': PluginUsersPermissionsPermission;
      'plugin::users-permissions.role': PluginUsersPermissionsRole;
      'plugin::users-permissions.user': PluginUsersPermissionsUser;
    }
  }
}
