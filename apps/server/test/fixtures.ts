import type { Article } from '@bb/contract';
import type { TestServer } from './harness.js';

/** A short original text in three paragraphs, for articles made in tests. */
export const SAMPLE_PARAGRAPHS = [
  {
    en: 'The river runs quietly past the old mill, where children gather every summer to watch the water wheel turn.',
    zh: '河水静静流过老磨坊，每年夏天孩子们都聚在那里看水车转动。',
  },
  {
    en: 'Nobody remembers who built the mill. Some say a farmer built it; others believe it was a family of bakers.',
    zh: '没人记得磨坊是谁建的。有人说是一位农民，也有人认为是一家面包师。',
  },
  {
    en: 'What everyone agrees on is the sound: a steady, patient rhythm that makes the whole valley feel calm.',
    zh: '大家都认同的是那个声音：稳定而耐心的节奏，让整个山谷都平静下来。',
  },
];

export async function makeArticle(
  s: TestServer,
  token: string,
  article: Record<string, unknown> = {},
): Promise<Article> {
  const res = await s.call<Article>('POST', '/reader/article/add', {
    token,
    body: {
      article: {
        title: 'The Old Mill',
        title_zh: '老磨坊',
        topics: ['生活'],
        status: 'published',
        paragraphs: SAMPLE_PARAGRAPHS,
        ...article,
      },
    },
  });
  if (res.status !== 200) throw new Error(`makeArticle failed: ${res.text}`);
  return res.body.result;
}
