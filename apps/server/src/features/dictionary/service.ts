import type { DictEntry } from '@bb/contract';
import type { Selectable } from 'kysely';
import type { DictEntriesTable } from '../../platform/db/schema.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/http/errors.js';
import { remembered } from './cache.js';
import { lemmaOf } from './import.js';
import { levenshtein, normalizeWord, ruleCandidates } from './lemma.js';

type EntryRow = Selectable<DictEntriesTable>;

const lines = (s: string) =>
  s
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

function formsOf(exchange: string): Record<string, string> {
  const forms: Record<string, string> = {};
  for (const item of exchange.split('/')) {
    const [kind, value] = item.split(':');
    if (kind && value && kind !== '0' && kind !== '1') forms[kind] = value;
  }
  return forms;
}

function present(asked: string, row: EntryRow): DictEntry {
  return {
    word: asked,
    lemma: row.word,
    phonetic: row.phonetic,
    translation: lines(row.translation),
    definition: lines(row.definition),
    tags: row.tags ? row.tags.split(' ').filter(Boolean) : [],
    collins: row.collins,
    oxford: row.oxford === 1,
    frq: row.frq,
    forms: formsOf(row.exchange),
    in_wordbook: false,
  };
}

async function entry(deps: Deps, lower: string): Promise<EntryRow | undefined> {
  return deps.db.selectFrom('dict_entries').selectAll().where('word_lower', '=', lower).executeTakeFirst();
}

/**
 * Resolves a surface form to its dictionary entry: the word itself (or, for an inflected row,
 * the lemma it names), then the form index built from `exchange` (went → go), then the regular
 * rules (studies → study, stopped → stop, happier → happy).
 */
export async function resolveWord(deps: Deps, raw: string): Promise<EntryRow | null> {
  const w = normalizeWord(raw);
  if (!w) return null;
  const own = await entry(deps, w);
  if (own) {
    const lemma = lemmaOf(own.exchange);
    return (lemma ? await entry(deps, lemma.toLowerCase()) : undefined) ?? own;
  }
  const viaForm = await deps.db
    .selectFrom('dict_forms')
    .select('lemma')
    .where('form', '=', w)
    .orderBy('lemma')
    .executeTakeFirst();
  if (viaForm) {
    const row = await entry(deps, viaForm.lemma);
    if (row) return row;
  }
  for (const candidate of ruleCandidates(w)) {
    const row = await entry(deps, candidate);
    if (row) return row;
  }
  return null;
}

/** Close words for a miss: same first letter, edit distance at most 2, common words first. */
export async function suggest(deps: Deps, raw: string, limit = 5): Promise<string[]> {
  const w = normalizeWord(raw) || raw.toLowerCase();
  if (!w) return [];
  const rows = await deps.db
    .selectFrom('dict_entries')
    .select(['word', 'word_lower', 'frq'])
    .where('word_lower', '>=', w.slice(0, 1))
    .where('word_lower', '<', `${w.slice(0, 1)}\uffff`)
    .execute();
  return rows
    .map((r) => ({ word: r.word, d: levenshtein(w, r.word_lower), frq: r.frq || 1e9 }))
    .filter((r) => r.d <= 2)
    .sort((a, b) => a.d - b.d || a.frq - b.frq)
    .slice(0, limit)
    .map((r) => r.word);
}

/** A tap's lookup: served from memory after the first time (see cache.ts), misses and their suggestions too. */
export async function lookup(deps: Deps, word: string): Promise<DictEntry> {
  const found = await remembered(deps, `w:${word.trim().toLowerCase()}`, async () => {
    const row = await resolveWord(deps, word);
    return row ? { row, suggestions: [] } : { row: null, suggestions: await suggest(deps, word) };
  });
  if (!found.row) throw new AppError(404, `词典里没有找到「${word}」`, { suggestions: found.suggestions });
  return present(word, found.row);
}
