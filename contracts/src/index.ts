export * from './operation';
export * from './entities';
export * from './operations/index';
export * from './table';
