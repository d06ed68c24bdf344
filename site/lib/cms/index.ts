export { CmsError } from './client';
export * from './offers';
export * from './auth';
export * from './candidate-cv';
export * from './applications';
export * from './pages';
export * from './courses';
export * from './messaging';
export * from './blog';
