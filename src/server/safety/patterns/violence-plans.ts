import type { CrisisPattern } from './types.ts';
import { joke, storyOrNews } from './vocabulary.ts';

/**
 * Harm to others told as a plan, a weapon within reach, a rehearsal or an urge the writer fears,
 * and abuse told as what happened rather than named: a locked door, a passport taken, a hand over
 * a mouth, photos of the front door at 3 am.
 */
const game =
  /\b(?:in the game|fortnite|call of duty|cod|minecraft|roblox|valorant|counter strike|csgo|overwatch|gta|zombies?|paintball|airsoft|laser tag|nerf|water gun|hunting|deer|boss fight|raid|dungeon|dragon|level \d|npc|mobs?)\b/;
const target = String.raw`(?:him|her|them|people|someone|somebody|some1|anyone|everyone|everybody|a group|a crowd|cops|police|my (?:\w+ ){0,2}(?:boss|ex|exs|wife|husband|partner|girlfriend|boyfriend|roommate|flatmate|neighbor|neighbors|coworker|colleague|teacher|tutor|landlord|stepmom|stepdad|mom|dad|brother|sister|daughter|son|kids?|baby|family|classmates|patient|cousin)|the (?:\w+ )?(?:guy|kids|teacher|boss|neighbor|landlord|lad|man|woman|patient|baby|class|school)|his|their|our baby|the baby|the kids)`;
const weapon = String.raw`(?:bat|baseball bat|hammer|knife|knives|machete|crossbow|gun|guns|rifle|shotgun|pistol|tyre iron|tire iron|crowbar|petrol|gasoline|acid|poison|rat poison|antifreeze|letter opener|bottle|bricks?|axe|sword|syringe|pan|pills|sleeping pills|weapon)`;

