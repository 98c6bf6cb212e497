/**
 * The public sources build-public-set.ts reads: each names its repository and the commit it is
 * pinned to, and maps that repository's own labels to crisis or safe (the mapping and its caveats
 * are in /work/crisis-data/SOURCES.md, and repeated briefly here). Nothing of the sources' text
 * is in this file: only their file paths, column names and label names.
 */
import { fileLines, parseCsv } from './public-set-text.ts';

export type PublicLabel = 'crisis' | 'safe';

export interface RawItem {
  /** The author, thread or question the text belongs to: one group never spans dev and held-out. */
  group: string;
  text: string;
  label: PublicLabel;
  category: string;
  lang: string;
}

export interface PublicSource {
  name: string;
  repo: string;
  commit: string;
  /** At most this many items per label (and language) are kept, chosen by hash. */
  cap: number;
  read: (file: (path: string) => string) => RawItem[];
}

/** Counsel Chat topics with no bearing on danger: questions tagged only with these are negatives. */
const counselSafeTopics = new Set([
  'Relationships',
  'Family Conflict',
  'Anxiety',
  'Intimacy',
  'Marriage',
  'Self-esteem',
  'Parenting',
  'Social Relationships',
  'Behavioral Change',
  'Human Sexuality',
  'Relationship Dissolution',
  'LGBTQ',
  'Stress',
  'Legal & Regulatory',
  'Professional Ethics',
  'Sleep Improvement',
  'Workplace Relationships',
  'Spirituality',
  'Counseling Fundamentals',
  'Children & Adolescents',
  'Career Counseling',
  'Military Issues',
  "Alzheimer's",
]);
/** Counsel Chat topics taken as crisis: self-harm, and abuse suffered (or done) at home. */
const counselCrisisTopics = ['Self-harm', 'Domestic Violence'];

function counselChat(file: (path: string) => string): RawItem[] {
  const seen = new Set<string>();
  const items: RawItem[] = [];
  for (const row of parseCsv(file('data/counselchat-data.csv'))) {
    const id = row.questionID ?? '';
    if (seen.has(id)) continue;
    seen.add(id);
    const topics = (row.topics ?? '')
      .split(',')
      .map((topic) => topic.trim())
      .filter(Boolean);
    const crisisTopic = topics.find((topic) => counselCrisisTopics.includes(topic));
    const allSafe = topics.length > 0 && topics.every((topic) => counselSafeTopics.has(topic));
    if (!crisisTopic && !allSafe) continue;
    const title = (row.questionTitle ?? '').trim();
    const body = (row.questionText ?? '').trim();
    const text = body.startsWith(title) ? body : `${title}\n${body}`;
    items.push({ group: id, text, label: crisisTopic ? 'crisis' : 'safe', category: crisisTopic ?? topics[0] ?? '', lang: 'en' });
  }
  return items;
}

/** Gaur et al. 2019: one row per user, the user's posts as a Python list literal, one label per user. */
const cssrsLabels: Record<string, PublicLabel | undefined> = {
  Ideation: 'crisis',
  Behavior: 'crisis',
  Attempt: 'crisis',
  Supportive: 'safe',
};

