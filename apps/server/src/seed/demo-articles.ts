import type { DifficultyLabel } from '@bb/contract';

/**
 * Demo articles for a new install: original texts written for this product, with Chinese titles
 * and a translation for every paragraph. `creator` is 0 or 1 (the two demo creators); `collection`
 * names which demo collection holds it.
 */
export interface DemoArticle {
  title: string;
  title_zh: string;
  author: string;
  summary: string;
  topics: string[];
  labels: DifficultyLabel[];
  creator: 0 | 1;
  collection: 0 | 1 | 2;
  is_lock?: boolean;
  paragraphs: Array<[en: string, zh: string]>;
}

export const DEMO_CREATORS = [
  { phone: '19900000001', username: '林间读书' },
  { phone: '19900000002', username: 'OpenEnglish' },
];

export const DEMO_COLLECTIONS = [
  { title: '入门晨读', description: '短小、生活化的文章，每篇五分钟，适合刚开始读英文的你。', creator: 0 as const },
  { title: '科学与自然', description: '从猫的睡眠到地下的真菌网络，用英文看懂身边的科学。', creator: 1 as const },
  { title: '思考与表达', description: '工作、选择与翻译：适合备考六级、雅思和专八的进阶阅读。', creator: 1 as const },
];

export const DEMO_ARTICLES: DemoArticle[] = [
  {
    title: 'The Morning Market',
    title_zh: '早市',
    author: 'Lin Qiao',
    summary: 'A short walk through a busy morning market, from fresh tofu to a friendly fruit seller.',
    topics: ['生活'],
    labels: ['VERY_EASY', 'C4'],
    creator: 0,
    collection: 0,
    paragraphs: [
      [
        'The market opens at six. When I arrive, the street is already full of people and small carts.',
        '早市六点开门。我到的时候，街上已经满是人和小推车。',
      ],
      [
        'The first stall sells tofu. It is white, soft and still warm. The woman cuts a piece for me and puts it in a bag.',
        '第一个摊位卖豆腐。豆腐又白又软，还是热的。阿姨给我切了一块，装进袋子里。',
      ],
      [
        'Next to her, an old man sells apples and pears. He always gives me one more apple. "For your mother," he says.',
        '她旁边，一位老爷爷卖苹果和梨。他总是多给我一个苹果。“给你妈妈的，”他说。',
      ],
      [
        'I buy some green vegetables, a bag of eggs and two hot buns. Everything costs less than thirty yuan.',
        '我买了些青菜、一袋鸡蛋和两个热包子。一共不到三十块钱。',
      ],
      [
        'At seven, the carts start to leave. The street becomes quiet again, and my day begins.',
        '七点钟，推车开始离开。街道又安静下来，我的一天开始了。',
      ],
    ],
  },
  {
    title: "My Grandmother's Garden",
    title_zh: '奶奶的菜园',
    author: 'Lin Qiao',
    summary: 'Tomatoes, beans and patience: what a small garden taught one grandchild.',
    topics: ['生活', '自然'],
    labels: ['VERY_EASY', 'C4'],
    creator: 0,
    collection: 0,
    paragraphs: [
      [
        'My grandmother has a small garden behind her house. It is not big, but it is never empty.',
        '奶奶家后面有一个小菜园。它不大，却从来不空着。',
      ],
      [
        'In spring she plants beans and tomatoes. In summer the tomatoes turn red, and we eat them with sugar.',
        '春天她种豆子和西红柿。夏天西红柿红了，我们拌上白糖吃。',
      ],
      [
        'She waters the garden every evening. "Plants are like children," she tells me. "They grow when you are not looking."',
        '她每天傍晚给菜园浇水。“植物就像孩子，”她告诉我，“你不看着的时候，它们就长大了。”',
      ],
      [
        'Last year I planted my own row of beans. Some grew tall, and some did not grow at all.',
        '去年我自己种了一排豆子。有的长得很高，有的根本没长出来。',
      ],
      [
        'My grandmother only smiled. "Next year," she said. Now I understand: a garden teaches you to wait.',
        '奶奶只是笑了笑。“明年吧，”她说。现在我懂了：菜园教会你等待。',
      ],
    ],
  },
  {
    title: 'Why Cats Sleep So Much',
    title_zh: '猫为什么那么能睡',
    author: 'Daniel Wu',
    summary: 'Cats sleep up to sixteen hours a day. Their wild history explains why.',
    topics: ['自然', '科学'],
    labels: ['EASY', 'C4'],
    creator: 1,
    collection: 1,
    paragraphs: [
      [
        'If you live with a cat, you know the truth: cats sleep most of the day. An adult cat can sleep twelve to sixteen hours.',
        '如果你和猫一起生活，你就知道真相：猫一天大部分时间都在睡觉。一只成年猫每天能睡十二到十六个小时。',
      ],
      [
        'This habit comes from their wild relatives. Lions and tigers hunt in short, powerful bursts, and hunting uses a lot of energy.',
        '这个习惯来自它们的野生亲戚。狮子和老虎的捕猎是短暂而猛烈的爆发，而捕猎要消耗大量能量。',
      ],
      [
        'To save energy between hunts, these animals rest for long periods. Our house cats still follow the same plan, even though their food comes from a bowl.',
        '为了在两次捕猎之间节省体力，这些动物会长时间休息。我们的家猫仍然遵循同样的安排，尽管它们的食物来自饭碗。',
      ],
      [
        "Much of a cat's sleep is light. Its ears keep moving, and it can wake up in a second if it hears something interesting.",
        '猫的睡眠大多很浅。它的耳朵一直在动，一听到有意思的声音，一秒钟就能醒来。',
      ],
      [
        'So the next time your cat sleeps all afternoon, do not worry. It is simply resting like a hunter.',
        '所以下次你的猫睡了一整个下午，别担心。它只是在像猎手一样休息。',
      ],
    ],
  },
  {
    title: 'Learning to Ride a Bike at Thirty',
    title_zh: '三十岁学骑车',
    author: 'Lin Qiao',
    summary: 'Falling, laughing and finally riding: a late start that still counts.',
    topics: ['生活'],
    labels: ['EASY', 'C4'],
    creator: 0,
    collection: 0,
    paragraphs: [
      [
        'I never learned to ride a bike as a child. Our street was too busy, and my parents were always worried.',
        '我小时候从没学过骑自行车。我们那条街车太多，爸妈总是不放心。',
      ],
      [
        'For years it did not matter. Then my company moved to a new office, and the easiest way to get there was by bike.',
        '很多年里这都无所谓。后来公司搬到了新的办公室，去那里最方便的方式就是骑车。',
      ],
      [
        'So at thirty, I went to an empty parking lot with a borrowed bike and a very patient friend.',
        '于是三十岁那年，我借了一辆自行车，带着一位非常有耐心的朋友，去了一个空停车场。',
      ],
      [
        'I fell many times. A group of children watched me and laughed, but one of them also shouted, "Don\'t look down! Look ahead!"',
        '我摔了很多次。一群孩子看着我笑，但其中一个也大声喊：“别往下看！往前看！”',
      ],
      [
        'That advice worked. On the third evening I rode all the way around the lot. It was slow and shaky, but it was mine.',
        '这个建议管用了。第三个晚上，我骑着车绕停车场转了一整圈。又慢又晃，但那是我自己骑的。',
      ],
    ],
  },
  {
    title: 'The Old Tea Horse Road',
    title_zh: '茶马古道',
    author: 'Daniel Wu',
    summary: 'For centuries, tea and horses travelled the mountain paths between Yunnan, Sichuan and Tibet.',
    topics: ['历史', '文化'],
    labels: ['STANDARD', 'C6'],
    creator: 1,
    collection: 2,
    paragraphs: [
      [
        'Long before highways, a network of narrow mountain paths connected the tea farms of Yunnan and Sichuan with the high plateau of Tibet.',
        '早在公路出现之前，一张由狭窄山路组成的网络就把云南、四川的茶园和西藏的高原连在了一起。',
      ],
      [
        'Traders carried bricks of pressed tea on their backs or on mules. In return they brought back strong horses, which were valuable in the lowlands.',
        '商人们用后背或骡子驮着压制成块的茶砖。作为交换，他们带回强壮的马匹，这在低地非常珍贵。',
      ],
      [
        'The journey could take months. Travellers crossed rivers on rope bridges and climbed passes higher than four thousand metres.',
        '一趟旅程可能要走好几个月。旅人们靠溜索过河，翻越海拔四千多米的山口。',
      ],
      [
        'Along the way, small towns grew up where caravans stopped to rest. Some of them, such as Lijiang and Shaxi, still keep their old streets and inns.',
        '沿途在马帮歇脚的地方兴起了一座座小镇。其中一些，比如丽江和沙溪，至今仍保留着老街和客栈。',
      ],
      [
        'Today the horses are gone, but the road is remembered as more than a trade route. It carried languages, religions and recipes from one valley to the next.',
        '如今马匹已经不见了，但人们记住的不只是一条商路。它把语言、宗教和饮食从一个山谷带到了另一个山谷。',
      ],
    ],
  },
  {
    title: 'How Noise-Cancelling Headphones Work',
    title_zh: '降噪耳机是怎么工作的',
    author: 'Daniel Wu',
    summary: 'They do not block sound so much as erase it, by playing its mirror image.',
    topics: ['科技', '科学'],
    labels: ['STANDARD', 'C6'],
    creator: 1,
    collection: 1,
    paragraphs: [
      [
        'Put on a good pair of noise-cancelling headphones on a plane, and the roar of the engines seems to disappear. The trick is not a thicker wall, but a clever piece of physics.',
        '在飞机上戴上一副好的降噪耳机，引擎的轰鸣仿佛消失了。诀窍不是更厚的隔音层，而是一个巧妙的物理原理。',
      ],
      [
        'Sound travels as a wave of changing air pressure. Tiny microphones on the headphones listen to the noise around you many thousands of times per second.',
        '声音以空气压力变化的波传播。耳机上的微型麦克风每秒成千上万次地“聆听”你周围的噪音。',
      ],
      [
        'A chip then creates a second wave that is the exact opposite of the first: where the noise pushes, the new wave pulls. When the two meet, they largely cancel each other out.',
        '随后芯片生成第二道波，它与第一道恰好相反：噪音往外推时，新的波就往回拉。两者相遇时，基本就互相抵消了。',
      ],
      [
        'This works best for steady, low sounds such as engines and air conditioners. Sudden, high sounds like voices or a baby crying change too quickly to be predicted perfectly.',
        '这种方法对引擎、空调这类稳定的低频声音效果最好。人声或婴儿哭声这类突然的高频声音变化太快，很难被完美预测。',
      ],
      [
        'That is why the padding around your ears still matters. The foam blocks the high sounds, and the electronics take care of the low ones.',
        '所以耳朵周围的软垫依然重要。海绵挡住高频声音，电子元件负责处理低频声音。',
      ],
    ],
  },
  {
    title: 'The Four-Day Work Week Experiment',
    title_zh: '四天工作制实验',
    author: 'Daniel Wu',
    summary: 'Companies that tried working four days for the same pay report surprising results.',
    topics: ['职场'],
    labels: ['STANDARD', 'C6', 'IELTS'],
    creator: 1,
    collection: 2,
    is_lock: true,
    paragraphs: [
      [
        'What would happen if employees worked four days a week but kept their full salary? In recent years, hundreds of companies in several countries have tried to find out.',
        '如果员工每周只工作四天，工资却照发，会发生什么？近几年，好几个国家的数百家公司试图找到答案。',
      ],
      [
        'The idea sounds simple, but it forces managers to ask a difficult question: which of our meetings, reports and emails actually produce value?',
        '这个想法听起来简单，却迫使管理者面对一个难题：我们的会议、报告和邮件里，到底哪些真正创造了价值？',
      ],
      [
        'Many teams cut meetings in half and set quiet hours for focused work. Some reported that output stayed the same, while sick days and resignations fell.',
        '很多团队把会议砍掉一半，并设定专注工作的安静时段。一些团队反映产出保持不变，而病假和离职都减少了。',
      ],
      [
        'The results were not equally good everywhere. Hospitals, shops and factories, where someone must be present at all times, found the change much harder to organise.',
        '效果并非处处都好。医院、商店和工厂需要随时有人在岗，这些地方发现这种改变难以安排得多。',
      ],
      [
        'Still, the experiment changed the conversation. Instead of asking how many hours people work, more employers now ask what those hours achieve.',
        '尽管如此，这场实验改变了讨论的方向。越来越多的雇主不再问员工工作了多少小时，而是问这些时间完成了什么。',
      ],
    ],
  },
  {
    title: 'Sleep and Memory',
    title_zh: '睡眠与记忆',
    author: 'Lin Qiao',
    summary: 'Why the night before an exam matters more than one more hour of review.',
    topics: ['健康', '科学'],
    labels: ['STANDARD', 'C6', 'IELTS'],
    creator: 0,
    collection: 1,
    paragraphs: [
      [
        'Students often give up sleep to study longer before an exam. Research on memory suggests this is usually a poor trade.',
        '学生们常常在考试前少睡觉多复习。对记忆的研究表明，这通常是一笔划不来的交易。',
      ],
      [
        'During the day, new information is stored only temporarily, in a region of the brain called the hippocampus. It is fragile and easily replaced.',
        '白天，新信息只是暂时储存在大脑中一个叫海马体的区域里。它很脆弱，容易被替换。',
      ],
      [
        'During deep sleep, the brain replays parts of the day and moves important memories into long-term storage. Vocabulary, formulas and even new motor skills all benefit.',
        '在深度睡眠中，大脑会回放白天的片段，把重要的记忆转入长期储存。单词、公式，甚至新学的动作技能都会受益。',
      ],
      [
        'In one common experiment, two groups learn the same list of words. The group that sleeps before the test remembers noticeably more than the group that stays awake.',
        '在一个常见的实验中，两组人学习同一张单词表。考试前睡了一觉的那组，记住的明显比一直醒着的那组多。',
      ],
      [
        'So the best plan is to review in the evening, then go to bed. Your brain keeps studying while you sleep.',
        '所以最好的安排是晚上复习，然后上床睡觉。你睡着的时候，大脑还在继续学习。',
      ],
    ],
  },
  {
    title: 'The Hidden Life of Fungi',
    title_zh: '真菌的隐秘生活',
    author: 'Daniel Wu',
    summary: 'Beneath every forest lies a vast fungal network that trades nutrients with trees.',
    topics: ['自然', '科学'],
    labels: ['DIFFICULT', 'IELTS', 'L4'],
    creator: 1,
    collection: 1,
    paragraphs: [
      [
        'When we walk through a forest, we notice the trees, the birds and perhaps a few mushrooms. What we rarely consider is the enormous living network beneath our feet.',
        '走在森林里，我们会注意到树木、鸟儿，或许还有几朵蘑菇。我们很少想到的，是脚下那张巨大的活体网络。',
      ],
      [
        'Mushrooms are merely the fruit of organisms whose main bodies consist of thread-like filaments called hyphae. A single teaspoon of healthy soil can contain several kilometres of them.',
        '蘑菇只是某些生物的“果实”，这些生物的主体是一种叫作菌丝的丝状结构。一茶匙健康的土壤里，菌丝的总长可达好几公里。',
      ],
      [
        'Many of these fungi wrap themselves around tree roots and form a partnership. The fungus delivers water and minerals such as phosphorus; in exchange, the tree supplies sugars produced by photosynthesis.',
        '很多这类真菌缠绕在树根上，与树木结成伙伴关系。真菌输送水分和磷等矿物质；作为交换，树木供给光合作用产生的糖分。',
      ],
      [
        'Some researchers argue that these connections allow trees to share resources and even chemical warning signals. Others caution that the evidence is still limited and that popular descriptions of a "wood wide web" may exaggerate how cooperative forests really are.',
        '一些研究者认为，这些连接让树木能够共享资源，甚至传递化学预警信号。另一些人则提醒，证据仍然有限，关于“树联网”的通俗描述可能夸大了森林真实的合作程度。',
      ],
      [
        'Either way, the lesson for conservation is clear: protecting a forest means protecting its soil, not only the trees we can see.',
        '无论如何，对自然保护的启示是明确的：保护森林意味着保护它的土壤，而不只是我们看得见的树木。',
      ],
    ],
  },
  {
    title: 'Cities That Soak Up the Rain',
    title_zh: '会“吸水”的海绵城市',
    author: 'Lin Qiao',
    summary: 'Instead of rushing rainwater into pipes, sponge cities let the ground absorb it.',
    topics: ['科技', '自然'],
    labels: ['DIFFICULT', 'IELTS', 'L4'],
    creator: 0,
    collection: 2,
    is_lock: true,
    paragraphs: [
      [
        'For most of the twentieth century, cities treated rain as a problem to be removed as quickly as possible. Concrete streets channelled water into drains, and drains carried it to rivers.',
        '在二十世纪的大部分时间里，城市把雨水当作要尽快排走的麻烦。水泥街道把水导入下水道，下水道再把水送进河里。',
      ],
      [
        'The approach works until a storm exceeds the capacity of the pipes. Then water rises in underpasses, floods basements and brings traffic to a standstill.',
        '这种办法一直管用，直到暴雨超过了管道的容量。那时，水在地下通道里上涨，淹没地下室，让交通陷入停滞。',
      ],
      [
        'A "sponge city" reverses the logic. Permeable pavements, rain gardens, green roofs and wetland parks are designed to absorb, store and slowly release water where it falls.',
        '“海绵城市”扭转了这一思路。透水铺装、雨水花园、绿色屋顶和湿地公园的设计目的，是在雨水落下的地方吸收、储存并缓慢释放它。',
      ],
      [
        'Since 2015, dozens of Chinese cities have piloted the idea, aiming to retain most of their annual rainfall on site. The benefits extend beyond flood control: stored water can irrigate parks, and greener streets stay cooler in summer.',
        '自2015年以来，中国数十座城市试点了这一理念，目标是让每年的大部分降雨就地留存。好处不止于防洪：储存的雨水可以浇灌公园，更绿的街道在夏天也更凉爽。',
      ],
      [
        'Critics point out that sponge features cannot absorb the most extreme storms, which are becoming more frequent. Engineers therefore see them not as a replacement for drainage, but as one layer in a system designed to fail gently rather than suddenly.',
        '批评者指出，海绵设施吸收不了最极端的暴雨，而这类暴雨正变得越来越频繁。因此，工程师们并不把它看作排水系统的替代品，而是整个系统中的一层，让系统在失效时平缓而非骤然。',
      ],
    ],
  },
  {
    title: 'The Paradox of Choice',
    title_zh: '选择的悖论',
    author: 'Daniel Wu',
    summary: 'More options promise freedom, yet often leave us anxious and less satisfied.',
    topics: ['文化', '心理'],
    labels: ['VERY_DIFFICULT', 'L8'],
    creator: 1,
    collection: 2,
    paragraphs: [
      [
        'Conventional economic wisdom holds that additional options can only make us better off: if an extra alternative does not appeal to us, we can simply ignore it.',
        '传统经济学观点认为，多一个选项只会让我们过得更好：如果某个额外的选择不合心意，我们大可以置之不理。',
      ],
      [
        'Psychologists have questioned this assumption. In a frequently cited study, shoppers offered twenty-four varieties of jam were intrigued, yet considerably less likely to buy than those offered only six.',
        '心理学家对这一假设提出了质疑。在一项经常被引用的研究中，面对二十四种果酱的顾客很感兴趣，但购买的可能性却明显低于只面对六种果酱的顾客。',
      ],
      [
        'The mechanism is partly cognitive and partly emotional. Comparing many options is exhausting, and every choice we make implicitly forfeits the attractions of the alternatives we declined, inviting regret.',
        '其中的机制部分是认知上的，部分是情感上的。比较众多选项令人疲惫，而我们做出的每一个选择，都意味着放弃了被拒绝的选项的吸引力，从而招致后悔。',
      ],
      [
        'Subsequent replications have produced mixed results, and the effect appears to depend on circumstances: how familiar the choosers are with the domain, how clearly the options are organised, and how much is at stake.',
        '后续的重复研究结果不一，这种效应似乎取决于具体情境：选择者对该领域有多熟悉，选项组织得有多清晰，以及利害关系有多大。',
      ],
      [
        'The practical lesson is therefore not that choice is bad, but that it carries hidden costs. Deciding in advance what is "good enough" may protect us from the tyranny of searching for the best.',
        '因此，实际的启示并不是选择本身不好，而是选择带有隐性成本。预先决定什么是“足够好”，或许能让我们免受追求“最好”的折磨。',
      ],
    ],
  },
  {
    title: 'Translating Poetry: What Is Lost, What Is Found',
    title_zh: '诗歌翻译的得与失',
    author: 'Lin Qiao',
    summary: 'Rhythm, ambiguity and allusion resist translation, and sometimes reward it.',
    topics: ['文化', '语言'],
    labels: ['VERY_DIFFICULT', 'L8'],
    creator: 0,
    collection: 2,
    paragraphs: [
      [
        'Robert Frost is often credited with the remark that poetry is what gets lost in translation. Whoever said it first, the observation captures a genuine difficulty.',
        '人们常说是罗伯特·弗罗斯特讲过：诗就是在翻译中失去的东西。无论最早是谁说的，这句话道出了一个真实的难题。',
      ],
      [
        'A classical Chinese quatrain may rely on tonal patterns, parallel couplets and a density of allusion that English, with its articles and inflections, cannot reproduce without becoming either padded or obscure.',
        '一首中国古典绝句可能依赖平仄、对仗以及密集的典故，而有冠词和词形变化的英语若要再现这些，难免变得冗赘或晦涩。',
      ],
      [
        'Translators respond with competing philosophies. Some prioritise literal fidelity and supply extensive notes; others sacrifice surface meaning in order to recreate the effect a poem has on its native readers.',
        '译者们对此有不同的理念。有人优先追求字面忠实，并附上大量注释；也有人牺牲表层意思，力求重现一首诗带给母语读者的感受。',
      ],
      [
        "Yet translation is not merely subtraction. Ezra Pound's loose versions of Chinese poems, however inaccurate, reshaped modern English verse, and a skilful rendering can expose ambiguities the original reader took for granted.",
        '然而翻译并不只是做减法。埃兹拉·庞德对中国诗歌的自由译本，尽管并不准确，却重塑了现代英语诗歌；高明的译文还能揭示原文读者习以为常的歧义。',
      ],
      [
        'For a language learner, attempting to translate a short poem is an instructive exercise precisely because it fails: each compromise reveals something about how both languages make meaning.',
        '对语言学习者来说，尝试翻译一首短诗之所以是有益的练习，恰恰因为它注定不完美：每一次取舍，都揭示了两种语言各自如何表达意义。',
      ],
    ],
  },
];
