import { insertArticle } from '../features/articles/service.js';
import { insertUser } from '../features/users/repo.js';
import { isoAt } from '../platform/clock.js';
import type { Deps } from '../platform/deps.js';
import { UNUSABLE_PASSWORD_HASH } from '../platform/passwords.js';
import { DEMO_ARTICLES, DEMO_COLLECTIONS, DEMO_CREATORS } from './demo-articles.js';

const DAY = 86_400_000;

/** Two creators (who cannot sign in), twelve articles over the last twelve days, three collections. */
export async function seedReadingDemo(deps: Deps): Promise<boolean> {
  if (await deps.db.selectFrom('articles').select('id').limit(1).executeTakeFirst()) return false;
  const now = deps.clock.now();
  const creatorIds: number[] = [];
  for (const c of DEMO_CREATORS) {
    const existing = await deps.db.selectFrom('users').select('id').where('phone', '=', c.phone).executeTakeFirst();
    if (existing) {
      creatorIds.push(existing.id);
      continue;
    }
    const row = await insertUser(deps.db, {
      phone: c.phone,
      username: c.username,
      passwordHash: UNUSABLE_PASSWORD_HASH,
      isCreator: true,
      now: isoAt(now),
    });
    creatorIds.push(row.id);
  }

  const byCollection: number[][] = DEMO_COLLECTIONS.map(() => []);
  for (const [i, a] of DEMO_ARTICLES.entries()) {
    const id = await insertArticle(deps, creatorIds[a.creator] ?? null, {
      title: a.title,
      title_zh: a.title_zh,
      summary: a.summary,
      author: a.author,
      source: '读英语原创',
      source_url: '',
      cover: '',
      topics: a.topics,
      labels: a.labels,
      status: 'published',
      published_at: isoAt(now - (DEMO_ARTICLES.length - i) * DAY),
      is_lock: a.is_lock ?? false,
      paragraphs: a.paragraphs.map(([en, zh]) => ({ en, zh })),
    });
    byCollection[a.collection]?.push(id);
  }

  for (const [i, c] of DEMO_COLLECTIONS.entries()) {
    const at = isoAt(now - (DEMO_COLLECTIONS.length - i) * DAY);
    const row = await deps.db
      .insertInto('collections')
      .values({
        title: c.title,
        description: c.description,
        cover: '',
        creator_id: creatorIds[c.creator] ?? null,
        status: 'published',
        published_at: at,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ids = byCollection[i] ?? [];
    if (ids.length) {
      await deps.db
        .insertInto('collection_articles')
        .values(ids.map((article_id, position) => ({ collection_id: row.id, article_id, position: position + 1 })))
        .execute();
    }
  }
  return true;
}
