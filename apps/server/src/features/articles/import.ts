import { lookup } from 'node:dns/promises';
import net from 'node:net';
import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { badRequest } from '../../platform/http/errors.js';

const FETCH_TIMEOUT_MS = 10_000;
const MAX_PAGE_BYTES = 5 * 1024 * 1024;
const MAX_REDIRECTS = 5;

export interface ImportedPage {
  title: string;
  author: string;
  source: string;
  summary: string;
  cover: string;
  paragraphs: string[];
}

function isPrivateAddress(ip: string): boolean {
  if (net.isIPv4(ip)) {
    const [a = 0, b = 0] = ip.split('.').map(Number);
    return (
      a === 10 ||
      a === 127 ||
      a === 0 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  const v6 = ip.toLowerCase();
  if (v6.startsWith('::ffff:')) return isPrivateAddress(v6.slice(7));
  return v6 === '::1' || v6 === '::' || v6.startsWith('fc') || v6.startsWith('fd') || v6.startsWith('fe80');
}

/** Only http(s), and unless ALLOW_PRIVATE_FETCH, never an address inside our own network. */
async function assertFetchable(url: URL, allowPrivate: boolean): Promise<void> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw badRequest('source_url: 只能抓取 http 或 https 链接');
  if (allowPrivate) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = net.isIP(host) ? [host] : (await lookup(host, { all: true }).catch(() => [])).map((a) => a.address);
  if (addresses.length === 0) throw badRequest('source_url: 无法解析这个网址');
  if (addresses.some(isPrivateAddress)) throw badRequest('source_url: 不能抓取内网地址');
}

async function readLimited(res: Response): Promise<string> {
  const reader = res.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_PAGE_BYTES) {
      await reader.cancel();
      throw badRequest('source_url: 网页太大（超过 5 MB）');
    }
    chunks.push(value);
  }
  return new TextDecoder('utf-8').decode(Buffer.concat(chunks));
}

/** Fetches the page (following redirects, each hop checked), with a timeout and a size limit. */
export async function fetchPage(rawUrl: string, allowPrivate: boolean): Promise<{ url: string; html: string }> {
  let url = new URL(rawUrl);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    await assertFetchable(url, allowPrivate);
    let res: Response;
    try {
      res = await fetch(url, {
        redirect: 'manual',
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
        headers: {
          'user-agent': 'Mozilla/5.0 (compatible; DuYingYu/1.0; +reader)',
          accept: 'text/html,application/xhtml+xml',
        },
      });
    } catch {
      throw badRequest('source_url: 网页打不开或超时');
    }
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      url = new URL(location, url);
      continue;
    }
    if (!res.ok) throw badRequest(`source_url: 网页返回 ${res.status}`);
    const type = res.headers.get('content-type') ?? '';
    if (!/html|xml/i.test(type)) throw badRequest('source_url: 这个链接不是网页');
    return { url: url.toString(), html: await readLimited(res) };
  }
  throw badRequest('source_url: 重定向次数过多');
}

const BLOCKS = 'p, h2, h3, h4, li, blockquote, pre';

/**
 * The main text via Mozilla Readability. Only text is kept (paragraph by paragraph), so nothing
 * of the page's markup or scripts can reach a reader: that is the sanitising.
 */
export function extractArticle(html: string, url: string): ImportedPage {
  const { document } = parseHTML(html);
  const meta = (name: string) =>
    document.querySelector(`meta[property="${name}"], meta[name="${name}"]`)?.getAttribute('content')?.trim() ?? '';
  const cover = meta('og:image');
  const parsed = new Readability(document as unknown as ConstructorParameters<typeof Readability>[0], {
    charThreshold: 200,
  }).parse();
  if (!parsed?.content) throw badRequest('source_url: 没有在网页里找到正文');
  const { document: content } = parseHTML(`<!doctype html><html><body>${parsed.content}</body></html>`);
  const paragraphs = [...content.querySelectorAll(BLOCKS)]
    .filter((el) => !el.querySelector(BLOCKS))
    .map((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim())
    .filter((t) => t.length > 1);
  if (paragraphs.length === 0) throw badRequest('source_url: 没有在网页里找到正文');
  return {
    title: (parsed.title ?? '').trim().slice(0, 300),
    author: (parsed.byline ?? '').trim().slice(0, 100),
    source: (parsed.siteName ?? new URL(url).hostname).trim().slice(0, 100),
    summary: (parsed.excerpt ?? '').trim().slice(0, 2000),
    cover: cover && /^https?:\/\//.test(cover) ? cover.slice(0, 2000) : '',
    paragraphs,
  };
}
