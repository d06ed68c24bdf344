export * from './messages';
export * from './password';
export * from './field-errors';
export * from './offer';
export * from './registration';
export * from './places';
