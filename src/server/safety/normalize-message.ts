/**
 * Brings a message to the one form the crisis patterns and the classifier read: lower case,
 * plain letters, no apostrophes, contractions and chat shorthand written out, masked and
 * leetspeak spellings of the words that matter restored, and the common misspellings of those
 * words corrected. People in distress write fast, on phones, and often hide the word itself
 * ("s*icide", "k1ll mys3lf", "unalive"); the detector must read what they meant.
 */

/** Words worth restoring from a masked ("s*icide") or leetspeak ("k1ll") spelling. */
const keyWords = [
  'suicide',
  'suicidal',
  'kill',
  'killing',
  'killed',
  'myself',
  'die',
  'dying',
  'dead',
  'death',
  'cut',
  'cutting',
  'self',
  'harm',
  'hang',
  'hanging',
  'overdose',
  'pills',
  'life',
  'end',
  'ending',
  'hurt',
  'hurting',
  'rape',
  'raped',
  'abuse',
  'abused',
  'blade',
  'razor',
  'noose',
  'rope',
  'jump',
  'bridge',
  'gun',
  'shoot',
  'stab',
  'murder',
  'beat',
  'beats',
  'hits',
  'choke',
  'choked',
];

/** Misspellings and shorthand, whole words only, to their plain form. */
const wordFixes: Record<string, string> = {
  // suicide and its misspellings, euphemisms and forum shorthand
  sucide: 'suicide',
  suicde: 'suicide',
  suiside: 'suicide',
  suicid: 'suicide',
  sucicide: 'suicide',
  suiscide: 'suicide',
  suicied: 'suicide',
  sucied: 'suicide',
  suicidee: 'suicide',
  suecide: 'suicide',
  sewerslide: 'suicide',
  ctb: 'suicide',
  sicide: 'suicide',
  sucidal: 'suicidal',
  suicdal: 'suicidal',
  suisidal: 'suicidal',
  suicidial: 'suicidal',
  sucicidal: 'suicidal',
  suacidal: 'suicidal',
  suicidel: 'suicidal',
  sucidial: 'suicidal',
  suicidle: 'suicidal',
  kms: 'kill myself',
  kys: 'kill yourself',
  unalive: 'kill',
  unalived: 'killed',
  unaliving: 'killing',
  unaliveing: 'killing',
  myslef: 'myself',
  mysefl: 'myself',
  mysef: 'myself',
  mysel: 'myself',
  myelf: 'myself',
  meself: 'myself',
  myselfe: 'myself',
  mysself: 'myself',
  myseld: 'myself',
  mysedf: 'myself',
  myslf: 'myself',
  mself: 'myself',
  hom: 'home',
  pasport: 'passport',
  passprt: 'passport',
  langauge: 'language',
  hed: 'he would',
  kil: 'kill',
  kll: 'kill',
  kilk: 'kill',
  klil: 'kill',
  killl: 'kill',
  kiling: 'killing',
  killin: 'killing',
  selfharm: 'self harm',
  selfharming: 'self harming',
  selfharmed: 'self harmed',
  harmimg: 'harming',
  harmin: 'harming',
  od: 'overdose',
  oding: 'overdosing',
  oded: 'overdosed',
  odeing: 'overdosing',
  overdoze: 'overdose',
  overdosse: 'overdose',
  pils: 'pills',
  pilss: 'pills',
  medz: 'meds',
  tabs: 'tablets',
  wanna: 'want to',
  wana: 'want to',
  wnna: 'want to',
  wan: 'want',
  wnt: 'want',
  gonna: 'going to',
  gona: 'going to',
  gunna: 'going to',
  finna: 'going to',
  tryna: 'trying to',
  gotta: 'got to',
  hafta: 'have to',
  kinda: 'kind of',
  sorta: 'sort of',
  lemme: 'let me',
  gimme: 'give me',
  imma: 'i am going to',
  ima: 'i am going to',
  iam: 'i am',
  ima_: 'i am going to',
  u: 'you',
  ya: 'you',
  ur: 'your',
  urself: 'yourself',
  r: 'are',
  y: 'why',
  n: 'and',
  w: 'with',
  wit: 'with',
  bc: 'because',
  bcuz: 'because',
  becuz: 'because',
  cuz: 'because',
  cos: 'because',
  coz: 'because',
  bcoz: 'because',
  tho: 'though',
  thru: 'through',
  abt: 'about',
  smth: 'something',
  sth: 'something',
  sm1: 'someone',
  some1: 'someone',
  any1: 'anyone',
  every1: 'everyone',
  no1: 'no one',
  ppl: 'people',
  rn: 'right now',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  tmw: 'tomorrow',
  tomorow: 'tomorrow',
  tonite: 'tonight',
  '2nite': 'tonight',
  '2night': 'tonight',
  '2day': 'today',
  '2morrow': 'tomorrow',
  nite: 'night',
  pls: 'please',
  plz: 'please',
  idk: 'i do not know',
  idc: 'i do not care',
  dunno: 'do not know',
  cant: 'can not',
  cannot: 'can not',
  bf: 'boyfriend',
  gf: 'girlfriend',
  bff: 'best friend',
  hubby: 'husband',
  husbnd: 'husband',
  mum: 'mom',
  mam: 'mom',
  mommy: 'mom',
  mummy: 'mom',
  ma: 'mom',
  momma: 'mom',
  mother: 'mom',
  daddy: 'dad',
  father: 'dad',
  pa: 'dad',
  stepmum: 'stepmom',
  bro: 'brother',
  sis: 'sister',
  neighbour: 'neighbor',
  neighbours: 'neighbors',
  nomore: 'no more',
  alot: 'a lot',
  everytime: 'every time',
  wont: 'will not',
  dont: 'do not',
  didnt: 'did not',
  doesnt: 'does not',
  isnt: 'is not',
  arent: 'are not',
  wasnt: 'was not',
  werent: 'were not',
  havent: 'have not',
  hasnt: 'has not',
  hadnt: 'had not',
  wouldnt: 'would not',
  couldnt: 'could not',
  shouldnt: 'should not',
  aint: 'is not',
  im: 'i am',
  ive: 'i have',
  id: 'i would',
  youre: 'you are',
  youve: 'you have',
  hes: 'he is',
  shes: 'she is',
  theyre: 'they are',
  theyve: 'they have',
  whats: 'what is',
  theres: 'there is',
  thats: 'that is',
  whos: 'who is',
  lets: 'let us',
  ok: 'okay',
  k: 'okay',
  thx: 'thanks',
  ty: 'thank you',
  bday: 'birthday',
  rly: 'really',
  realy: 'really',
  srsly: 'seriously',
  ngl: 'not going to lie',
  tbh: 'to be honest',
  imo: 'in my opinion',
  fr: 'for real',
  frfr: 'for real',
  omg: 'oh my god',
  wtf: 'what the fuck',
  lmao: 'lol',
  lmfao: 'lol',
  haha: 'lol',
  hahaha: 'lol',
  hehe: 'lol',
  rofl: 'lol',
  lolol: 'lol',
  jk: 'just kidding',
  jus: 'just',
  jst: 'just',
  juss: 'just',
  wen: 'when',
  thot: 'thought',
  tought: 'thought',
  thinkin: 'thinking',
  thinkng: 'thinking',
  thinkig: 'thinking',
  feelin: 'feeling',
  goin: 'going',
  doin: 'doing',
  tryin: 'trying',
  nothin: 'nothing',
  somethin: 'something',
  livin: 'living',
  dyin: 'dying',
  cuttin: 'cutting',
  hurtin: 'hurting',
  endin: 'ending',
  planin: 'planning',
  planing: 'planning',
  plannin: 'planning',
  enuf: 'enough',
  nuff: 'enough',
  wat: 'what',
  wut: 'what',
  wht: 'what',
  becasue: 'because',
  beacuse: 'because',
  becuase: 'because',
  freind: 'friend',
  frend: 'friend',
  frnd: 'friend',
  frens: 'friends',
  freinds: 'friends',
  familly: 'family',
  famliy: 'family',
  anymroe: 'anymore',
  anyomre: 'anymore',
  anymor: 'anymore',
  anymre: 'anymore',
  tird: 'tired',
  tierd: 'tired',
  dieing: 'dying',
  diying: 'dying',
  deid: 'dead',
  ded: 'dead',
  lyfe: 'life',
  lif: 'life',
  liv: 'live',
  wrsit: 'wrist',
  wirst: 'wrist',
  razer: 'razor',
  bleding: 'bleeding',
  nooze: 'noose',
  hangin: 'hanging',
  jumpin: 'jumping',
  brige: 'bridge',
  bridg: 'bridge',
  hospitl: 'hospital',
  hosptal: 'hospital',
  abusd: 'abused',
  abuseing: 'abusing',
  rapped: 'raped',
  molestd: 'molested',
  chokd: 'choked',
  chocked: 'choked',
  choaked: 'choked',
  stranggled: 'strangled',
  punchd: 'punched',
  slaped: 'slapped',
  sloped: 'slopped',
  beated: 'beat',
  hitted: 'hit',
  hurted: 'hurt',
  treatened: 'threatened',
  threatend: 'threatened',
  thretened: 'threatened',
  threated: 'threatened',
  shootin: 'shooting',
  stabing: 'stabbing',
  stabb: 'stab',
};

