/** The header carrying a request's id from the site's server to the cms, answered back by both (docs/operations.md). */
export const REQUEST_ID_HEADER = 'x-request-id';
