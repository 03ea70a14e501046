import { z } from 'zod';
import zhCN from 'zod/v4/locales/zh-CN.js';

// Validation messages in Simplified Chinese wherever the contract is used (server and web).
// Only this locale is imported: `z.locales` would pull every language into the web bundle.
z.config(zhCN());

export * from './appinfo.js';
export * from './articles.js';
export * from './auth.js';
export * from './collections.js';
export * from './constants.js';
export * from './dictionary.js';
export * from './envelope.js';
export * from './history.js';
export * from './labels.js';
export * from './members.js';
export * from './signing.js';
export * from './ua.js';
export * from './values.js';
export * from './visitors.js';
export * from './words.js';
