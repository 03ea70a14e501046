import type { Page, SearchHit } from '@bb/contract';
import { sql } from 'kysely';
import { isoAt } from '../../platform/clock.js';
import type { Deps } from '../../platform/deps.js';
import { nextOffset } from '../../platform/http/paging.js';
import { presentSummary, selectSummaries } from '../articles/repo.js';

// Markers the engines put around matches; the text is escaped, then they become <mark> tags.
const OPEN = '\u0002';
const CLOSE = '\u0003';
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[c]};`);
}

export function markHighlights(text: string): string {
  return escapeHtml(text).replaceAll(OPEN, '<mark>').replaceAll(CLOSE, '</mark>');
}

function markSubstring(text: string, needle: string): string {
  if (!needle) return escapeHtml(text);
  const i = text.toLowerCase().indexOf(needle.toLowerCase());
  if (i < 0) return escapeHtml(text);
  return markHighlights(
    `${text.slice(0, i)}${OPEN}${text.slice(i, i + needle.length)}${CLOSE}${text.slice(i + needle.length)}`,
  );
}

/** Words of the query as the engines' own syntax, so no input can break the query. */
export function queryTerms(q: string): string[] {
  return (q.toLowerCase().match(/[a-z0-9]+/g) ?? []).slice(0, 12);
}

interface SearchArgs {
  q: string;
  offset: number;
  limit: number;
  order_by: 'relevance' | 'newest';
}

/**
 * Full text over titles and bodies (English stemming; the title weighs more), and Chinese titles
 * by substring. Every word must match; the last one also as a prefix, for search as you type.
 */
export async function searchArticles(deps: Deps, args: SearchArgs): Promise<Page<SearchHit>> {
  const now = isoAt(deps.clock.now());
  if (CJK.test(args.q)) return searchChineseTitles(deps, args, now);
  const terms = queryTerms(args.q);
  if (terms.length === 0) return { items: [], next_offset: null };

  const ranked =
    deps.dialect === 'sqlite' ? await rankSqlite(deps, terms, args, now) : await rankPostgres(deps, terms, args, now);
  if (ranked.length === 0) return { items: [], next_offset: null };
  const ids = ranked.map((r) => r.id);
  const rows = await selectSummaries(deps.db).where('articles.id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const items = ranked.flatMap((r) => {
    const row = byId.get(r.id);
    if (!row) return [];
    return [
      {
        ...presentSummary(row),
        highlight: { title: markHighlights(r.title), title_zh: escapeHtml(row.title_zh), body: markHighlights(r.body) },
      },
    ];
  });
  return { items, next_offset: nextOffset(args.offset, ranked.length, args.limit) };
}

interface Ranked {
  id: number;
  title: string;
  body: string;
}

/**
 * FTS5 picks the best (or newest) matches itself, then the window is joined to `articles` to
 * keep the published ones. Joining first would make SQLite probe the index once per article.
 * Drafts are few, so the window rarely needs widening; when it does, it grows until the page is
 * full or every match has been seen.
 */
async function rankSqlite(deps: Deps, terms: string[], args: SearchArgs, now: string): Promise<Ranked[]> {
  const match = terms.map((t, i) => (i === terms.length - 1 ? `"${t}"*` : `"${t}"`)).join(' ');
  const wanted = args.offset + args.limit;
  const inner = args.order_by === 'newest' ? sql`order by rowid desc` : sql`order by rank`;
  let window = wanted + 100;
  let ordered: { id: number }[];
  for (;;) {
    const res = await sql<{ id: number }>`
      select a.id
      from (select rowid, rank from articles_fts where articles_fts match ${match} ${inner} limit ${window}) f
      cross join articles a on a.id = f.rowid
      where a.status = 'published' and a.published_at <= ${now}
      order by ${args.order_by === 'newest' ? sql`a.published_at desc` : sql`f.rank`}
      limit ${args.limit} offset ${args.offset}`.execute(deps.db);
    ordered = res.rows;
    if (ordered.length >= args.limit) break;
    const seen = await sql<{ n: number }>`
      select count(*) as n from (select 1 from articles_fts where articles_fts match ${match} limit ${window})`.execute(
      deps.db,
    );
    if (Number(seen.rows[0]?.n ?? 0) < window) break;
    window *= 4;
  }
  if (ordered.length === 0) return [];
  // Highlights for the one page of rows only.
  const { rows } = await sql<Ranked>`
    select rowid as id,
           highlight(articles_fts, 0, ${OPEN}, ${CLOSE}) as title,
           snippet(articles_fts, 1, ${OPEN}, ${CLOSE}, '…', 24) as body
    from articles_fts
    where articles_fts match ${match} and rowid in (${sql.join(ordered.map((r) => r.id))})`.execute(deps.db);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ordered.flatMap((r) => byId.get(r.id) ?? []);
}

async function rankPostgres(deps: Deps, terms: string[], args: SearchArgs, now: string): Promise<Ranked[]> {
  const tsquery = terms.map((t, i) => (i === terms.length - 1 ? `${t}:*` : t)).join(' & ');
  const { rows } = await sql<Ranked>`
    with q as (select to_tsquery('english', ${tsquery}) as q),
    hits as (
      select a.id, a.title, a.body_text, a.published_at, ts_rank(a.search, q.q) as rank
      from articles a, q
      where a.search @@ q.q and a.status = 'published' and a.published_at <= ${now}
      order by ${args.order_by === 'newest' ? sql`a.published_at desc` : sql`rank desc`}
      limit ${args.limit} offset ${args.offset}
    )
    select hits.id,
           ts_headline('english', hits.title, q.q, ${`StartSel=${OPEN}, StopSel=${CLOSE}, HighlightAll=true`}) as title,
           ts_headline('english', hits.body_text, q.q, ${`StartSel=${OPEN}, StopSel=${CLOSE}, MaxWords=30, MinWords=12, MaxFragments=1, FragmentDelimiter=…`}) as body
    from hits, q
    order by ${args.order_by === 'newest' ? sql`hits.published_at desc` : sql`hits.rank desc`}`.execute(deps.db);
  return rows;
}

async function searchChineseTitles(deps: Deps, args: SearchArgs, now: string): Promise<Page<SearchHit>> {
  const needle = args.q.trim();
  const like = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await selectSummaries(deps.db)
    .where('articles.status', '=', 'published')
    .where('articles.published_at', '<=', now)
    .where((eb) =>
      deps.dialect === 'sqlite'
        ? eb('articles.id', 'in', sql<number>`(select rowid from articles_zh where title_zh like ${like} escape '\\')`)
        : sql<boolean>`articles.title_zh like ${like} escape '\\'`,
    )
    .orderBy('articles.published_at', 'desc')
    .limit(args.limit)
    .offset(args.offset)
    .execute();
  return {
    items: rows.map((row) => ({
      ...presentSummary(row),
      highlight: {
        title: escapeHtml(row.title),
        title_zh: markSubstring(row.title_zh, needle),
        body: escapeHtml(row.summary),
      },
    })),
    next_offset: nextOffset(args.offset, rows.length, args.limit),
  };
}
