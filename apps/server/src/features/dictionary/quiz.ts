import { type DemoCard, ENGLISH_WORD, type QuizQuestion } from '@bb/contract';
import type { Selectable } from 'kysely';
import type { DictEntriesTable } from '../../platform/db/schema.js';
import type { Deps } from '../../platform/deps.js';
import { lemmaOf } from './import.js';
import { firstMeaning, LEVEL_START, type TextLemma, wordRank } from './levels.js';

type EntryRow = Selectable<DictEntriesTable>;

const OPTIONS = 4;
const MAX_OPTION_CHARS = 40;

/** `n. 水；水域` → `n.`: distractors of the same part of speech make a fair question. */
const partOfSpeech = (meaning: string) => /^([a-z]+\.)/.exec(meaning)?.[1] ?? '';
const option = (meaning: string) =>
  meaning.length > MAX_OPTION_CHARS ? `${meaning.slice(0, MAX_OPTION_CHARS - 1)}…` : meaning;

/**
 * Random dictionary entries with a Chinese meaning and an exam tag, read as a few windows at
 * random ids: an index range scan, cheap even on the full 770k dictionary, where ORDER BY
 * random() would read every row.
 */
export async function randomEntries(
  deps: Deps,
  count: number,
  opts: { oxfordOnly?: boolean } = {},
): Promise<EntryRow[]> {
  const bounds = await deps.db
    .selectFrom('dict_entries')
    .select((eb) => [eb.fn.min('id').as('lo'), eb.fn.max('id').as('hi')])
    .executeTakeFirst();
  const lo = Number(bounds?.lo ?? 0);
  const hi = Number(bounds?.hi ?? 0);
  if (!hi) return [];
  const picked = new Map<number, EntryRow>();
  const perWindow = Math.max(4, Math.ceil(count / 4));
  for (let attempt = 0; attempt < 12 && picked.size < count; attempt++) {
    const from = lo + Math.floor(Math.random() * (hi - lo + 1));
    let q = deps.db
      .selectFrom('dict_entries')
      .selectAll()
      .where('id', '>=', from)
      .where('translation', '!=', '')
      .where('tags', '!=', '');
    if (opts.oxfordOnly) q = q.where('oxford', '=', 1);
    const rows = await q
      .orderBy('id')
      .limit(perWindow * 8)
      .execute();
    // Every eighth row of the window, so one window is not a run of neighbours (abandon, abandoned…).
    for (let i = Math.floor(Math.random() * 8); i < rows.length && picked.size < count; i += 8) {
      const row = rows[i] as EntryRow;
      if (!lemmaOf(row.exchange)) picked.set(row.id, row); // headwords, not inflected rows
    }
  }
  return [...picked.values()];
}

function shuffle<T>(items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** The sentence of a text around the first use of one of a word's spellings. */
function sentenceWith(text: string, surfaces: string[]): string {
  const sentences = text.split(/(?<=[.!?])\s+|\n+/);
  const wanted = new Set(surfaces);
  return (sentences.find((s) => (s.match(ENGLISH_WORD) ?? []).some((t) => wanted.has(t.toLowerCase()))) ?? '').trim();
}

/**
 * A quiz on an article's words: those already in my word book first, then its words at the level
 * in the order they appear, then (for an easy article) its hardest words below the level.
 * Each asks for the Chinese meaning among three distractors from the dictionary, of the same
 * part of speech where the pool allows.
 */
export async function articleQuiz(
  deps: Deps,
  text: string,
  inText: TextLemma[],
  { level, size, saved: savedLemmas }: { level: string; size: number; saved: Set<string> },
): Promise<QuizQuestion[]> {
  const start = LEVEL_START[level] ?? 2;
  const rank = ({ row }: TextLemma) => wordRank(row.tags, row.frq);
  const lemmas = inText.filter(({ row }) => firstMeaning(row.translation) !== '');
  const saved = lemmas.filter(({ row }) => savedLemmas.has(row.word_lower));
  // Words a beginner already knows (rank 0: 中考) are never asked.
  const others = lemmas.filter((l) => !savedLemmas.has(l.row.word_lower) && rank(l) >= 1);
  const atLevel = others.filter((l) => rank(l) >= start);
  // An easy article still gets a quiz: its hardest words below the level (a stable sort keeps text order).
  const below = others.filter((l) => rank(l) < start).sort((a, b) => rank(b) - rank(a));
  const chosen = [...saved, ...atLevel, ...below].slice(0, size);
  if (!chosen.length) return [];

  const pool = await randomEntries(deps, Math.max(60, chosen.length * 8));
  const chosenLemmas = new Set(chosen.map(({ row }) => row.word_lower));
  const distractors = [
    ...new Set(pool.filter((r) => !chosenLemmas.has(r.word_lower)).map((r) => option(firstMeaning(r.translation)))),
  ];
  return chosen.map(({ row, first, surfaces }) => {
    const right = option(firstMeaning(row.translation));
    const pos = partOfSpeech(right);
    const candidates = shuffle(distractors.filter((m) => m !== right));
    const wrong = [
      ...candidates.filter((m) => partOfSpeech(m) === pos),
      ...candidates.filter((m) => partOfSpeech(m) !== pos),
    ].slice(0, OPTIONS - 1);
    const options = shuffle([right, ...wrong]);
    return {
      word: first,
      lemma: row.word,
      phonetic: row.phonetic,
      sentence: sentenceWith(text, surfaces),
      options,
      answer: options.indexOf(right),
      in_wordbook: savedLemmas.has(row.word_lower),
    };
  });
}

/** A try-out deck of everyday exam words (Oxford 3000 with an exam tag) for /flashcard/demo. */
export async function demoCards(deps: Deps, size: number): Promise<DemoCard[]> {
  return shuffle(await randomEntries(deps, size, { oxfordOnly: true })).map((r) => ({
    word: r.word,
    phonetic: r.phonetic,
    meaning: firstMeaning(r.translation),
    tags: r.tags.split(' ').filter(Boolean),
  }));
}
