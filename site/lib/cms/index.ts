export { CmsError } from './client';
export * from './offers';
export * from './inscription';
export * from './auth';
export * from './account';
export * from './recruiter-offers';
export * from './candidate-cv';
export * from './applications';
export * from './commerce';