function postsOf(literal: string): string {
  const inner = literal
    .trim()
    .replace(/^\[\s*['"]/, '')
    .replace(/['"]\s*\]$/, '');
  return inner
    .split(/['"], ['"]/)
    .map((post) => post.trim())
    .filter(Boolean)
    .join('\n\n');
}

function cssrsReddit(file: (path: string) => string): RawItem[] {
  return parseCsv(file('500_Reddit_users_posts_labels.csv')).flatMap((row) => {
    const label = cssrsLabels[row.Label ?? ''];
    return label ? [{ group: row.User ?? '', text: postsOf(row.Post ?? ''), label, category: row.Label ?? '', lang: 'en' }] : [];
  });
}

/** SDCNL: r/SuicideWatch (is_suicide 1) against r/depression (0); subreddit-level labels only. */
function sdcnl(file: (path: string) => string): RawItem[] {
  return parseCsv(file('data/combined-set.csv')).map((row) => {
    const suicide = row.is_suicide === '1';
    const title = (row.title ?? '').trim();
    return {
      group: row.author || row.url || title,
      text: `${title}\n${row.selftext ?? ''}`,
      label: suicide ? 'crisis' : 'safe',
      category: suicide ? 'r/SuicideWatch' : 'r/depression',
      lang: 'en',
    };
  });
}

/** Dreaddit: stress-labelled chunks of posts; only the subreddits with no abuse or trauma theme. */
const dreadditSafeSubreddits = new Set(['relationships', 'anxiety', 'assistance', 'homeless', 'almosthomeless', 'stress', 'food_pantry']);

function dreaddit(file: (path: string) => string): RawItem[] {
  return ['raw_data/dreaddit-train.csv', 'raw_data/dreaddit-test.csv'].flatMap((path) =>
    parseCsv(file(path))
      .filter((row) => dreadditSafeSubreddits.has(row.subreddit ?? ''))
      .map((row) => ({
        group: row.post_id ?? '',
        text: row.text ?? '',
        label: 'safe' as const,
        category: `r/${row.subreddit} ${row.label === '1' ? 'stress' : 'no-stress'}`,
        lang: 'en',
      })),
  );
}

/** Valeriano et al. 2020: Spanish tweets annotated one by one for suicidal intent (suicidio 1/0). */
function spanishSuicideTweets(file: (path: string) => string): RawItem[] {
  return parseCsv(file('dataset/suicidio_notacion.csv')).flatMap((row) => {
    const flag = (row.suicidio ?? '').trim();
    if (flag !== '0' && flag !== '1') return [];
    const text = row.tweet_clean ?? '';
    return [
      { group: text, text, label: flag === '1' ? 'crisis' : 'safe', category: flag === '1' ? 'suicidal' : 'not-suicidal', lang: 'es' },
    ];
  });
}

function parallelLines(file: (path: string) => string, dir: string, splits: string[]): { text: string; label: string }[] {
  return splits.flatMap((split) => {
    const texts = fileLines(file(`${dir}/${split}_text.txt`));
    const labels = fileLines(file(`${dir}/${split}_labels.txt`));
    return texts.map((text, index) => ({ text, label: (labels[index] ?? '').trim() }));
  });
}

/** XLM-T (UMSAB): ordinary tweets in five languages with a sentiment label; all negatives here. */
const xlmtLanguages: Record<string, string> = { spanish: 'es', portuguese: 'pt', french: 'fr', german: 'de', italian: 'it' };
const sentimentNames = ['negative', 'neutral', 'positive'];

function xlmtSentiment(file: (path: string) => string): RawItem[] {
  return Object.entries(xlmtLanguages).flatMap(([language, lang]) =>
    parallelLines(file, `data/sentiment/${language}`, ['train', 'val', 'test']).map(({ text, label }) => ({
      group: text,
      text,
      label: 'safe' as const,
      category: `sentiment ${sentimentNames[Number(label)] ?? label}`,
      lang,
    })),
  );
}

/** TweetEval emotion (SemEval 2018): English tweets labelled anger, joy, optimism or sadness; negatives. */
const emotionNames = ['anger', 'joy', 'optimism', 'sadness'];

function tweetevalEmotion(file: (path: string) => string): RawItem[] {
  return parallelLines(file, 'datasets/emotion', ['train', 'val', 'test']).map(({ text, label }) => ({
    group: text,
    text,
    label: 'safe',
    category: emotionNames[Number(label)] ?? label,
    lang: 'en',
  }));
}

/** TREC 2017 LiveQA medical test questions: consumer health questions sent to the NLM; negatives. */
function liveqaMedical(file: (path: string) => string): RawItem[] {
  const xml = file('TestDataset/TREC-2017-LiveQA-Medical-Test.xml');
  const unescape = (value: string) =>
    value
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&');
  return [...xml.matchAll(/<NLM-QUESTION qid="([^"]+)">([\s\S]*?)<\/NLM-QUESTION>/g)].map((match) => {
    const body = match[2] ?? '';
    const subject = /<SUBJECT>([\s\S]*?)<\/SUBJECT>/.exec(body)?.[1]?.trim() ?? '';
    const message = /<MESSAGE>([\s\S]*?)<\/MESSAGE>/.exec(body)?.[1]?.trim() ?? '';
    const type = /<TYPE[^>]*>([\s\S]*?)<\/TYPE>/.exec(body)?.[1]?.trim() ?? 'question';
    return {
      group: match[1] ?? '',
      text: unescape(subject ? `${subject}\n${message}` : message),
      label: 'safe',
      category: type.toLowerCase(),
      lang: 'en',
    };
  });
}

/** DailyDialog (a copy of its dialogue text, one dialogue a line, turns run together); negatives. */
function dailyDialog(file: (path: string) => string): RawItem[] {
  return fileLines(file('dialogues_text.txt')).map((line) => ({
    group: line,
    text: line,
    label: 'safe',
    category: 'dialogue',
    lang: 'en',
  }));
}

export const publicSources: PublicSource[] = [
  {
    name: 'counsel-chat',
    repo: 'nbertagnolli/counsel-chat',
    commit: 'e202e19c5002482f4f6631af754c276dd9adf7f2',
    cap: 400,
    read: counselChat,
  },
  {
    name: 'cssrs-reddit',
    repo: 'yw041202/DSAA2012_Project',
    commit: '1c7a104c504ee32051387033d3699d7b15fe87dc',
    cap: 400,
    read: cssrsReddit,
  },
  { name: 'sdcnl', repo: 'ayaanzhaque/SDCNL', commit: 'ddf995aabd028657385cac6cee92c5d53774992d', cap: 400, read: sdcnl },
  { name: 'dreaddit', repo: 'rradulov/dreaddit', commit: '9843d2b72a19ec834da29b313775a9be50e957bb', cap: 500, read: dreaddit },
  {
    name: 'es-suicide-tweets',
    repo: 'kvvaldez/spanish_suicide',
    commit: '125fb996b24b97237b56d94a2d99b4ec0289e8be',
    cap: 400,
    read: spanishSuicideTweets,
  },
  { name: 'xlmt-tweets', repo: 'cardiffnlp/xlm-t', commit: '874214d64d96599eb869a033c22ec2cc57d19256', cap: 200, read: xlmtSentiment },
  {
    name: 'tweeteval-emotion',
    repo: 'cardiffnlp/tweeteval',
    commit: '4fbd22cd78421f05b1ecdb4fc5725bc7a7bd8f66',
    cap: 400,
    read: tweetevalEmotion,
  },
  {
    name: 'liveqa-medical',
    repo: 'abachaa/LiveQA_MedicalTask_TREC2017',
    commit: '3f5a42ccbaa0b8ff1c665a6dc23785740ab0f09f',
    cap: 400,
    read: liveqaMedical,
  },
  { name: 'dailydialog', repo: 'kirito2056/Ahri_AI', commit: '9a47d9bd576ff511c0562ad620b1f09dc8f892d8', cap: 300, read: dailyDialog },
];
