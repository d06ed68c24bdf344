// Its own entry (`@cep/domain/autocomplete`): a search form's place field takes this number, not every constant.

/** Characters typed before a list of places or courses is asked for (spec 01 §7). */
export const AUTOCOMPLETE_MIN_CHARS = 3;