/** Leetspeak digits and symbols, read as letters only inside a word that then spells a key word. */
const leet: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'i',
  '+': 't',
};

const keyWordSet = new Set(keyWords);

/** "s*icide", "k_ll", "d.e": a masked word is restored when exactly one key word fits it. */
function unmask(token: string): string | undefined {
  if (!/[a-z]/.test(token) || !/[*_.#-]/.test(token)) return undefined;
  const pattern = new RegExp(`^${token.replace(/[*_.#-]+/g, (run) => `[a-z]{${run.length === 1 ? '0,2' : `1,${run.length + 1}`}}`)}$`);
  const fits = keyWords.filter((word) => pattern.test(word));
  return fits.length === 1 ? fits[0] : undefined;
}

function unleet(token: string): string | undefined {
  if (!/[a-z]/.test(token) || !/[013457@$!|+8]/.test(token)) return undefined;
  const plain = [...token].map((char) => leet[char] ?? char).join('');
  return keyWordSet.has(plain) ? plain : undefined;
}

const laughter = /[\u{1F602}\u{1F923}\u{1F606}\u{1F639}\u{1F605}\u{1F604}\u{1F601}\u{1F92A}\u{1F61C}\u{1F61D}\u{1F480}]/gu;

export function normalizeMessage(text: string): string {
  // "ODd", "OD'd", "OD": only the capitals tell an overdose from the word "odd".
  let value = text
    .replace(/\bOD'?[dD]\b/g, ' overdosed ')
    .replace(/\bOD(?:ing|ed)\b/g, ' overdosing ')
    .replace(/\bOD\b/g, ' overdose ');
  value = value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  // Crying-laughing and skull emoji mark a joke ("i'm dead 💀"); they become a word the guards read.
  value = value
    .replace(laughter, ' lol ')
    .replace(/\u{1F52A}/gu, ' knife ')
    .replace(/\u{1FA78}/gu, ' blood ')
    .replace(/\u{1F48A}/gu, ' pills ')
    .replace(/\u{1F52B}/gu, ' gun ')
    .replace(/\u{1FAA2}/gu, ' rope ');
  value = value.replace(/[\u2018\u2019\u02bc\u0060\u00b4]/g, "'");
  // Contractions are written out before apostrophes go, so "he'll" never reads as "hell".
  value = value
    .replace(/\bwon't\b/g, 'will not')
    .replace(/\bcan't\b/g, 'can not')
    .replace(/n't\b/g, ' not')
    .replace(/'ll\b/g, ' will')
    .replace(/'re\b/g, ' are')
    .replace(/'ve\b/g, ' have')
    .replace(/\bi'm\b/g, 'i am')
    .replace(/\b(i|he|she|they|you|we)'d\b/g, '$1 would')
    .replace(/\b(he|she|it|that|what|there|who)'s\b/g, '$1 is')
    .replace(/'/g, '');
  // Shorthand that spans a slash or a dot before punctuation goes: "s/h", "o.d.", "k.m.s".
  value = value
    .replace(/\bs\/h\b/g, ' self harm ')
    .replace(/\bo\.d\.?(?=\s|$)/g, ' overdose ')
    .replace(/\bk\.m\.s\.?/g, ' kill myself ');
  value = value
    .replace(/\b(self)[\s-]+(harm\w*)/g, '$1 $2')
    .replace(/\bsewer[\s-]+slide\b/g, 'suicide')
    .replace(/\bun[\s-]alive/g, 'unalive');
  const words: string[] = [];
  for (const raw of value.split(/\s+/)) {
    if (!raw) continue;
    // Keep masked and leetspeak spellings whole until they are read; other punctuation separates words.
    const core = raw.replace(/^[^a-z0-9*@$!|+]+|[^a-z0-9*_.#@$!|+-]+$/g, '').replace(/[.!?,;:]+$/g, '');
    const restored = unmask(core) ?? unleet(core);
    if (restored) {
      words.push(restored);
      continue;
    }
    for (const part of raw.replace(/[^a-z0-9]+/g, ' ').split(' ')) {
      if (!part) continue;
      // Stretched words ("soooo", "killll") keep at most two of a letter.
      const squeezed = part.replace(/([a-z])\1{2,}/g, '$1$1');
      words.push(wordFixes[squeezed] ?? squeezed);
    }
  }
  return words
    .join(' ')
    .replace(/\b(want|going|need|have|plan|ready|trying|about|how) 2\b/g, '$1 to')
    .replace(/\bi (?:will|ll)\b/g, 'i will')
    .replace(
      /\bill (?=(?:just|do|kill|end|be|go|never|make|take|jump|hurt|cut|stab|shoot|finally|probably|try|leave|die|have|see|write|send|miss|not|get|put|give|say|tell|stop|show|hang|drive|walk|swallow|overdose|bring|snap|lose|burn|pay)\b)/g,
      'i will ',
    )
    .replace(/\b(he|she|they|you|we|it) ll\b/g, '$1 will')
    .replace(/\bhell (?=(?:kill|hurt|stab|shoot|do|jump|end|never|find|make|burn|beat|take)\b)/g, 'he will ')
    .replace(/\bshell (?=(?:kill|hurt|stab|shoot|do|jump|end|never|find|make|burn|beat|take|be)\b)/g, 'she will ')
    .replace(/\b(he|she|they|you|we|i) d\b/g, '$1 would')
    .replace(/\bcan t\b/g, 'can not')
    .replace(/\s+/g, ' ')
    .trim();
}
