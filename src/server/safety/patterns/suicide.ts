import { type CrisisPattern, alt, re } from './types.ts';
import { pet, pills, resolvedPast, storyOrNews } from './vocabulary.ts';

export const suicidePatterns: CrisisPattern[] = [
  {
    kind: 'suicide',
    pattern: /\bsuicid(?:e|al|ality)\b/,
    unless: [
      // A story, the news, a class: unless the writer speaks of their own thoughts.
      /^(?!.*\b(?:i am|i feel|feeling|i have been|i was|i keep|i want|i get|i got|my|thoughts|urges)\b.{0,25}\bsuicid).*\b(?:novel|book|film|movie|show|series|episode|character|hamlet|ophelia|documentary|article|news|podcast|report|reporting|journalists?|guidelines|study|research|essay|history|statistics|rates|prevention|awareness|trainer|training|volunteer\w*|first aid|lecture|class|course|campaign)\b/,
      /\bsuicide (?:squad|doors?|bomb\w*|king|pact in the|note in the|prevention (?:month|week|day|training|course|charity|fundraiser|walk)|rates?|statistics|stats|awareness)\b/,
      /\b(?:volunteer\w*|training|trained|work|working|shift|counselor|counsellor) (?:on|at|for) (?:a |the )?(?:suicide|crisis) (?:hotline|helpline|line|prevention)/,
      resolvedPast,
    ],
    negatable: true,
  },
  {
    kind: 'suicide',
    pattern: re(
      `\\b${alt('kill', 'killing', 'killed', 'kills', 'end', 'ending', 'ended', 'take', 'taking', 'took', 'off', 'offing', 'offed', 'hang', 'hanging', 'hanged', 'hung', 'shoot', 'shooting', 'shot', 'drown', 'drowning', 'poison', 'poisoning', 'poisoned', 'stab', 'stabbing', 'suffocate', 'suffocating', 'gas', 'gassing', 'unalive', 'delete', 'deleting', 'starve', 'starving', 'overdose', 'od')} ${alt('myself', 'my self', 'my own life', 'my life')}\\b`,
    ),
    unless: [
      /\b(?:take|taking|took) (?:my life|myself) (?:back|seriously|to|out|for a walk|into|too seriously|off|apart|away)\b/,
      /\b(?:end|ending|ended) my life (?:as a|savings|as i know it|in (?:the|this) (?:city|town|job))\b/,
      /\b(?:shoot|shooting|shot) myself in the foot\b/,
      /\bkill(?:ing)? myself (?:laughing|with laughter|over (?:this|that|nothing)|at the gym|at work|working|trying to|to get|for this|for a)\b/,
      /\b(?:starv|starving) myself (?:for|till|until) (?:dinner|lunch|the buffet|thanksgiving)\b/,
      /\bhung myself (?:a|up)\b/,
      /\bdelete myself from (?:social|the|instagram|facebook|twitter|tiktok|the internet|all)\b/,
      resolvedPast,
    ],
    negatable: true,
  },
  { kind: 'suicide', pattern: /\bkill myself\b(?!.*\b(?:laughing|lol)\b)/, negatable: true, unless: [resolvedPast] },
  {
    kind: 'suicide',
    pattern: re(
      `\\b${alt('want', 'wanted', 'wanting', 'wish', 'wished', 'wishing', 'ready', 'need', 'deserve', 'going', 'about', 'planning', 'plan', 'decided', 'trying', 'tried', 'try', 'prefer', 'hope', 'hoping', 'would rather', 'like', 'long', 'longing', 'just want', 'really want', 'pray', 'praying', 'begging', 'beg god')} (?:to )?(?:just |simply |finally |quietly )?${alt('die', 'dye', 'be dead', 'not be alive', 'not exist', 'stop existing', 'cease to exist', 'not wake up', 'never wake up', 'not be here anymore', 'not be here', 'not be around', 'disappear forever', 'disappear for good', 'vanish forever', 'go to sleep forever', 'sleep forever', 'fall asleep forever', 'fall asleep and never', 'be gone forever', 'be gone for good', 'be gone', 'leave this world', 'leave this earth', 'go to heaven', 'be with (?:my )?\\w+ in heaven', 'join (?:my )?\\w+ in heaven', 'be done with (?:it all|life|everything)', 'check out', 'end it(?: all)?', 'end things', 'end everything', 'not be on this earth')}\\b`,
    ),
    unless: [
      /\b(?:die|dead) (?:of|from) (?:embarrassment|laughter|laughing|shame|cringe|boredom|happiness|old age|natural causes|jealousy|envy|cuteness)\b/,
      /\brather (?:die|be dead) than\b/,
      /\bto die for\b/,
      /\b(?:lol|lmao)\b.*\b(?:game|games|cod|spawn|lobby|ranked|match|respawn|boss|level|fortnite|valorant|league|raid|noob|lag)\b|\b(?:game|games|cod|spawn|lobby|ranked|match|respawn|boss|level|fortnite|valorant|league|raid|noob|lag)\b.*\b(?:lol|lmao)\b/,
      /\bdie on (?:this|that) hill\b/,
      /\bbe gone (?:by|before|for|from|at|on|when|until|till|over|during|a week|two weeks)\b/,
      /\b(?:not be here|not be around) (?:at|for|on|next|this|tomorrow|when|until|till|during|in)\b(?! (?:much longer|long|anymore))/,
      /\bdye (?:my|her|his|the|it)\b/,
      /\bend (?:it|things) with (?:him|her|them|my)\b/,
      /\b(?:end|ending) (?:it|things) (?:with|between)\b/,
      /\bcheck out (?:the|a|this|that|my|your|our|of|at|new|some)\b/,
      /\bgo to heaven\b.*\b(?:church|religion|pastor|believe|faith|bible|theology)\b/,
      resolvedPast,
    ],
    negatable: true,
  },
  {
    kind: 'suicide',
    pattern: re(
      `\\b(?:do not|does not|did not|no longer|not) ${alt('want', 'wanna', 'wish', 'feel like', 'see the point', 'see a point', 'see any point', 'have (?:a|any) reason', 'have the strength', 'have it in me', 'know how much longer i can', 'know how to keep')} (?:to )?${alt('live', 'be alive', 'be here anymore', 'be here', 'exist', 'exist anymore', 'wake up', 'go on', 'keep going', 'keep living', 'carry on', 'continue living', 'continue', 'be around', 'stay alive', 'survive', 'be on this earth', 'be in this world', 'keep fighting', 'fight anymore', 'live anymore', 'live like this', 'be me anymore', 'do life')}\\b`,
    ),
    unless: [
      /\bbe here (?:at|for|on|in (?:this|the) (?:job|city|meeting|class|town|house|party|office|room|school|country))\b/,
      /\bgo on (?:a|the|this|that|vacation|holiday|tour|trip|date|stage|camera|air|record|tv|social|instagram|my|with the)\b/,
      /\b(?:live|be alive|be around) (?:in|with|near|at) (?:this|the|my|a|that)\b/,
      /\bcontinue (?:with|the|this|my|our|working|studying|at)\b/,
      /\bkeep going (?:to|with|back|at)\b/,
      /\bwake up (?:early|at|so|before|for)\b/,
      resolvedPast,
    ],
  },
  {
    kind: 'suicide',
    pattern: re(
      `\\bwish(?:ed)? (?:that )?i (?:just |could just |would just |would )?${alt('was dead', 'were dead', 'was never born', 'were never born', 'had never been born', 'was not born', 'was not alive', 'was not here', 'were not here', 'did not exist', 'could die', 'could just die', 'could disappear forever', 'could sleep forever', 'would not wake up', 'did not wake up', 'did not wake up tomorrow', 'never woke up', 'wake up', 'didnt wake up', 'could stop existing', 'would die', 'would just die', 'was gone', 'were gone', 'could go to sleep and not wake up', 'could just not wake up', 'could just disappear', 'could disappear')}\\b`,
    ),
    unless: [/\bdisappear (?:for|to|into|on|from) (?:a|the|an|this|my)\b/, resolvedPast],
  },
  {
    kind: 'suicide',
    pattern: re(
      `\\b(?:better off|happier|easier|lighter|fine) ${alt('dead', 'without me', 'if i (?:was|were|am|died|disappeared) ?(?:gone|dead|not here|not around)?', 'if i did not exist', 'when i am gone', 'after i am gone', 'with me gone', 'once i am gone', 'if i was never born', 'if i were never born', 'without me around', 'without me in (?:it|their lives)')}\\b`,
    ),
    unless: [resolvedPast],
  },
  {
    kind: 'suicide',
    pattern: re(
      `\\b(?:no|not any|not a|there is no|what is the|whats the|what is even the|lost (?:all|any)|see no|cannot see (?:a|any)|can not see (?:a|any)) (?:point|reason|purpose|will) (?:in |to |of |for )?(?:living|to live|live|my life|life|being alive|going on|go on|wake up|waking up|existing|exist|keep going|staying alive|stay alive|being here|carrying on|even trying anymore|anything anymore|it anymore|me being here|me being alive|me existing|me living|being around)\\b`,
    ),
    unless: [
      /\b(?:in|of) (?:living|life) (?:in|at|with|near|on) (?:a|the|this|that|london|new york|a city|the city|the suburbs)\b/,
      resolvedPast,
    ],
  },
  {
    kind: 'suicide',
    pattern: /\b(?:not|no longer|is not|never) worth (?:living|being alive|staying alive|it anymore|the pain anymore|the fight anymore)\b/,
    unless: [/\bis not worth it (?:to|for|if)\b/],
  },
  {
    kind: 'suicide',
    pattern:
      /\blife (?:is not|is no longer|is not really|has no|means nothing|is pointless|is meaningless|is over for me)\b(?! (?:fair|easy|perfect|a competition|a race|always))/,
    unless: [/\blife is not (?:fair|easy|perfect|a)\b/],
  },
  {
    kind: 'suicide',
    pattern:
      /\b(?:can not|could not|can no longer|do not think i can|will not be able to) (?:go on|keep living|live like this|live anymore|be alive anymore|keep being alive|survive (?:another|this|much longer)|do life anymore|hold on (?:much )?(?:longer|anymore)|keep fighting (?:this|anymore|much longer)|take another day|face another day|make it through (?:another day|the night|tonight|the week))\b/,
    unless: [
      /\bgo on (?:a|the|this|that|vacation|holiday|trip|tour|stage)\b/,
      /\bmake it through the (?:week|night) without (?:coffee|caffeine|snacks)\b/,
      // "I can't go on like this at work": a complaint about a setting, which the brief counts as distress.
      /\b(?:go on|carry on) like this (?:at|in|with) (?:work|my job|this job|the job|school|uni|college|this hospital|the hospital|the neighbou?rs|these shifts|this schedule|the building work)\b/,
    ],
  },
  {
    kind: 'suicide',
    pattern:
      /\b(?:tired|sick|exhausted|weary) of (?:living|being alive|existing|life itself|breathing|waking up|fighting to stay alive|fighting for my life|fighting anymore|trying anymore|being me|this life|my life|it all|everything|being here|surviving)\b/,
    unless: [
      /\b(?:holiday|vacation|break|day off|weekend away|time off|rest|nap|a drink|coffee)\b/,
      /\b(?:it all|everything) (?:at work|at school|in this job|with this project|about (?:this|that|work))\b/,
      /\bmy life (?:in|at) (?:this|the) (?:city|job|town)\b/,
    ],
  },
  {
    kind: 'suicide',
    pattern:
      /\b(?:want|need|wish|just want|make) (?:it|everything|this|the pain|all of this|the noise|my thoughts|this feeling|it all|everything|my life|the voices|my brain|my mind) (?:all )?(?:to )?(?:stop|end|be over|go quiet|shut off) (?:forever|for good|permanently|once and for all|for ever)\b/,
  },
  {
    kind: 'suicide',
    pattern:
      /\b(?:permanent(?:ly)? (?:solution|way out|sleep|exit|escape|rest|goodbye|off switch)|final (?:exit|solution for me|goodbye|way out|escape)|eternal (?:sleep|rest) (?:sounds|would|is|for me)|go to sleep (?:and|forever|for good|permanently))\b/,
    unless: [storyOrNews],
  },
  {
    kind: 'suicide',
    pattern:
      /\b(?:give|giving|gave|given) up on (?:life|living|being alive|everything|myself and everything|the world|staying alive|fighting)\b/,
    unless: [/\bgive up on (?:everything|life) (?:at|in) (?:work|school|this job|the gym)\b/],
  },
  {
    kind: 'suicide',
    pattern:
      /\bdone with (?:life|living|existing|being alive|this life|this world|my life|everything and everyone|being here|it all for good|breathing)\b/,
    unless: [/\bdone with my life (?:in|at) (?:the|this)\b/],
  },
  {
    kind: 'suicide',
    pattern:
      /\b(?:burden|waste of (?:space|oxygen|air|life)|drain) (?:to|on|for) (?:everyone|everybody|my family|them|all of them|the people|my kids|my parents|the world|my friends|everyone around me|the people i love|my wife|my husband)\b/,
    unless: [/\bwhen i (?:talk|vent|complain|ask|rant|bring)\b/],
  },
  {
    kind: 'suicide',
    pattern:
      /\b(?:everyone|everybody|they|the world|my family|my kids|people|all of them|nobody) (?:would|will|would all|will all|would just|is going to)? ?(?:be )?(?:fine|okay|better|happier|relieved) (?:off )?(?:without me|if i (?:was|were|am|died|disappeared)|when i am gone|once i am gone|with me gone)\b/,
  },
  {
    kind: 'suicide',
    pattern:
      /\b(?:no one|nobody|none of them|not one person) (?:would|will|is going to) (?:miss me|notice if i (?:was|were|am|died|disappeared|vanished)|notice (?:when|if) i am gone|care if i (?:died|was gone|were gone|disappeared|was dead|killed)|come to my funeral|even notice i am gone)\b/,
  },
  // Hopelessness that sees no way out, and the exhaustion that goes with it.
  {
    kind: 'suicide',
    pattern: /\bno way out\b/,
    unless: [
      /\bno way out of (?:the|this|my|that|a|our) (?:contract|lease|deal|maze|level|room|game|job|meeting|traffic|parking|mortgage|loan|debt|situation at work|dungeon|escape room|building|city|airport|station|subscription)\b/,
      storyOrNews,
    ],
  },
  {
    kind: 'suicide',
    pattern:
      /\b(?:can not|do not|no longer) see (?:a|any|the)? ?(?:way out|future for me|future|light at the end|point anymore|reason to stay|reason to keep going|way forward for me|tomorrow for me)\b/,
    unless: [
      /\bsee (?:a |any )?future (?:in|with|at) (?:this|the|that|my|him|her)\b/,
      /\bway out of (?:this|the|my|that|a|our) (?:job|contract|lease|deal|debt|mortgage|situation|relationship|marriage|city|town|course|degree|role|company|industry)\b/,
    ],
  },
  {
    kind: 'suicide',
    pattern:
      /\b(?:nothing|it|things|life|this|my life) (?:will|is going to|is ever going to|will ever|can ever|is never going to|never) (?:ever )?(?:get|be|going to get|going to be) (?:any )?(?:better|easier|okay|ok|fine|different)\b.*\b(?:tired|exhausted|done|give up|giving up|no point|no way out|can not (?:do|take|go on)|anymore|trying|fighting|want (?:it|this) to (?:end|stop)|hopeless|pointless|why bother|so why)\b/,
    unless: [
      /\b(?:at|in|with) (?:work|this job|this company|school|the gym|my team|the project|the budget|my diet|french|spanish|math|the economy|politics|traffic)\b/,
    ],
  },
  {
    kind: 'suicide',
    pattern:
      /\b(?:tired|exhausted|done) (?:of|with) (?:trying|fighting)\b.*\b(?:nothing|never|no point|no hope|hopeless|pointless|anymore|no future|no way out)\b|\b(?:nothing|never|no point|no hope|hopeless|pointless|no future|no way out)\b.*\b(?:tired|exhausted|done) (?:of|with) (?:trying|fighting)\b/,
    unless: [
      /\b(?:trying|fighting) (?:to|with|for) (?:get|lose|learn|find|make|convince|fix|save|stop (?:smoking|drinking)|quit|my landlord|the insurance|customer service|the bank|my boss|the city)\b/,
    ],
  },
  // Plans, means and moments.
  {
    kind: 'suicide',
    pattern: re(
      `\\b${alt('saving', 'saved', 'save', 'stockpiling', 'stockpiled', 'stockpile', 'hoarding', 'hoarded', 'hoard', 'collecting', 'collected', 'stashing', 'stashed', 'stash', 'storing', 'stored', 'counting', 'counted', 'lined up', 'lining up', 'gathering', 'gathered', 'putting aside', 'put aside', 'set aside', 'setting aside', 'hiding', 'hid', 'hidden', 'building up', 'built up', 'squirreling away', 'squirrelled away', 'squirreled away')} (?:away )?(?:up )?(?:all )?(?:of )?(?:my |some |the |a lot of |lots of |enough |his |her |a bunch of |a pile of |every one of my |each of my )?(?:\\w+ )?${pills}\\b`,
    ),
    unless: [
      /\b(?:for|before|until|till) (?:the|my|our) (?:trip|travel|vacation|holiday|flight|refill|pharmacy|insurance|move)\b/,
      /\bsave (?:money|on|\d|\$)/,
      /\bcounting (?:my )?(?:pills|meds) (?:for|into) (?:the|my|a) (?:week|organizer|box|dispenser)\b/,
      pet,
    ],
  },
  {
    kind: 'suicide',
    pattern: re(
      `\\b${alt('took', 'take', 'taking', 'swallowed', 'swallow', 'swallowing', 'downed', 'down', 'ate', 'eaten', 'chugged', 'popped', 'pop', 'taken', 'necked', 'have taken', 'just took')} (?:all|a bunch|a whole bunch|a handful|handfuls|two handfuls|the whole bottle|a whole bottle|the whole pack|a whole pack|the whole box|the rest|too many|way too many|lots|loads|a lot|every one|everything|\\d{2,}|twenty|thirty|forty|fifty|sixty|a hundred|all the|dozens|double digits|half the bottle|half a bottle|a full bottle|the full bottle|more than i should|extra) (?:of )?(?:my |the |his |her |of my |of the |those |these |mums |moms |dads |my mums |my moms |my dads )?(?:\\w+ )?(?:${pills}|bottle|pack|packet|box|strip)\\b`,
    ),
    unless: [
      /\b(?:on time|as prescribed|for the day|every day|every morning|every night|daily|with food|like the doctor said|my vitamins|vitamins|supplements)\b/,
      /\b(?:took|take|taking) all (?:my|of my) (?:meds|medication|pills) (?:today|this morning|on time|correctly|properly)\b/,
      pet,
    ],
  },
  {
    kind: 'suicide',
    pattern:
      /\b(?:i|going to|want to|wanted to|plan to|planning to|thinking about|thought about|tried to|try to|might|will|gonna|could|should|about to|ready to|just|already|have|had|almost|nearly) (?:just )?(?:overdose|overdosed|take an overdose|took an overdose|od on|overdose on)\b/,
    unless: [
      /\b(?:what happens if|can you|can a|is it possible to|do people|can someone|is it easy to) (?:overdose|od) on (?:vitamin|caffeine|water|melatonin|fiber|carrots)\b/,
      pet,
    ],
  },
  {
    kind: 'suicide',
    pattern: re(
      `\\b(?:how (?:many|much)|what (?:amount|dose|dosage|number|quantity)|what is the (?:amount|dose|dosage|number)|would \\d+|would (?:\\w+ )?(?:of them|pills|tablets)|is \\d+|are \\d+)\\b.{0,60}\\b(?:to (?:kill|die|end it|end my life|not wake up|never wake up|be fatal|be lethal|stop (?:my|your|a) heart|do the job|do it|make sure|go to sleep forever|overdose|od|be deadly)|(?:is|are|would be|will be|would|will|to be|be) (?:fatal|lethal|deadly|too many to survive)|kill (?:someone|a person|an adult|a grown)|lethal (?:dose|amount)|fatal (?:dose|amount)|deadly (?:dose|amount)|overdose (?:amount|level)|to overdose)\\b`,
    ),
    unless: [
      pet,
      storyOrNews,
      /\b(?:safe|maximum|max|recommended|daily|normal|usual|right|correct|prescribed|starting) (?:dose|dosage|amount|limit)\b(?!.*\b(?:lethal|fatal|kill|die|deadly)\b)/,
      /\b(?:caffeine|coffee|energy drinks?|red bull|water|salt|sugar|alcohol|vitamin \w)\b.*\b(?:curious|fun fact|science|class|trivia)\b/,
    ],
  },
  {
    kind: 'suicide',
    pattern: /\b(?:lethal|fatal|deadly) (?:dose|amount|quantity|combination|combo|mix|level)\b/,
    unless: [
      pet,
      storyOrNews,
      /\b(?:avoid|prevent|accidentally|accidental|keep (?:it|them) away|child ?proof|safety|poison control|narcan|naloxone)\b/,
    ],
  },
  {
    kind: 'suicide',
    pattern:
      /\b(?:how (?:high|tall|far)|what height|high enough|tall enough|how many (?:floors|stories|storeys|meters|metres|feet|ft|m|levels))\b.{0,80}\b(?:die|dying|kill|fatal|lethal|survive|death|deadly|not survive|guarantee|for sure|instantly|instant|painless|quick|end it)\b/,
    unless: [
      pet,
      /\b(?:bungee|skydiv\w*|parachut\w*|cliff div\w*|climb\w*|hik\w*|paraglid\w*|base jump\w*|zip ?lin\w*|roller ?coaster|trampoline|building code|railing code|osha|construction safety|fall protection|harness)\b/,
      storyOrNews,
    ],
  },
  {
    kind: 'suicide',
    pattern: re(
      `\\b${alt('want', 'wanted', 'going', 'thinking', 'think', 'thought', 'plan', 'planning', 'tempted', 'urge', 'ready', 'about', 'could just', 'should just', 'might', 'wish i could', 'will', 'decided', 'keep imagining', 'picture myself', 'imagine myself', 'pictured myself', 'imagining', 'close to', 'so close to', 'almost', 'nearly', 'tried to', 'try to', 'considering', 'going to', 'gonna', 'dream about', 'fantasize about')} (?:to )?(?:just )?${alt('jump', 'jumping', 'leap', 'leaping', 'throw myself', 'throwing myself', 'step', 'stepping', 'walk', 'walking', 'drive', 'driving', 'crash', 'crashing', 'swerve', 'swerving', 'fall', 'falling', 'lie down', 'lay down')} (?:off|from|in front of|into|onto|on|under) (?:a |the |my |that |this |some |an )?${alt('bridge', 'building', 'roof', 'rooftop', 'cliff', 'balcony', 'train', 'trains', 'subway', 'bus', 'truck', 'lorry', 'car', 'traffic', 'overpass', 'parking garage', 'car park', 'tower', 'window', 'ledge', 'highway', 'freeway', 'motorway', 'tracks', 'train tracks', 'railway', 'oncoming traffic', 'wall', 'tree', 'river', 'lake', 'sea', 'ocean', 'platform', 'dam', 'edge')}\\b`,
    ),
    unless: [
      /\b(?:bungee|cliff jumping|for fun|swim|swimming|dive|diving|parkour|skydiv\w*|holiday|vacation|summer|pool|splash|cannonball|snorkel|the lake with|with my friends|the kids|dare|adrenaline)\b/,
      /\b(?:catch|catching|get on|board|take) the (?:train|bus|subway)\b/,
      /\bjump (?:on|into) (?:a|the) (?:call|meeting|project|zoom|train of thought|bandwagon)\b/,
      storyOrNews,
    ],
  },
  {
    kind: 'suicide',
    pattern:
      /\b(?:standing|sitting|stood|sat) (?:on|at) (?:the |a |this |that )?(?:edge of the |edge of a )?(?:bridge|ledge|roof|rooftop|edge|cliff edge|balcony railing|railing|tracks|platform edge)\b.{0,60}\b(?:right now|now|tonight|thinking|looking down|how easy|one step|could just|just jump|jump|let go|end it|goodbye)\b/,
  },
  {
    kind: 'suicide',
    pattern:
      /\b(?:which|the|a|the perfect|a good|the right|a tall|the tallest|the highest) (?:bridge|building|cliff|spot|place|tree|beam|way|method|date|day|time|night|rope|gun)\b.{0,40}\b(?:to do it|do it|jump|end it|end things|go through with it|to go|to end my life|i will use|i am going to use|to die)\b/,
    unless: [
      /\b(?:picnic|wedding|proposal|photo|photos|sunset|date night|party|camping|to propose|to ask her|to ask him|to quit|to tell (?:him|her|them|my))\b/,
      storyOrNews,
    ],
  },
  {
    kind: 'suicide',
    pattern:
      /\bnoose\b|\b(?:tie|tied|tying|made|make|making|bought|buy|got|have|hung|hang|hanging|set up|ready|put|fixed|test|tested|testing) (?:a |the |some |my |up a |up the )?(?:rope|cord|belt|extension cord|ligature|scarf|sheet|bedsheet|cable)\b.{0,50}\b(?:neck|ceiling|beam|closet|door|doorframe|door frame|tree|garage|rafter|banister|railing|for myself|around my|tonight|tomorrow|strong enough|hold my weight|hold me)\b/,
    unless: [
      /\b(?:halloween|decoration|costume|knot tying|boy scouts|scouts|sailing|climbing|history|lynching|museum|western|cowboy|swing|hammock|tire swing|clothesline|plants?|tent|boat|anchor|dog)\b/,
      storyOrNews,
    ],
  },
  {
    kind: 'suicide',
    pattern:
      /\b(?:put|held|hold|holding|pointed|pointing|pressed|pressing|had) (?:the |a |my |my dads |his |dads |the old )?(?:gun|pistol|barrel|rifle|shotgun|revolver|knife|blade) (?:to|in|against|at|on) my (?:head|mouth|temple|chest|throat|heart|neck|wrist)\b|\b(?:gun|pistol|rifle|shotgun|revolver)\b.{0,40}\b(?:to my head|in my mouth|on myself|use it on myself|for myself|end it|pull the trigger on myself|end my life)\b/,
  },
  {
    kind: 'suicide',
    pattern:
      /\b(?:carbon monoxide|charcoal|exhaust|helium|the car running|engine running)\b.{0,60}\b(?:garage|in the car|bag|tent|room|myself|sleep|end|die|enough|tonight|pipe|hose|seal|sealed|taped)\b/,
    unless: [/\b(?:detector|alarm|poisoning symptoms|safety|balloon|balloons|bbq|grill|barbecue|party|science|chemistry)\b/, storyOrNews],
  },
  {
    kind: 'suicide',
    pattern: /\b(?:slit|slice|slash|slitting|slicing|slashing|open|opening|cut|cutting) (?:my |both |open my |both my )?wrists?\b/,
    unless: [/\b(?:by accident|accidentally|on (?:a|the) (?:glass|fence|paper|can|lid|knife))\b/],
  },
  // Farewells, last messages and affairs put in order.
  {
    kind: 'suicide',
    pattern:
      /\b(?:this is|this will be|it is|that was|that is|consider this) (?:my|the) (?:last|final) (?:message|msg|post|text|time (?:i|you|we)|night|day|goodbye|letter|note|chat|conversation|time talking|entry|words|session|time you will hear from me)\b/,
    unless: [
      /\b(?:in the show|in the film|in the movie|character|season \d|episode)\b/,
      /\b(?:of the (?:day|week|year|trip|semester|term|month|season)|before (?:my|the|i|we) (?:vacation|holiday|trip|exam|break|surgery|move|flight|leave|log|go|sign|head|travel|wedding|deadline|weekend|appointment|meeting)|at (?:work|the office|this job|school|the company)|for (?:today|tonight|now|the day|this week|a while)|in this (?:chat|thread|series|job)|until|till|see you|talk (?:soon|tomorrow|later)|last day (?:of|at|in)|of my (?:contract|internship|shift))\b/,
    ],
  },
  {
    kind: 'suicide',
    pattern:
      /\b(?:goodbye|bye|farewell|so long) (?:everyone|everybody|forever|world|for good|cruel world|all|to everyone|to all of you|to this world|to you all|my friends)\b/,
    unless: [
      /\b(?:see you|until|till|next|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|have a|happy|weekend|vacation|holiday|logging off|signing off|for now|for today|for the night|from the office|from paris|from the team|party|last day at|retire|retirement|moving to|new job)\b/,
    ],
  },
  {
    kind: 'suicide',
    pattern:
      /\bby the time (?:you|anyone|someone|they|my \w+|people|somebody|he|she) (?:read|reads|see|sees|find|finds|get|gets|open|opens|hear|hears) (?:this|my|it)\b/,
    unless: [
      /\b(?:i will (?:be|have) (?:landed|on the|in|at|asleep|back|home|there|done|boarded|left for|moved)|on (?:the|a|my) (?:plane|flight|train|way|road|boat)|airport|vacation|holiday|trip|flight|asleep|at work|at school|graduated|promoted)\b/,
    ],
  },
  {
    kind: 'suicide',
    pattern:
      /\bif i (?:do not|never|can not|did not) (?:answer|reply|respond|text back|show up|wake up|make it|come back|call|come home|log on|log in|come online|post)\b.{0,60}\b(?:that is why|you know why|do not worry|it is because|it was not your fault|not your fault|i am sorry|i love you|know that|know i|you will know|it means|then i|i did it|goodbye)\b/,
    unless: [
      /\b(?:battery|phone (?:dies|is dead)|signal|wifi|reception|asleep|sleeping in|busy|traveling|hiking|camping|flight|plane|exam|meeting)\b/,
    ],
  },
  {
    kind: 'suicide',
    pattern:
      /\b(?:will not|not going to|will no longer|may not|might not|probably will not|do not think i will|do not plan to) be (?:here|around|alive|on this earth|in this world|with you|bothering anyone|a problem|a burden|your problem|anyones problem|breathing) (?:much longer|for (?:much|very) long|long|tomorrow|next (?:week|month|year|christmas|birthday)|anymore|by (?:then|tomorrow|monday|friday|the weekend|christmas|next week|the end of)|after (?:tonight|today|this week|this weekend|friday|my birthday)|for (?:christmas|your birthday|the holidays|graduation))\b/,
    unless: [
      /\b(?:moving|traveling|travelling|vacation|holiday|trip|leaving for|flight|relocating|new job|abroad|deployment|deployed|business trip|out of town|out of office|off work|sabbatical|parental leave|maternity|paternity|in hospital for (?:surgery|my operation))\b/,
    ],
  },
  {
    kind: 'suicide',
    pattern:
      /\b(?:when|after|once|if|by the time|before) i am (?:gone|dead|not here|not around|no longer here|no longer around|no longer alive|in the ground|six feet under|buried)\b|\bafter i (?:die|am gone|kill myself|go|do it|end it)\b/,
    unless: [
      /\b(?:gone (?:for|on|to|at|over|during|next|this|the)|not here (?:next|this|tomorrow|on|for|during)|not around (?:next|this|tomorrow|on|for|during)|vacation|holiday|trip|weekend|business trip|work trip|my will|life insurance policy for my kids|estate planning|retire|retirement|old age|when i am old|someday|one day when i am old)\b/,
      /\bwhen i am gone (?:for|on|to)\b/,
    ],
  },
  {
    kind: 'suicide',
    pattern:
      /\b(?:thank you|thanks) for everything\b.{0,100}\b(?:goodbye|bye|last|will not|wont|not be|take care of|forgive|i love you all|remember me|sorry for everything|i am sorry|for trying|for putting up with me|it is not your fault|you did your best)\b|\b(?:goodbye|last|will not be here|sorry for everything|forgive me)\b.{0,100}\bthank you for everything\b/,
  },
  {
    kind: 'suicide',
    pattern:
      /\b(?:wrote|written|writing|write|left|leaving|leave|recorded|recording|scheduled|drafted|drafting|finished|prepared|preparing) (?:a |my |the |some |all my |goodbye |final |last )?(?:goodbye (?:letter|letters|note|notes|message|messages|video|post|text|texts|email|emails)|suicide (?:note|letter)|final (?:letter|note|message|messages|goodbye|post|words)|last (?:letter|note|words|message|messages) (?:to|for)|letters? to (?:my|everyone|each of) (?:family|kids|parents|mom|dad|everyone|friends|children)? ?(?:for (?:after|when)|to read after|explaining why|saying goodbye|saying sorry))/,
    unless: [
      storyOrNews,
      /\b(?:retire|retirement|farewell party|last day at work|colleagues|moving|graduat\w*|the team|coworkers|co workers|leaving the company|new job)\b/,
    ],
  },
  {
    kind: 'suicide',
    pattern:
      /\b(?:do not be sad when i|do not cry for me|forgive me for what i am about to do|i am sorry for what i am about to do|sorry for what i am going to do|i am sorry for what i am going to do|remember me as|tell (?:my|them|her|him|everyone) i (?:loved|love) (?:them|her|him|you) (?:when|after|if)|please take care of (?:my|the) (?:\w+ ){0,2}(?:cat|dog|kids|pets?|children|family|mom|plants) (?:for me|when|after|if))\b/,
  },
  {
    kind: 'suicide',
    pattern: re(
      `\\b(?:giving|gave|give|gifted|handing|handed|donating|donated|getting rid of|got rid of|passing on|passed on|selling|sold) (?:away )?(?:all |most )?(?:of )?(?:my|all my|everything i|everything|the things i) (?:\\w+ ){0,2}(?:stuff|things|belongings|possessions|cat|dog|pets?|guitar|games|clothes|books|collection|jewelry|jewellery|console|laptop|car|savings|records|plants|own|have|own to|art|drawings|favorite \\w+|prized \\w+)\\b.{0,120}\\b(?:will not need|do not need|will not be needing|not going to need|not need (?:them|it) anymore|no need (?:for|of) (?:them|it)|where i am going|after i am gone|when i am gone|to remember me|so they have something|before i go|no use for|will not be around|will not be here|last thing|one last|so no one has to|so nobody has to|sort through|deal with (?:it|them) (?:after|later)|for when i am|not be using|do not need anything anymore)\\b`,
    ),
  },
  {
    kind: 'suicide',
    pattern:
      /\b(?:who will|will you|can you|could you|would you|please|promise to|promise me you will|make sure someone|someone needs to) (?:take care of|look after|feed|adopt|walk|keep) (?:my|the) (?:\w+ ){0,2}(?:cat|dog|kids|pets?|fish|plants|children|bird|hamster|rabbit|mom|sister|brother)\b.{0,60}\b(?:when i am gone|after i am gone|after i die|if something happens to me|when i am not here|after tonight|i will not be|i am not here anymore|forever|from now on|for good|after this week)\b/,
  },
  {
    kind: 'suicide',
    pattern:
      /\b(?:putting|put|getting|got|have|had) (?:all )?(?:my )?affairs in order\b|\b(?:updated|wrote|made|making|finished|finishing|writing|sorted|sorting|signed) (?:a |my |out my )?(?:will|wills|funeral plans?|obituary|own obituary|passwords for (?:my )?(?:family|wife|husband|kids))\b.{0,80}\b(?:just in case|before (?:it|i|friday|the weekend|tomorrow|tonight)|so they know|no one (?:will|has to)|nobody (?:will|has to)|i will not|i am not going to|soon|ready|at (?:1\d|2\d)|i am (?:1\d|2\d)|young|everything is sorted|done now|won\w* be needing)\b/,
    unless: [
      /\b(?:surgery|deployment|deployed|pregnan\w*|baby|newborn|married|wedding|mortgage|lawyer said|financial advisor|estate planning|retire\w*|life insurance|new house|kids were born|turned (?:40|50|60|70))\b/,
    ],
  },
];
