export * from './types';
export * from './themes';
export * from './score';
export * from './rank';
export * from './reasons';
export * from './recommend';
export * from './preferences';
export * from './therapist-position';
