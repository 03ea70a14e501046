// The baseline: a bare Fastify route answering the same envelope, nothing else in the path.
// `/entry` answers a fixed dictionary entry of the size a lookup sends (~750 bytes), so the cost of
// moving a bigger body (on both ends of a 2-core machine) can be told apart from the server's work.
import Fastify from 'fastify';

const ENTRY = {
  word: 'went',
  lemma: 'go',
  phonetic: 'gou',
  translation: [
    'vi. 去, 走, 达到, 运转, 查阅, 消失, 结束, 放弃, 花费, 流传, 趋于, 打算, 剩下',
    'vt. 以...打赌, 对付, 忍受, 出产, 为被捕者出(保释金)',
    'n. 去, 尝试, 进行',
  ],
  definition: [
    'n. a time for working (after which you will be relieved by someone else)',
    'n. street names for methylenedioxymethamphetamine',
    'n. a usually brief attempt',
    'v. change location; move, travel, or proceed, also metaphorically',
  ],
  tags: ['zk', 'gk', 'cet4', 'cet6', 'ky'],
  collins: 5,
  oxford: true,
  frq: 60,
  forms: { p: 'went', d: 'gone', i: 'going', 3: 'goes', s: 'goes' },
  in_wordbook: false,
};

// `/article` answers a fixed body about the size of the 3,300-word article the bench shows (~23 KB).
const ARTICLE = {
  id: 1,
  title: 'A Long Harbor Story',
  paragraphs: Array.from({ length: 60 }, (_, i) => ({
    id: `p${i}`,
    en: 'The quiet harbor town wakes slowly, and the fishing boats return with the morning light. '.repeat(3),
    zh: '安静的港口小镇慢慢醒来，渔船迎着晨光归来。',
  })),
};

const app = Fastify({ logger: false });
app.get('/ping', async () => ({ result: { ok: true }, status: { code: 200, msg: 'ok' } }));
app.get('/entry', async () => ({ result: ENTRY, status: { code: 200, msg: 'ok' } }));
app.get('/article', async () => ({ result: ARTICLE, status: { code: 200, msg: 'ok' } }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.stdout.write(`listening ${app.server.address().port}\n`);
