// The route contracts (issue #39): each cms route defined once, read by the cms, the site's server, the access matrix
// and the OpenAPI document. Server code only: the browser's bundles never need them.
export * from './route';
export * from './fields';
export * from './account';
export * from './alerts';
export * from './applications';
export * from './blog';
export * from './candidate';
export * from './personal-data';
export * from './campaign';
export * from './commerce';
export * from './contact';
export * from './courses';
export * from './cvtheque';
export * from './inscription';
export * from './legal';
export * from './messaging';
export * from './newsletter';
export * from './offers';
export * from './pages';
export * from './places';
export * from './password';
export * from './reference';
export * from './search';
export * from './all';
export * from './openapi';
export * from './route-list';
