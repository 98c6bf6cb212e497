/**
 * Quiet signs that someone is putting their life in order before ending it: cancelling
 * memberships, writing a will young, handing over passwords, giving a pet away "for good",
 * saying thank you for everything. Any one of them is ordinary; two in one message are not.
 * The check fires when at least two different cues appear (see crisis-check.ts).
 */
export interface FinalityCue {
  name: string;
  pattern: RegExp;
}

export const finalityCues: readonly FinalityCue[] = [
  {
    name: 'cancelled',
    pattern:
      /\b(?:cancel(?:l)?ed|cancel(?:l)?ing|ended|stopped) (?:my |all my |the )?(?:gym|membership|memberships|subscriptions?|phone contract|contract|appointments|therapy|plans|direct debits|insurance)\b/,
  },
  {
    name: 'paid off',
    pattern: /\b(?:paid off|paying off|cleared|settled) (?:my |all my |the )?(?:phone|debts?|card|credit card|loans?|bills|tab)\b/,
  },
  {
    name: 'will',
    pattern:
      /\b(?:wrote|written|writing|made|making|updated|finished|signed|sorted) (?:a |my |out my )?(?:will|wills|funeral plans?|obituary)\b/,
  },
  {
    name: 'passwords',
    pattern:
      /\b(?:bank |account |phone |all my )?(?:passwords?|pin|pins|pin number)\b.{0,40}\b(?:for|to|with|on the) (?:my )?(?:partner|wife|husband|mum|mom|dad|family|sister|brother|fridge|desk)\b/,
  },
  {
    name: 'money moved',
    pattern:
      /\b(?:moved|transferred|put|left) (?:all )?(?:my )?(?:savings|money|pension|deposit)\b.{0,30}\b(?:into|to|for) (?:her|his|my \w+)|\b(?:deposit|pension|savings|money|inheritance) (?:goes|go|will go|to go|should go) to (?:my )?\w+/,
  },
  {
    name: 'who gets',
    pattern:
      /\bwho gets (?:the|my)\b|\b(?:can|will|should) have my (?:\w+ )?(?:guitar|car|cat|dog|stuff|things|vinyls|records|games|books|clothes|room|console|bike|jacket|ring|watch)\b|\b(?:mum|mom|dad|sister|brother|she|he) will get (?:the|my) (?:cat|dog|car|house|stuff)\b/,
  },
  {
    name: 'note left',
    pattern:
      /\b(?:note|notes|letter|letters|instructions)\b.{0,30}\b(?:on the fridge|in my (?:desk|drawer)|with the (?:vet|pin|passwords)|for (?:my|the) (?:family|parents|mum|mom|landlord)|explaining|just in case)\b/,
  },
  {
    name: 'deleted',
    pattern:
      /\b(?:deleted|deleting|closed|closing|wiped) (?:all )?(?:my )?(?:socials|social media|accounts|instagram|facebook|profiles?|messages|photos)\b/,
  },
  { name: 'handed back', pattern: /\b(?:gave|giving|handed|returned) (?:back )?(?:my )?(?:work )?(?:laptop|keys|badge|phone)\b/ },
  {
    name: 'sorry for everything',
    pattern:
      /\b(?:sorry for everything|forgive me|thank you for everything|thanks for everything|thanks for listening these|you have been a good friend|you were a good friend|take care of yourself for me|tell (?:\w+ ){0,2}i love (?:her|him|them|you))\b/,
  },
  {
    name: 'loose ends',
    pattern:
      /\b(?:tying up|tie up|tied up) (?:all )?(?:the |my )?loose ends|\b(?:things|everything|stuff) (?:are|is) (?:tidy|sorted|in order)\b|\bleave things tidy\b|\bget my (?:admin|affairs|paperwork) sorted\b|\bgetting my (?:admin|affairs) sorted\b/,
  },
  {
    name: 'giving away',
    pattern:
      /\b(?:gave|giving|give|gifted|handing|handed|told (?:\w+ ){0,3}(?:he|she) can have) (?:away )?(?:all )?(?:my|her|his|him my|her my|them my) (?:\w+ ){0,2}(?:stuff|things|belongings|cat|dog|pets?|guitar|games|xbox|ps5|playstation|console|clothes|books|collection|jewelry|jewellery|ring|watch|laptop|car|savings|records|vinyls|plants|coat|jacket|art|tools)\b/,
  },
  {
    name: 'pet rehomed',
    pattern:
      /\b(?:look after|take care of|keep|have|feed) (?:my |her |his |the )?(?:dog|cat|pets?|fish|rabbit|hamster)\b.{0,30}\b(?:for good|after|forever|from now on|permanently)\b|\b(?:given|gave) (?:my|the) (?:dog|cat|pets?) (?:to|away)\b/,
  },
  {
    name: 'not needing',
    pattern:
      /\b(?:will not|do not plan on|not planning on|will not be|do not think i will|not going to be) (?:need|needing|be needing|using|renewing)\b/,
  },
  {
    name: 'last time',
    pattern:
      /\b(?:last time (?:they|you|anyone|everyone|she|he) (?:will )?(?:all )?(?:see|sees|saw) me|last (?:party|christmas|birthday) (?:ever|i will)|one last (?:good )?(?:day|time|night|party|meal|look|visit)|the last (?:day|time) for everything|something to remember me by|remember me (?:smiling|by|as)|last \w+ ever)\b/,
  },
  {
    name: 'peace',
    pattern:
      /\b(?:made|make|making|at) (?:my )?peace with (?:it|everything|my decision|the decision)\b|\bfeels? (?:weirdly |strangely |finally )?(?:calm|at peace|peaceful|right|lighter)\b/,
  },
  {
    name: 'soon gone',
    pattern:
      /\b(?:will not|wont|probably will not|do not think i will|might not) (?:make it|be (?:here|around|alive|reachable)) (?:to|until|till|through|for|past|after)\b|\bbe gone before\b|\bnot (?:be )?reachable after\b|\bwill not be reachable\b/,
  },
];