export const violencePlanPatterns: CrisisPattern[] = [
  {
    kind: 'harm_to_others',
    pattern:
      /\b(?:best|easiest|quickest|safest) way to (?:hurt|kill|poison|injure|beat|get rid of|drug) (?:someone|somebody|a person|him|her|my)\b|\bmake it look like an accident\b|\bnext time (?:it is|its|it will be) (?:going to be |gonna be )?(?:him|her|them|you)\b|\btake out (?:some|the|a few|those|these) (?:kids|people|students|guys|teachers|classmates)\b|\b(?:how many|how much|what dose)\b.{0,60}\b(?:to give (?:\w+ ){1,3}a heart attack|to knock (?:\w+ ){1,3}out|to (?:kill|poison) (?:\w+ ){0,3}(?:him|her|them|someone|a person|my \w+))\b/,
    unless: [storyOrNews, game],
  },
  {
    kind: 'harm_to_others',
    pattern:
      /\b(?:found out|know|got|have|learned) where (?:he|she|they|my \w+|his|her) (?:\w+ )?(?:works|lives|parks|drinks|trains|goes)\b.{0,120}\b(?:bat|knife|gun|hammer|crossbow|petrol|machete|rifle)\b|\b(?:bat|knife|gun|hammer|crossbow|petrol|machete|rifle)\b.{0,120}\b(?:found out|know|i know) where (?:he|she|they) (?:works|lives|parks)\b|\b(?:gun|knife|crossbow|rifle|bat)\b.{0,60}\b(?:lives (?:\w+ ){0,3}(?:away|near|nearby|down the road|round the corner|close)|the guy who|gets out (?:of prison )?on)\b|\bkeeps? a (?:knife|gun|blade) in (?:her|his|their|my) (?:bag|car|pocket|purse)\b/,
    unless: [storyOrNews, game, /\b(?:self defen[cs]e|for protection|to protect (?:myself|herself|himself))\b/],
  },
  {
    kind: 'harm_to_others',
    pattern: new RegExp(
      String.raw`\b(?:picture|picturing|pictured|imagine|imagining|imagined|fantasi[sz]e|fantasi[sz]ing|fantasi[sz]ed|think(?:ing)? about|thought about|dream(?:ing)? about|keep seeing|keep thinking about|rehears\w*|planning|plan|plotting|want to|wanna|going to|gonna|i will|i could|need to|have to|get a flash of|flash of|flashes of|urge to|urges to|thoughts of|intrusive thoughts about)\b.{0,30}\b(?:stabbing|stab|shooting|shoot|killing|kill|strangling|strangle|choking|choke|hitting|beating|pushing|push|drowning|drown|poisoning|poison|running (?:\w+ )?over|run (?:\w+ )?over|hurting|hurt|smashing|smash|burning down|burn down|throwing|throw|hold(?:ing)? (?:\w+ )?under|driving into|drive into|shank|shanking|slit|slitting|smother|smothering|put (?:him|her|them) in (?:the )?(?:hospital|ground|grave)|giving (?:\w+ ){0,3}(?:wrong|too much|an overdose))\b.{0,40}\b${target}`,
    ),
    unless: [
      joke,
      game,
      storyOrNews,
      /\b(?:hurt|hurting) (?:his|her|their|my \w+ s|peoples|someones) feelings\b/,
      /\b(?:push|pushing) (?:him|her|them|my \w+) (?:to|into|harder)\b/,
      /\bthrow(?:ing)? (?:him|her|them|my \w+) (?:a|an) (?:party|surprise|bone|ball)\b/,
      /\bshoot(?:ing)? (?:him|her|them) (?:a|an) (?:text|message|email|dm|look)\b/,
      /\brun (?:it|this|that|them|him|her) (?:over|by)\b/,
    ],
  },
  {
    kind: 'harm_to_others',
    pattern: new RegExp(
      String.raw`\b${weapon}\b.{0,80}\b(?:ready|by the door|by my seat|in my (?:bag|car|boot|pocket|trunk)|outside (?:his|her|their|my \w+s?) (?:house|flat|door)|right now|next (?:time|tuesday|monday|week|friday)|on monday|tomorrow|tonight|see who laughs|deal with|going over there|not joking|i mean it|for the guy|for him|for her|for them|make (?:him|her|them) pay|find out what|betrayal|have it coming|regret|put (?:him|her) in)\b`,
    ),
    unless: [
      joke,
      game,
      storyOrNews,
      /\b(?:hunting|camping|range|cooking|chef|kitchen|recipe|fishing|baseball practice|softball|cricket|rounders|dinner|bbq|barbecue|diy|shelves|picture frame|garden|garage sale|recycling|bottle of wine|water bottle|bottle for the baby|baby bottle|feeding)\b(?!.*\b(?:him|her|them|my ex|my boss|my neighbor|the guy)\b)/,
    ],
  },
  {
    kind: 'harm_to_others',
    pattern:
      /\b(?:put|putting|slip|slipping|slipped|add|adding|added|crush|crushing|crushed|been putting)\b.{0,40}\b(?:in|into) (?:his|her|their|my (?:\w+ )?(?:husbands|wifes|roommates|flatmates|bosss|dads|moms|partners|stepmoms|stepdads)|the) (?:\w+ )?(?:drink|drinks|coffee|tea|food|water|dinner|meal|soup|wine|juice|bottle)\b/,
    unless: [
      /\b(?:sugar|milk|honey|lemon|cinnamon|protein|sweetener|ice|oat milk|creamer|syrup|spice|salt|vitamin|electrolytes|medicine for (?:his|her) cold|recipe|sauce)\b(?!.*\b(?:pills|poison|sick|see what happens|more next time|antifreeze|bleach)\b)/,
    ],
  },
  {
    kind: 'harm_to_others',
    pattern:
      /\b(?:poison|poisons|overdose|heart attack|autopsy|undetectable|hard to detect|untraceable|knock (?:out|him out|her out|them out)|for good)\b.{0,80}\b(?:a person|someone|my (?:\w+ )?(?:husband|wife|stepmom|stepdad|boss|roommate|flatmate|partner|dad|mom|neighbor)|him|her|them|an adult|a grown|their coffee|his coffee|her coffee|gone)\b|\b(?:need|want) (?:my (?:\w+ )?(?:husband|wife|boss|partner|dad|mom|stepmom|stepdad)|him|her|them) (?:gone|dead|to disappear|to die|out of the way)\b(?!.*\b(?:from (?:the|my) (?:team|life|house|flat)|fired|to leave|to move out)\b)/,
    unless: [/\b(?:plants?|weeds|rats|mice|pests|slugs|dog|cat|garden)\b/, storyOrNews, game],
  },
  {
    kind: 'harm_to_others',
    pattern:
      /\b(?:finish(?:ing)? the job|put (?:him|her|them) in (?:the )?(?:hospital|ground|grave|a coma|a wheelchair)|(?:see|show (?:them|him|her)) who (?:laughs|is laughing)|they will (?:all )?(?:see|regret it|pay|be sorry)|they will not (?:think|laugh|say) (?:that )?(?:after|anymore)|(?:will not|wont) think that after (?:tomorrow|friday|monday|today)|after tomorrow (?:they|everyone)|i have a plan for (?:the assembly|friday|monday|school|work|the office)|(?:a |my )?list of (?:names|people|targets)\b.{0,60}\b(?:school|work|class|what i would do|deserve|pay|each one))\b/,
    unless: [
      /\b(?:project|report|painting|renovation|assignment|essay|kitchen|garden|wedding|guests|invites|christmas cards|thank you|secret santa|birthday|party|team building)\b(?!.*\b(?:hurt|kill|gun|knife|bat|stab|shoot|laugh)\b)/,
      storyOrNews,
      game,
    ],
  },
  {
    kind: 'harm_to_others',
    pattern:
      /\b(?:i|and i|then i|i have|i just|i actually|i already) (?:\w+ )?(?:beat up|punched|hit|choked|strangled|stabbed|slapped|kicked|shoved|attacked|assaulted|smashed a bottle|held (?:my|his|her) (?:\w+ )?head under|had my hands around (?:his|her|their) (?:neck|throat)|grabbed the (?:kitchen )?knife|drew up the syringe|drew it up|slashed (?:his|her|their) tyres)\b(?!.*\b(?:game|match|sparring|boxing|tag|pillow|lol|by accident|accidentally)\b)/,
  },
  {
    kind: 'harm_to_others',
    pattern:
      /\b(?:could|might|am going to|will|would) (?:really |seriously |actually )?(?:hurt|kill|seriously hurt) (?:someone|somebody|some1|anyone|people)\b(?!.*\b(?:feelings|by accident|driving tired)\b)|\bi do not think i would stop\b|\bscared of (?:myself|what i (?:might|will|could) do)\b|\bthe voices (?:say|said|tell|told|keep telling|are telling|want) (?:me )?(?:to|that|i)\b|\bbefore i (?:kill|hurt|seriously hurt) (?:her|him|them|someone|my)\b|\bhow to stop before i\b/,
    unless: [joke],
  },
  {
    kind: 'harm_to_others',
    pattern:
      /\b(?:get|buy|getting|buying) a (?:gun|firearm|pistol|rifle)\b.{0,40}\b(?:fast|quick|quickest|without (?:a )?(?:background )?checks?|w\/?o (?:a )?(?:background )?check|no questions|off the books|illegally|tonight|today)\b|\b(?:someone|somebody|a guy|a person|personal business) (?:i need to|to) (?:deal with|take care of|settle)\b/,
    unless: [storyOrNews, game],
  },
  {
    kind: 'harm_to_others',
    pattern:
      /\b(?:make|making) (?:him|her|them|my \w+) (?:pay|suffer)\b.{0,80}\b(?:know where|address|parks|route|petrol|gun|knife|bat|shift|lives|works)\b|\bi know (?:where|what time|his|her|their) (?:\w+ ){0,2}(?:parks|route|leaves|shift|lives|works|gets out)\b.{0,60}\b(?:pay|scared|worse|run (?:him|her) over|hurt|wait|waiting)\b|\b(?:following|followed|follow) (?:the |my )?(?:\w+ )?(?:him|her|tutor|teacher|boss|ex|neighbor) (?:home|to (?:his|her) car)\b.{0,80}\b(?:scared|worse|address|know where|pay|knife|gun)\b/,
    unless: [storyOrNews],
  },
  // Abuse told as what was done.
  {
    kind: 'abuse',
    pattern:
      /\b(?:comes|came|coming|keeps coming) (?:into|in to) my (?:room|bed|bedroom)\b.{0,40}\b(?:at night|when|whenever|and)\b|\bour (?:little )?secret\b.{0,60}\b(?:touch|touches|touched|stay after|do not tell|dont tell)\b|\b(?:touch|touches|touched|touching) me\b.{0,40}\bour (?:little )?secret\b|\bhurts (?:me|her|him) (?:down there|there)\b|\b(?:drugged|spiked) (?:my|me|her) (?:drink)?\b|\b(?:chair|dresser|wedge) (?:under|against) (?:my|the) (?:door|door handle)\b/,
  },
  {
    kind: 'abuse',
    pattern:
      /\b(?:broke|broken|fractured|dislocated|smashed|cracked) (?:two of |one of |all of )?my (?:\w+ ){0,3}(?:fingers?|wrist|arm|nose|ribs?|jaw|tooth|teeth|hand|cheekbone)\b.{0,60}\b(?:he|she|they|in the door|on purpose|told the doctor|said i fell|i fell|slammed|twisted)\b|\b(?:smashed|slammed|banged|threw|pushed|shoved) my head (?:into|against|on)\b|\b(?:pillow|hand|hands) over my (?:face|mouth)\b|\bby (?:my|the) (?:throat|neck|hair)\b.{0,30}\b(?:against|up|and|until|held)\b|\b(?:held|pinned|pushed|shoved) me (?:against|to|down|up against)\b|\bgrabbed my (?:throat|neck)\b|\bthrew (?:a |the )?\w+ at (?:me|my (?:head|face))\b/,
    unless: [
      /\b(?:skiing|snowboard\w*|football|rugby|bike|cycling|climbing|trampoline|fell off|game|match|sparring|wrestling|bjj|judo|practice|dance|pillow fight|tickle)\b(?!.*\b(?:he|she) (?:did|broke|threw|pushed)\b)/,
      joke,
    ],
  },
  {
    kind: 'abuse',
    pattern:
      /\b(?:got|get|getting|been) (?:hit|beaten|slapped|punched|kicked|choked|strangled|beat) again\b|\b(?:hits|beats|slaps|punches|kicks|chokes) me (?:if|when|whenever|every time|every)\b|\bonly (?:hits|slaps|pushes|chokes|hurts) me when\b|\b(?:he|she) is going to kill me (?:this time|one day|next time|soon)\b|\bi think (?:he|she) is going to kill me\b|\b(?:hits|beats|slaps) the (?:girls|boys|kids|children|players|students|team)\b|\bwatches everything i do\b|\b(?:does it count as|is it) abuse if\b/,
    unless: [/\b(?:game|match|sparring|boxing|ball|dodgeball|pillow)\b/],
  },
  {
    kind: 'abuse',
    pattern:
      /\b(?:locked|locks|lock|locking) me (?:in|out in|inside|out all night|in the (?:cupboard|closet|basement|room|shed|garden|car|bathroom))\b|\bmakes me (?:sleep|stay|stand|kneel) (?:on|in|outside|for) (?:the )?(?:balcony|floor|garden|shed|car|cupboard|corner|days|hours)\b|\b(?:leaves|left) me without (?:food|water|my medication|meds|heating)\b|\bwithout food for days\b|\bpunish(?:es|ed)? me\b.{0,40}\b(?:late|he says|she says|phone|if i)\b/,
  },
  {
    kind: 'abuse',
    pattern:
      /\b(?:has|took|keeps|holds|hid|hides|taken|takes) (?:my|our|all my) (?:passport|papers|documents|id|visa|residence permit|pension|benefits|wages|every penny|every pound|all the money|money)\b.{0,80}\b(?:cant leave|can not leave|i cannot leave|leave|get out|spouse visa|language|escape|shouts|punish|without food|deport|immigration|reminds me)\b|\b(?:he|she|they) (?:has|have) (?:all )?(?:the|my) money and my passport\b|\bhide money from my (?:husband|wife|partner)\b|\bget out before (?:he|she|they) (?:hurts|kills|finds)\b|\bbefore (?:he|she|they) (?:hurts|kills|finds|hits) (?:me|us|the kids|my)\b/,
    unless: [/\b(?:agency|embassy|renewal|hotel reception|travel agent|lawyer for my visa application)\b(?!.*\b(?:leave|escape|hurts)\b)/],
  },
  {
    kind: 'abuse',
    pattern:
      /\bif i (?:do not|dont|will not|refuse to) (?:sleep with|have sex with|do what (?:he|she) (?:says|wants)|come back)\b|\b(?:tell|report me to|call) immigration\b|\b(?:get me|have me|make sure i get) deported\b|\b(?:posted|shared|leaked|send|sent|will send|share) (?:my )?nudes\b|\bnudes of me\b|\b(?:said|says|told me) (?:next time|one day) (?:he|she) (?:will not|wont) (?:let go|stop)\b|\bsaid (?:if i (?:come back|leave|tell)\w* )?(?:he will|she will|hell|shell|he would|she would|hed|shed) (?:kill|hurt|burn|stab|shoot) (?:me|us|the house)\b|\b(?:burn|set fire to) the house (?:down )?with (?:us|me|the kids) in it\b/,
  },
  {
    kind: 'abuse',
    pattern:
      /\b(?:found|knows|got|tracked down|has) my (?:new )?(?:address|location|house|flat|work|school|home)\b.{0,80}\b(?:even though|moved|again|ex|he|she|someone|stalk\w*|scared|notes|photos|restraining|flowers|garden|messages)\b|\b(?:photos|pictures|pics) of (?:my|me) (?:\w+ )?(?:front door|house|home|window|car|bedroom|sleeping|asleep|from outside)\b|\b(?:outside|in) my (?:house|home|garden|flat|apartment|window|door|yard|work|car)\b.{0,40}\b(?:right now|at \d|am\b|at night|for an hour|for hours|restraining order|again)\b|\brestraining order\b|\b(?:been|was) in my (?:flat|house|apartment|room|home) when i (?:am|was) not\b|\bkeeps? (?:showing up|turning up) at my\b|\bi look pretty when i sleep\b|\b(?:leaving|left) notes on my (?:car|door)\b|\bwill not (?:stop|leave me alone)\b.{0,60}\b(?:address|garden|work|sister|messages|found)\b/,
    unless: [
      /\b(?:parcel|delivery|amazon|courier|postman|neighbor cat|fox|the cat|estate agent|surveyor|plumber|cleaner|airbnb guest)\b(?!.*\b(?:ex|scared|stalk\w*|restraining)\b)/,
      storyOrNews,
    ],
  },
  {
    kind: 'abuse',
    pattern:
      /\b(?:tracks|checks|reads|monitors|goes through) my (?:phone|location|messages|texts)\b.{0,80}\b(?:punish\w*|takes (?:the|my) (?:car )?keys|makes me stay|will not let|does not let|pushed|hit|hits|angry|rage|says it is love|says its love)\b|\b(?:didnt|did not|does not|doesnt) want me to work\b|\bonly lets me (?:spend|have|see|go)\b|\bhe throws it\b/,
  },
];
