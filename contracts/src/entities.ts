/** Entities of spec §3, one module per area. */
export * from './entities/fields';
export * from './entities/account';
export * from './entities/contact';
export * from './entities/knowledge';
export * from './entities/questionnaire';
export * from './entities/client';
export * from './entities/recommendation';
export * from './entities/voice-session';
export * from './entities/session-request';
export * from './entities/admin';
