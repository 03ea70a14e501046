import type { DifficultyLabel } from '@bb/contract';
import { insertArticle } from '../features/articles/service.js';
import type { Deps } from '../platform/deps.js';

// Common words and a tail of rarer ones, so generated text has a realistic spread for search.
const COMMON =
  `the of and to in is it that was for on are with as his they be at one have this from by hot word but what some we can out other were all there when up use your how said an each she which do their time if will way about many then them write would like so these her long make thing see him two has look more day could go come did number sound no most people my over know water than call first who may down side been now find any new work part take get place made live where after back little only round man year came show every good me give our under name very through just form sentence great think say help low line differ turn cause much mean before move right boy old too same tell does set three want air well also play small end put home read hand port large spell add even land here must big high such follow act why ask men change went light kind off need house picture try us again animal point mother world near build self earth father head stand own page should country found answer school grow study still learn plant cover food sun four between state keep eye never last let thought city tree cross farm hard start might story saw far sea draw left late run while press close night real life few north open seem together next white children begin got walk example ease paper group always music those both mark often letter until mile river car feet care second book carry took science eat room friend began idea fish mountain stop once base hear horse cut sure watch color face wood main enough plain girl usual young ready above ever red list though feel talk bird soon body dog family direct pose leave song measure door product black short numeral class wind question happen complete ship area half rock order fire south problem piece told knew pass since top whole king space heard best hour better true during hundred five remember step early hold west ground interest reach fast verb sing listen six table travel less morning ten simple several vowel toward war lay against pattern slow center love person money serve appear road map rain rule govern pull cold notice voice unit power town fine certain fly fall lead cry dark machine note wait plan figure star box noun field rest correct able pound done beauty drive stood contain front teach week final gave green oh quick develop ocean warm free minute strong special mind behind clear tail produce fact street inch multiply nothing course stay wheel full force blue object decide surface deep moon island foot system busy test record boat common gold possible plane stead dry wonder laugh thousand ago ran check game shape equate miss brought heat snow tire bring yes distant fill east paint language among`.split(
    ' ',
  );
const RARE =
  `lighthouse glacier harbor violin lantern meadow orchard compass telescope volcano canyon falcon pigment porcelain saffron tundra archive cathedral quarry monsoon lagoon bamboo citadel ferry marble nectar oasis pebble quill riddle sapphire thimble turbine vineyard walnut yarn zephyr abacus bonsai caravan dynamo ember fjord gazebo hammock igloo jasmine kiln lattice mosaic nomad obelisk pagoda quartz rhubarb sextant tapestry umbrella velvet windmill`.split(
    ' ',
  );
const LEVELS: DifficultyLabel[] = ['VERY_EASY', 'EASY', 'STANDARD', 'DIFFICULT', 'VERY_DIFFICULT'];
const TOPICS = ['科技', '自然', '生活', '文化', '健康', '科学', '历史', '职场'];

/** A small deterministic generator, so every run builds the same corpus. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function sentence(r: () => number): string {
  const n = 6 + Math.floor(r() * 12);
  const words = Array.from(
    { length: n },
    () => (r() < 0.03 ? RARE[Math.floor(r() * RARE.length)] : COMMON[Math.floor(r() * COMMON.length)]) ?? 'word',
  );
  const first = words[0] ?? 'the';
  words[0] = first.charAt(0).toUpperCase() + first.slice(1);
  return `${words.join(' ')}.`;
}

/** Inserts `count` published synthetic articles (about `words` words each) for benchmarks and load tests. */
export async function generateArticles(
  deps: Deps,
  count: number,
  words = 150,
  onProgress?: (done: number) => void,
): Promise<void> {
  const r = rng(42);
  const creator = await deps.db
    .selectFrom('users')
    .select('id')
    .where('is_super', '=', 1)
    .orderBy('id')
    .executeTakeFirst();
  for (let i = 0; i < count; i++) {
    const paragraphs: Array<{ en: string; zh: string }> = [];
    let n = 0;
    while (n < words) {
      const p = Array.from({ length: 3 + Math.floor(r() * 3) }, () => sentence(r)).join(' ');
      n += p.split(' ').length;
      paragraphs.push({ en: p, zh: '' });
    }
    const level = LEVELS[Math.floor(r() * LEVELS.length)] ?? 'STANDARD';
    await insertArticle(deps, creator?.id ?? null, {
      title: sentence(r).slice(0, -1),
      title_zh: `生成文章 第${i + 1}篇 ${TOPICS[i % TOPICS.length]}`,
      summary: '',
      author: 'Generator',
      source: 'generated',
      source_url: '',
      cover: '',
      topics: [TOPICS[i % TOPICS.length] ?? '生活'],
      labels: [level],
      status: 'published',
      published_at: new Date(deps.clock.now() - (count - i) * 60_000).toISOString(),
      is_lock: false,
      paragraphs,
    });
    if (onProgress && (i + 1) % 5000 === 0) onProgress(i + 1);
  }
}
