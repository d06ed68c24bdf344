// The shapes of the cms's answers, shared by the site (which reads them) and the cms (which writes them).
export * from './form';
export * from './auth';
export * from './inscription';
export * from './account';
export * from './offers';
export * from './recruiter-offers';
export * from './places';
export * from './commerce';
export * from './alerts';
export * from './cvtheque';
export * from './pages';
export * from './courses';
export * from './messaging';
export * from './blog';
export * from './applications';
export * from './newsletter';
export * from './legal';
