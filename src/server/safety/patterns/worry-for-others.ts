import type { CrisisPattern } from './types.ts';
import { storyOrNews } from './vocabulary.ts';

/** A worried message about someone else: a goodbye and then silence, a photo from a bridge, marks seen on a child. */
const unreachable = String.raw`(?:cant reach|can not reach|not answering|not picking up|isnt picking up|is not picking up|not replying|isnt replying|is not replying|phone is off|phone is now off|now (?:her|his|their) phone is off|hasnt replied|has not replied|will not answer|wont answer|no answer|unreachable|what do i do|what should i do|now (?:she|he|they) (?:is|are) not answering)`;
export const worryForOthersPatterns: CrisisPattern[] = [
  {
    kind: 'third_party',
    pattern: new RegExp(
      String.raw`\b(?:texted|sent|posted|messaged|wrote|said|called|left)\b.{0,60}\b(?:goodbye|bye|thanks for everything|thank you for everything|this is the end|tell \w+ i love (?:her|him|them)|sorry|you have been a good friend|finally|last (?:assignment|message|post|time))\b.{0,100}\b${unreachable}`,
    ),
    unless: [
      storyOrNews,
      /\b(?:moving|flight|vacation|holiday|last day|new job|retire\w*|party)\b(?!.*\b(?:depressed|pills|bridge|rope|worried|scared|low)\b)/,
    ],
  },
  {
    kind: 'third_party',
    pattern:
      /\b(?:pic|photo|picture|video|selfie|snap|story)\b.{0,40}\b(?:of pills|of (?:her|his|their) pills|pills on (?:her|his|their)|standing on (?:the|a) (?:bridge|ledge|roof|rail|railing|edge)|from (?:the|a) (?:bridge|top floor|roof|ledge|edge)|from the top (?:floor|level)|of a rope|of (?:his|her|their) (?:guns?|rifle|shotgun|pistol|wrists?|arms|cuts))\b/,
    unless: [
      /\b(?:sunset|view|holiday|vacation|tourist|sightseeing|landmark|graduation|engagement|wedding)\b(?!.*\b(?:not picking up|not answering|sorry|finally|worried|scared)\b)/,
    ],
  },
  {
    kind: 'third_party',
    pattern:
      /\b(?:found|saw|noticed|discovered|spotted|seen)\b.{0,30}\b(?:cuts|scars|marks|burns|bruises|fresh cuts)\b.{0,20}\b(?:on|all over|up) (?:my|his|her|their) (?:\w+ ){0,4}(?:arms?|wrists?|legs?|thighs?|neck|stomach|hips?)\b|\b(?:cuts|scars|marks) (?:all )?up (?:his|her|their) arms?\b|\b(?:bruises|marks) in the shape of (?:fingers|a hand|hands)|\bfinger ?(?:shaped|print|mark) bruises\b|\bfingerprint bruises\b/,
    unless: [
      /^(?!.*\b(?:says|said|claims|stepdad|dad|mom|boyfriend|husband|cutting|on purpose|shape)\b).*\b(?:cat|kitten|thorns?|brambles|bike|biking|fell|fall|sports|soccer|football|rugby|hockey|playground|trampoline|climbing|chicken ?pox|eczema|surgery|vaccin\w*|injection|blood test)\b/,
    ],
  },
  {
    kind: 'third_party',
    pattern:
      /\b(?:screaming|screams|thuds|thumping|crying|shouting|yelling)\b.{0,60}\b(?:through the wall|every night|next door)\b.{0,80}\b(?:hitting|hits|kids|kid|child|black eye|bruises|man yelling|crying)\b|\b(?:neighbou?rs? )?(?:kid|child|kids|children)\b.{0,60}\b(?:screams|screaming)\b.{0,80}\b(?:black eye|bruises|thumping|thuds|hitting)\b|\b(?:is|are) hitting (?:his|her|their) (?:kids|children|son|daughter|wife|husband|partner|girlfriend|boyfriend|mom|mum|dog)\b/,
    unless: [storyOrNews],
  },
  {
    kind: 'third_party',
    pattern:
      /\b(?:she|he|they|my (?:\w+ ){0,2}(?:friend|sister|daughter|colleague|coworker|neighbou?r|mum|mom))\b.{0,30}\b(?:was raped|got raped|has been raped|was assaulted|got assaulted|was attacked by|frightened of (?:him|her)|scared of (?:him|her|her husband|his wife)|afraid of (?:him|her))\b|\b(?:grab|grabbed|grabs) (?:her|him) by the (?:wrist|arm|hair|throat|neck)\b|\b(?:gets drunk and|drunk and) (?:hits|chokes|beats|hurts) (?:my|her|his)\b|\b(?:pull|pulled) (?:him|her) off (?:her|him|my)\b/,
    unless: [storyOrNews],
  },
  {
    kind: 'third_party',
    pattern:
      /\b(?:gave|given|giving) me (?:her|his|their) (?:\w+ ){0,2}(?:cat|dog|coat|jacket|plants|guitar|ring|watch|favourite \w+|favorite \w+|jewellery|jewelry|things|stuff)\b.{0,180}\b(?:for a while|to keep|for good|will not say why|wont say why|good friend|overthinking|why|just in case|worried|weird)\b|\b(?:do|doing) something stupid\b|\bsorting things out before\b|\bat least i know where it is\b|\bfound a way\b/,
    unless: [
      /\b(?:moving|move|abroad|travel\w*|holiday|vacation|birthday|christmas|present)\b(?!.*\b(?:weird|worried|overthinking|why|good friend|stupid)\b)/,
    ],
  },
];
