import { dictEntrySchema, wordQuery } from '@bb/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.js';
import { defineRoute } from '../../platform/http/route.js';
import { inWordbook } from '../words/service.js';
import { lookup } from './service.js';

export function dictionaryRoutes(app: FastifyInstance, deps: Deps): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/english/word',
    summary: '查词：词形还原到原形（went → go），未找到时 404 并给出相近的词（result.suggestions）',
    access: 'public',
    query: wordQuery,
    result: dictEntrySchema,
    handler: async ({ user, query }) => {
      const entry = await lookup(deps, query.word);
      return user ? { ...entry, in_wordbook: await inWordbook(deps, user.id, entry.lemma) } : entry;
    },
  });
}
