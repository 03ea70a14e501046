import { z } from 'zod';

// Validation messages in Simplified Chinese wherever the contract is used (server and web).
z.config(z.locales.zhCN());

export * from './constants.js';
export * from './envelope.js';
export * from './values.js';
export * from './labels.js';
export * from './ua.js';
export * from './signing.js';
export * from './auth.js';
export * from './members.js';
export * from './visitors.js';
export * from './appinfo.js';
