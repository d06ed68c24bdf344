export * from './state-machine';
export * from './machines';
