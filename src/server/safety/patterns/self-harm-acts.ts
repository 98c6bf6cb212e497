import type { CrisisPattern } from './types.ts';
import { resolvedPast } from './vocabulary.ts';

/**
 * Self-harm told as an act, a tool or a secret rather than named: bleeding on purpose, blades
 * taken out of a sharpener, plasters hidden, a cover story for a burn, a relapse counted in days.
 */
const notMedical =
  /\b(?:nosebleed|nose bleed|gums|period|blood test|blood drive|donat\w*|mosquito|bug bites?|eczema|psoriasis|acne|pimple|splinter|hangnail|cuticle|ingrown)\b/;
export const selfHarmActPatterns: CrisisPattern[] = [
  {
    kind: 'self_harm',
    pattern:
      /\b(?:started|start|starting|been|keep|kept|still|stopped|i am|began|begun) (?:cutting|self harming|burning myself|hurting myself)\b(?! (?:carbs|sugar|back|down|costs|class|school|corners|ties|hair|the|my (?:hair|losses|nails|spending|hours)|out|off|wood|paper|onions|vegetables|coupons|grass|lawn|cake|bread|meat|calories|fat|bridges|candles))/,
    unless: [resolvedPast],
  },
  {
    kind: 'self_harm',
    pattern:
      /\b(?:cuts|burns|marks|scars|wounds)\b.{0,60}\b(?:do not want|dont want|so|without) (?:my )?(?:mom|mum|dad|parents|anyone|people|him|her|them|no one|nobody|my \w+) (?:to )?(?:see|sees|seeing|find out|know|knows|notice|notices|noticing)\b|\b(?:arms?|wrists?|thighs?|legs?|stomach|skin|hips) (?:are|is|was|were) (?:covered in|full of|all) (?:fresh |new |deep )?(?:cuts|burns|scratches|scars|marks)\b|\bcut (?:really |too |so |very |way too )?deep\b.{0,60}\b(?:bleeding|blood|ambulance|stitches|stop it|scared)\b/,
    unless: [/\b(?:cooking|kitchen|knife slipped|fell|accident|surgery|cat|dog)\b/],
  },
  {
    kind: 'self_harm',
    pattern:
      /\b(?:until|till|til|so (?:hard )?that) (?:it|they|i|my \w+|the skin|there is)? ?(?:bled|bleed|bleeds|bleeding|bruise|bruised|bruises|bruising|split|broke open|burned|blistered|scarred|blood)\b/,
    unless: [
      notMedical,
      /\b(?:he|she|they|my (?:\w+ )?(?:partner|husband|wife|boyfriend|girlfriend|dad|mom|stepdad|brother|sister|ex)) (?:\w+ ){0,3}(?:hit|beat|punched|kicked|slapped|bit|scratched|choked)\b/,
      /\b(?:boxing|sparring|training|punching bag|heavy bag|climbing|guitar|violin|practice|practi[cs]ing|blisters from|new shoes|running)\b/,
    ],
  },
  {
    kind: 'self_harm',
    pattern:
      /\b(?:on purpose|deliberately|intentionally|purposely)\b.{0,60}\b(?:cut|cuts|cutting|burn|burns|burned|burnt|bled|bleed|blood|bruise|bruises|scar|scars|threw up|throw up|purge|purged|hit myself|punched|bit|bite|wound|wounds|stitches|hair out|skin|scratch\w*)\b|\b(?:cut|cuts|cutting|burn|burns|burned|burnt|bled|bleed|bruises|threw up|throw up|purged|punched (?:the )?wall|bit my|pulling my hair out|pulled my hair out|scratched)\b.{0,60}\b(?:on purpose|deliberately|intentionally|purposely|it was not an accident|it wasnt an accident|it was not the (?:oven|cat|dog)|it wasnt)\b/,
    unless: [notMedical],
  },
  {
    kind: 'self_harm',
    pattern:
      /\b(?:carved|carve|carving|scratched|etched|cut) (?:a |her |his |the |their |my |an )?(?:\w+ )?(?:word|words|name|letters?|initials|x|lines|shape|into)\b.{0,30}\b(?:my )?(?:arm|arms|thigh|thighs|skin|wrist|leg|legs|stomach|hand|chest|hip|hips|ankle)\b/,
    unless: [/\b(?:tree|desk|bench|wood|pumpkin|soap|table)\b/],
  },
  {
    kind: 'self_harm',
    pattern:
      /\b(?:make|making|made|do|doing|did) (?:\w+ )?(?:cuts|burns|marks|scratches) on my\b|\b(?:cut|cuts|cutting|slit|slice|sliced|slicing) (?:on |into )?(?:my )?(?:skin|stomach|hips?|legs?|thighs?|arms?|wrists?|forearms?)\b.{0,40}\b(?:again|every|each|instead of|so no one|so nobody|more than usual|tonight|most nights|since|cannot stop|can not stop|deep)\b/,
    unless: [/\b(?:accident|accidentally|shaving|cooking|surgery|doctor|hospital said|fell)\b/],
  },
  {
    kind: 'self_harm',
    pattern:
      /\b(?:the |my |new |sterile |fresh |a pack of |a new pack of |pencil )?(?:blade|blades|razor|razors|sharpeners?|shard|shards|glass)\b.{0,80}\b(?:when i do it|do it|the only thing|calms me|helps|safer when|discreetly|you know why|took the blades out|take the blades out|havent used|have not used|keep thinking about|tonight|most nights|every night|again|used (?:it|them|the shard)|on my (?:arm|skin|thigh|leg|wrist)|not deep|sharper)\b|\b(?:took|take|taking|get|getting|got) (?:the )?(?:blades?|razors?) out\b/,
    unless: [
      /\b(?:shave|shaving|beard|barber|haircut|craft|crafts|crafting|scrapbook|utility|boxes|packages|lawn ?mower|blender|food processor|skates?|skating|ice rink|windscreen|wiper|saw|hockey|knife set|chef|sharpen(?:ing)? (?:my )?(?:kitchen )?knives)\b(?!.*\b(?:you know why|do it|my (?:arm|thigh|skin|wrist)|relapse)\b)/,
    ],
  },
  {
    kind: 'self_harm',
    pattern:
      /\b(?:need|want|use|using|find) something (?:sharper|sharp|that hurts more|more painful|that leaves a mark)\b|\b(?:elastic band|rubber band|ice cubes?|ice cube trick|snapping a band)\b.{0,60}\b(?:not working|isnt working|is not working|anymore|instead|lighter|sharper|alternating|does not help|doesnt help)\b|\b(?:lighter|hot spoon|spoon|cigarette|curling iron)\b.{0,40}\b(?:my (?:skin|arm|wrist|leg|thigh|hand)|on myself|pressed|alternating|leave a (?:proper )?mark|burns? on my)\b/,
    unless: [
      /\b(?:cooking|baking|recipe|camping|candle|bbq|grill|hair|curls|styling)\b(?!.*\b(?:my (?:skin|arm|wrist|leg|thigh)|on myself|pressed|mark)\b)/,
    ],
  },
  {
    kind: 'self_harm',
    pattern:
      /\b(?:hide|hiding|hid|hidden|wash|washing|get|getting) (?:the |my )?(?:plasters|bandages|band aids|bandaids|blood|blades|razor|razors|gauze)\b.{0,40}\b(?:so|before|from|in my|under|where)\b|\bblood (?:out of|off|on|from) my (?:sheets|clothes|sleeves|carpet|towel|towels|bed|duvet|jumper|hoodie)\b.{0,40}\b(?:before|so|without)\b/,
    unless: [/\b(?:period|nosebleed|nose bleed|first aid kit for|camping)\b/],
  },
  {
    kind: 'self_harm',
    pattern:
      /\btold (?:her|him|them|my \w+|everyone|the doctor|the nurse|people|my (?:\w+ )?(?:mum|mom|dad|gf|bf|girlfriend|boyfriend|teacher)) (?:it was|they were|that it was|that they were|it is) (?:the (?:oven|cat|dog|stove|iron|kettle|gym)|an accident|from the (?:cat|oven|gym|dog))\b.{0,40}\b(?:it was not|it wasnt|we do not have|we dont have|but it was|they were not|but it|lie|lied|lying|truth|not true)\b/,
  },
  {
    kind: 'self_harm',
    pattern:
      /\bscars?\b.{0,80}\b(?:fresh|still pink|still red|new ones|some are new|recent|hide|hiding|cover them|explain|hasnt seen|has not seen|will see|get rid of|before (?:summer|camp|the beach|swimming|pe))\b/,
    unless: [
      resolvedPast,
      /\b(?:surgery|surgical|operation|c section|caesarean|acne|chicken ?pox|burn from (?:cooking|a kitchen)|accident|stretch marks|tattoo over|laser|knee|appendix|spine|heart surgery|mole removal|keloid from (?:a|my) piercing)\b/,
    ],
  },
  {
    kind: 'self_harm',
    pattern:
      /\b(?:how deep|how many (?:cuts|stitches)|how long (?:should|does) a cut|artery|arteries|blood loss|bleed out|stitches)\b.{0,80}\b(?:cut|cuts|cutting|wrist|forearm|arm|thigh|mine|asking questions|without them asking|a and e|a&e|er|dangerous|worry)\b/,
    unless: [
      /\b(?:my (?:son|daughter|kid|child|toddler|dog|cat)|cooking|kitchen|knife slipped|chef|dog|cat|puppy|vet|biology|anatomy|nursing|paramedic|first aid course|exam)\b/,
    ],
  },
  {
    kind: 'self_harm',
    pattern:
      /\brelaps\w*\b.{0,40}\b(?:\d+ days|days (?:down|gone|clean)|day (?:1|one)|streak|again|knife|blade|whatever)\b|\b\d+ days (?:clean|gone|down the drain)\b|\brelapsed\s*(?:$|\.)/,
    unless: [
      /\b(?:minecraft|hardcore|game|world|server|character|streak on duolingo|duolingo|wordle|snap streak)\b/,
      /\b(?:drink|drinking|alcohol|sober|sobriety|smoking|smoke|cigarettes|vape|vaping|weed|cannabis|nicotine|gambling|gamble|porn|nofap|diet|sugar|junk food|caffeine|coffee|aa|meeting)\b/,
    ],
  },
  {
    kind: 'self_harm',
    pattern:
      /\b(?:let myself eat|allowed to eat|deserve to eat|earn (?:my )?(?:food|meals|dinner)|earned (?:my )?food|deserve food|deserve (?:the )?pain|deserve to (?:hurt|suffer|bleed|be in pain|feel pain)|i deserve it when i)\b|\b(?:threw up|throw up|puke|puked|purge|purged|purging|make myself sick)\b.{0,40}\b(?:on purpose|again|to punish|because i hate|bc i hate|after (?:every|each) meal|punish myself)\b|\b(?:hate myself)\b.{0,40}\b(?:threw up|purge|cut|burn|hit myself|starve|bleed)\b/,
    unless: [/\b(?:food poisoning|stomach bug|norovirus|hangover|drank too much|pregnan\w*|morning sickness|chemo)\b/],
  },
  {
    kind: 'self_harm',
    pattern:
      /\b(?:the )?(?:cutting|burning|blade|hurting myself|self harm|it) is the only thing (?:that|thats|that is|which)\b|\b(?:that is|thats) why i (?:do it|cut|burn|hurt myself)\b|\bthe pain helps\b|\bit felt better than crying\b|\b(?:only|all) that (?:calms|helps) me (?:down )?is the (?:blade|razor|cutting|pain)\b/,
  },
  {
    kind: 'self_harm',
    pattern:
      /\b(?:punched|punch|punching|hit|hitting|bang|banged|banging|smashed|smash|slammed) (?:the |a )?(?:wall|walls|mirror|door|window|fist)\b.{0,60}\b(?:until|till|knuckles|bled|bleeding|broke|split|to feel|felt better|better than crying|every time|again)\b|\bbit my (?:arm|arms|hand|hands|wrist|lip) (?:until|till|til|so hard)\b|\b(?:dig|digging|dug) (?:my )?(?:nails|fingernails|a needle|needles|a pin|a compass)\b.{0,30}\b(?:skin|arm|arms|until|till|blood|bleed)\b|\bpull(?:ing)? (?:my )?hair out\b.{0,60}\b(?:bald|patches|on purpose|pain|hurts|cannot stop|can not stop)\b/,
    unless: [
      /\b(?:trichotillomania awareness|my dog|my cat|boxing|sparring|punching bag|the gym)\b(?!.*\b(?:bled|knuckles split|to feel)\b)/,
    ],
  },
];
