import type { messages } from '@cep/domain/messages';
import type { fr } from './fr';

/**
 * What the worker's path reads in six languages (issue #41 item 2): the frame of the page, the harvest landing page,
 * the search, the offer page, sign-up and login, the apply forms and the start-confirmation page. Recruiters',
 * schools' and the backoffice's words stay French only.
 */
export const TRANSLATED_NAMESPACES = [
  'site',
  'nav',
  'footer',
  'forms',
  'files',
  'errors',
  'login',
  'signup',
  'offers',
  'offer',
  'harvestLanding',
  'applyMany',
  'apply',
  'startAnswer',
  'languages',
] as const;
export type TranslatedNamespace = (typeof TRANSLATED_NAMESPACES)[number];

/** The spec's messages the path shows (form errors, the apply and start answers), translated word for word in meaning. */
export const TRANSLATED_MESSAGES = [
  'actionImpossible',
  'candidatureEnvoyee',
  'candidatureFermee',
  'champNonAutorise',
  'champObligatoire',
  'compteExiste',
  'connexionEchec',
  'connexionRequise',
  'cvFormat',
  'dateInvalide',
  'dejaPostule',
  'demarrageChange',
  'demarrageDepasse',
  'demarrageLienExpire',
  'demarrageNonConfirme',
  'donneesNonValides',
  'emailInvalide',
  'emailTropLong',
  'erreurReessayer',
  'fichierTropLourd',
  'lienInvalide',
  'listeTropLongue',
  'motDePasseRegles',
  'motDePasseTropLong',
  'motsDePasseDifferents',
  'nombreInvalide',
  'nombreTropGrand',
  'offreIntrouvable',
  'plusieursOffresAucune',
  'profilIncomplet',
  'selectionNonConnecte',
  'selectionRecruteur',
  'serviceIndisponible',
  'telephoneInvalide',
  'telephoneTravailleurInvalide',
  'texteTropLong',
  'tropDeTentatives',
] as const satisfies ReadonlyArray<keyof typeof messages>;
export type TranslatedMessage = (typeof TRANSLATED_MESSAGES)[number];

/** A French entry's shape with its words free: strings are any string, functions keep their parameters. */
type Widened<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Widened<R>
    : T extends object
      ? { readonly [K in keyof T]: Widened<T[K]> }
      : T;

/** One language's translation: every namespace, every key, every message (a missing one fails `tsc`, so the build). */
export type Translation = Widened<Pick<typeof fr, TranslatedNamespace>> & {
  readonly messages: Readonly<Record<TranslatedMessage, string>>;
};
