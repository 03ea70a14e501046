import { ENGLISH_WORD, type LevelWord } from '@bb/contract';
import type { Selectable } from 'kysely';
import { chunked } from '../../platform/db/chunks.js';
import type { DictEntriesTable } from '../../platform/db/schema.js';
import type { Deps } from '../../platform/deps.js';
import { lemmaOf } from './import.js';
import { normalizeWord, ruleCandidates } from './lemma.js';

type EntryRow = Selectable<DictEntriesTable>;

/** How far along a learner meets a word: its earliest exam list (中考 0 … GRE 5). */
const TAG_RANK: Record<string, number> = { zk: 0, gk: 1, cet4: 2, cet6: 3, ky: 3, toefl: 4, ielts: 4, gre: 5 };
/** The rank a requested level starts at: C4 = beyond 高考 vocabulary, L8 = GRE and rarer. */
export const LEVEL_START: Record<string, number> = {
  VERY_EASY: 1,
  EASY: 2,
  STANDARD: 3,
  DIFFICULT: 4,
  VERY_DIFFICULT: 5,
  C4: 2,
  C6: 3,
  L4: 3,
  IELTS: 4,
  L8: 5,
};

/** A word's rank by its exam tags, or by frequency when it has none (rare words rank highest). */
export function wordRank(tags: string, frq: number): number {
  const ranks = tags
    .split(' ')
    .map((t) => TAG_RANK[t])
    .filter((n): n is number => n !== undefined);
  if (ranks.length) return Math.min(...ranks);
  if (!frq || frq > 20_000) return 5;
  if (frq > 8000) return 4;
  if (frq > 3000) return 3;
  return 1;
}

async function entriesByLower(deps: Deps, lowers: string[]): Promise<Map<string, EntryRow>> {
  const out = new Map<string, EntryRow>();
  for (const part of chunked(lowers)) {
    for (const r of await deps.db.selectFrom('dict_entries').selectAll().where('word_lower', 'in', part).execute())
      out.set(r.word_lower, r);
  }
  return out;
}

/** The same resolution as a single lookup, for a whole article at once: a few queries, not one per word. */
export async function resolveMany(deps: Deps, surfaces: string[]): Promise<Map<string, EntryRow>> {
  const keys = [...new Set(surfaces.map(normalizeWord).filter(Boolean))];
  const direct = await entriesByLower(deps, keys);
  const resolved = new Map<string, EntryRow>();
  const lemmaWanted = new Map<string, string>();
  for (const k of keys) {
    const row = direct.get(k);
    if (!row) continue;
    const lemma = lemmaOf(row.exchange);
    if (lemma) lemmaWanted.set(k, lemma.toLowerCase());
    else resolved.set(k, row);
  }
  const missing = keys.filter((k) => !direct.has(k));
  const forms = new Map<string, string>();
  for (const part of chunked(missing)) {
    for (const f of await deps.db
      .selectFrom('dict_forms')
      .select(['form', 'lemma'])
      .where('form', 'in', part)
      .orderBy('lemma')
      .execute()) {
      if (!forms.has(f.form)) forms.set(f.form, f.lemma);
    }
  }
  const byRules = new Map<string, string[]>();
  for (const k of missing) if (!forms.has(k)) byRules.set(k, ruleCandidates(k));
  const second = await entriesByLower(deps, [
    ...new Set([...lemmaWanted.values(), ...forms.values(), ...[...byRules.values()].flat()]),
  ]);
  for (const [k, lemma] of lemmaWanted) resolved.set(k, second.get(lemma) ?? (direct.get(k) as EntryRow));
  for (const [k, lemma] of forms) {
    const row = second.get(lemma);
    if (row) resolved.set(k, row);
  }
  for (const [k, candidates] of byRules) {
    const hit = candidates.map((c) => second.get(c)).find(Boolean);
    if (hit) resolved.set(k, hit);
  }
  return resolved;
}

/** The English words of a text, in order, apostrophes kept (`don't`, `children's`). */
export function tokenize(text: string): string[] {
  return text.match(ENGLISH_WORD) ?? [];
}

/** Each lemma of a text once, in order of first appearance, with every spelling of it in the text. */
export interface TextLemma {
  row: EntryRow;
  /** The spelling it first appears with. */
  first: string;
  /** Every spelling of it in the text, lower-cased. */
  surfaces: string[];
}

export async function textLemmas(deps: Deps, text: string): Promise<TextLemma[]> {
  const tokens = tokenize(text);
  const resolved = await resolveMany(deps, tokens);
  const byLemma = new Map<string, { row: EntryRow; first: string; surfaces: Set<string> }>();
  for (const t of tokens) {
    const row = resolved.get(normalizeWord(t));
    if (!row) continue;
    const seen = byLemma.get(row.word_lower);
    if (seen) seen.surfaces.add(t.toLowerCase());
    else byLemma.set(row.word_lower, { row, first: t, surfaces: new Set([t.toLowerCase()]) });
  }
  return [...byLemma.values()].map((l) => ({ ...l, surfaces: [...l.surfaces] }));
}

/** The words of a text at or above a level, in order of first appearance, each once per lemma. */
export async function levelWords(deps: Deps, text: string, level: string): Promise<LevelWord[]> {
  const start = LEVEL_START[level] ?? 2;
  return (await textLemmas(deps, text))
    .filter(({ row }) => wordRank(row.tags, row.frq) >= start)
    .map(({ row, first, surfaces }) => ({
      word: first,
      lemma: row.word,
      phonetic: row.phonetic,
      meaning: firstMeaning(row.translation),
      tags: row.tags ? row.tags.split(' ') : [],
      surfaces,
    }));
}

export function firstMeaning(translation: string): string {
  return translation.split('\n')[0] ?? '';
}
