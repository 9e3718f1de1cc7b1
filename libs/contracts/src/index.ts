export * from './constants.js';
export * from './errors.js';
export * from './identity.js';
export * from './auth.js';
export * from './org.js';
export * from './health.js';
export * from './passwords.js';
export * from './locations.js';
