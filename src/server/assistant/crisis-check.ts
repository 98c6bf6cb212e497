/**
 * A server-side check of a user's message for crisis signals. It errs on the side of firing:
 * a false alarm costs a calm paragraph and a banner, a miss can cost far more. It never blocks a
 * message; the assistant flow only puts the crisis resources before the reply.
 *
 * Patterns need a first-person or clearly directed phrase ("kill myself", "hurt him", "my partner
 * hits me"), so figures of speech ("this deadline is killing me", "dying to see it", "kill a
 * process") stay quiet.
 */
export type CrisisKind = 'suicide' | 'self_harm' | 'harm_to_others' | 'abuse';

const intent = String.raw`(?:want(?:ed)?|going|gonna|plan(?:ning)?|mean|need|urge|tempted|thinking about|thought about|think about|feel like|try(?:ing)?|tried)`;
const others = String.raw`(?:him|her|them|someone|somebody|anyone|people|everyone|everybody|my (?:\w+ )?(?:boss|partner|husband|wife|boyfriend|girlfriend|brother|sister|dad|father|mom|mum|mother|neighbou?r|coworker|co-worker|colleague|roommate|ex|kids?|son|daughter|family))`;
const abuser = String.raw`(?:my (?:\w+ )?(?:partner|husband|wife|boyfriend|girlfriend|bf|gf|spouse|dad|father|mom|mum|mother|parents?|step-?(?:dad|father|mom|mum|mother)|brother|sister|uncle|aunt|boss|ex|fianc[eé]e?)|he|she|they)`;
const violence = String.raw`(?:hits|hit|beats|beat|chokes|choked|strangles|strangled|kicks|kicked|slaps|slapped|punches|punched|abuses|abused|rapes|raped|hurts|hurt|threatens|threatened|locks|locked)`;

const patterns: [CrisisKind, RegExp][] = [
  ['suicide', /\bsuicid(?:e|al)\b/],
  ['suicide', /\b(?:kill|killing|end|ending|take|taking) (?:my ?self|my (?:own )?life)\b/],
  ['suicide', /\b(?:end|ending|finish|finishing) it all\b/],
  ['suicide', /\b(?:thinking|thought|think) (?:about|of) (?:ending it|ending things|not being here|dying)\b/],
  ['suicide', /\b(?:want|wanna|wanted|wish|ready) (?:to )?(?:die|be dead|not wake up|disappear forever)\b/],
  ['suicide', /\b(?:don'?t|do not|no longer) want to (?:live|be alive|be here|exist|wake up)\b/],
  ['suicide', /\b(?:better off (?:dead|without me)|no reason to (?:live|go on)|(?:life is|it's|its) not worth living|can'?t go on (?:anymore|like this|living))\b/],
  ['self_harm', /\bself[- ]?harm(?:ing)?\b/],
  ['self_harm', /\b(?:cutting|burning|starving|hitting|scratching) my ?self\b/],
  ['self_harm', new RegExp(String.raw`\b(?:${intent}|been|keep|started|start) (?:to )?(?:cut|cutting|burn|burning|hurt|hurting|harm|harming|punish|punishing) my ?self\b`)],
  ['harm_to_others', new RegExp(String.raw`\b${intent} (?:to )?(?:hurt|hurting|kill|killing|stab|stabbing|shoot|shooting|attack|attacking|strangle|strangling|beat up|beating up|poison|poisoning) ${others}\b`)],
  ['abuse', new RegExp(String.raw`\b${abuser} (?:always |sometimes |often |keeps? |still |has |had |just )?${violence} me\b`)],
  ['abuse', /\b(?:i'm|i am|i've been|i have been|i was|being|keep getting|got) (?:being )?(?:abused|assaulted|raped|molested|beaten|sexually assaulted)\b/],
  ['abuse', /\b(?:domestic (?:violence|abuse)|afraid to go home|scared to go home|abusive (?:relationship|partner|husband|wife|boyfriend|girlfriend|parents?|home))\b/],
];

/** Lower case, straight apostrophes, single spaces: the form the patterns expect. */
function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[^a-z0-9' -]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first crisis signal found in `text`, or null. Pure: no I/O, same answer every time. */
export function detectCrisisSignal(text: string): CrisisKind | null {
  const normalized = normalize(text);
  if (!normalized) return null;
  for (const [kind, pattern] of patterns) {
    if (pattern.test(normalized)) return kind;
  }
  return null;
}
