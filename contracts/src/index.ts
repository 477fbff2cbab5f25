export * from './operation';
export * from './constants';
export * from './matching';
export * from './entities';
export * from './operations/index';
export * from './table';
export * from './events';
export * from './voice';
