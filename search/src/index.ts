export * from './types';
export * from './create-engine';
export * from './normalize';
export * from './errors';
export * from './fingerprint';
export * from './indexes/offers';
export { MemoryEngine } from './engines/memory-engine';
export * from './indexes/cvs';
export * from './indexes/courses';
