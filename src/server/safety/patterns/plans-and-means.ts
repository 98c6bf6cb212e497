import { type CrisisPattern, alt, re } from './types.ts';
import { joke, pet, pills, storyOrNews } from './vocabulary.ts';

/**
 * Suicide said without the word: a method looked at, a means kept close, a day picked, an amount
 * asked about, an attempt already made. People rarely name it; they describe the bridge, the pills
 * counted on the desk, the garage with the engine running.
 */
const drugs = alt(
  pills,
  'quetiapine',
  'olanzapine',
  'amitriptyline',
  'diazepam',
  'lorazepam',
  'clonazepam',
  'tramadol',
  'propranolol',
  'metformin',
  'warfarin',
  'gabapentin',
  'pregabalin',
  'citalopram',
  'fluoxetine',
  'venlafaxine',
  'mirtazapine',
  'adderall',
  'patches',
  'morphine patches',
  'heart pills',
  'blood pressure pills',
  'sleeping tablets',
  'everything in the cabinet',
  'everything in the medicine cabinet',
  'the cabinet',
  'strip',
  'packet',
  'box of',
  'bottle of',
);
const quantity = alt(
  '\\d+',
  'about \\d+',
  'like \\d+',
  'around \\d+',
  'all',
  'all of',
  'a load of',
  'loads of',
  'a bunch of',
  'a handful of',
  'handfuls of',
  'the whole',
  'a whole',
  'everything',
  'the rest of',
  'too many',
  'way too many',
  'a lot of',
  'lots of',
  'half',
  'double',
  'triple',
  'twenty',
  'thirty',
  'forty',
  'fifty',
  'a hundred',
);
const outcome = alt(
  'would take',
  'would it take',
  'before it becomes',
  'it would take',
  'die',
  'dying',
  'dead',
  'kill',
  'kills',
  'killing',
  'fatal',
  'lethal',
  'deadly',
  'not wake up',
  'never wake up',
  'wake up from',
  'too many to wake',
  'stop my heart',
  'heart stop',
  'make my heart stop',
  'shut down (?:my|your|the) (?:liver|kidneys|heart|organs)',
  'be certain',
  'for it to be certain',
  'be sure',
  'for sure',
  'for it to work',
  'to work',
  'do the job',
  'be enough',
  'enough',
  'too low',
  'high enough',
  'deep enough',
  'painless',
  'painful',
  'quick',
  'quickest',
  'instant',
  'lose consciousness permanently',
  'permanently',
  'od',
  'overdose',
  'drown',
  'drowning',
  'bleed out',
  'blood loss',
  'artery',
  'survive',
  'not survive',
);

export const plansAndMeansPatterns: CrisisPattern[] = [
  {
    kind: 'suicide',
    pattern: /\bcan (?:you|i|someone|a person|people) (?:overdose|die|od) (?:on|from)\b/,
    unless: [/\b(?:vitamin \w|vitamins|water|caffeine|coffee|fiber|fibre|carrots|nutmeg|sugar|protein|oxygen)\b/, pet],
  },
  {
    kind: 'suicide',
    pattern: re(
      `\\bhow (?:much|many) (?:of )?(?:my|his|her|their|the|mums|moms|dads) (?:\\w+ ){0,2}${drugs}\\b.{0,20}\\b(?:it )?would (?:it )?take\\b`,
    ),
    unless: [pet, /\bwould (?:it )?take (?:to (?:work|kick in|help|fix|feel)|for (?:my|the) (?:pain|headache|cold|flu|fever))\b/],
  },
  {
    kind: 'suicide',
    pattern:
      /\b(?:thinking|thought|think|been thinking) (?:about|of) (?:ending it|ending it all|ending things|ending everything|ending my life|not being here|not being alive|dying|killing myself|suicide|taking my life|not waking up|disappearing for good|how to end it)\b/,
    negatable: true,
    unless: [/\bending (?:it|things) with\b/],
  },
  {
    kind: 'suicide',
    pattern:
      /\b(?:i will|i am going to|i am gonna|going to|gonna|plan is to|plan to|planning to) (?:finally |just )?(?:do it|go through with it)\b.{0,80}\b(?:one last|last good day|goodbye|when (?:my|the|everyone|no one|nobody) \w*|after (?:my|his|her|the)|tonight|tomorrow|is gone|goes home|away for|alone)\b|\bafter (?:my|his|her|the) \w+(?: \w+)? (?:on \w+ )?i will (?:finally |just )?do it\b|\bmy plan is to do it\b|\bdo it (?:properly|right) next time\b|\bnext time (?:i|he|she) will (?:do it|get it) (?:properly|right)\b/,
    unless: [
      /\b(?:homework|essay|assignment|laundry|taxes|presentation|exam|revision|workout|marathon|dishes|ask (?:her|him) out|propose|tell (?:him|her|them|my))\b(?!.*\b(?:last good day|one last|goodbye|end it|pills|rope)\b)/,
    ],
  },
  {
    kind: 'suicide',
    pattern:
      /\bthe last (?:day|time|night) for everything\b|\bsomething to remember me by\b|\blast time (?:they|you|anyone|everyone) (?:will )?(?:all )?(?:ever )?see me\b|\bone last good day with me\b|\b(?:will not|wont) be (?:reachable|contactable|around|here|online)\b.{0,30}\bpermanently\b|\b(?:do not|dont) plan on needing (?:it|them|this|anything) after\b/,
    unless: [/\b(?:moving|move|abroad|emigrat\w*|deploy\w*|study abroad|gap year|exchange)\b/],
  },
  {
    kind: 'suicide',
    pattern:
      /\b(?:written|wrote|writing|left) (?:letters?|notes?) (?:to|for) (?:my|each of my|all my|everyone)\b.{0,80}\b(?:drawer|desk|tell someone|find them|just in case|after|explain|goodbye|i just wanted)\b|\bgiving (?:my )?(?:\w+ ){0,2}away (?:to (?:friends|people) )?(?:\w+ ){0,3}(?:one by one|so (?:nobody|no one) notices)\b/,
  },
  // An overdose already taken.
  {
    kind: 'suicide',
    pattern: re(
      `\\b(?:took|taken|swallowed|downed|necked|had|ate|chugged|popped|have taken|just took) (?:\\w+ )?${quantity} (?:\\w+ ){0,3}(?:of )?(?:my |the |his |her |mums |moms |dads |my mums |my moms |my dads |nans |grandmas )?(?:\\w+ ){0,2}${drugs}\\b`,
    ),
    unless: [
      /\b(?:accidentally|by accident|by mistake|twice|double dosed by mistake|forgot i had|forgot id|forgot i would)\b(?!.*\b(?:on purpose|wanted to|hour ago and now i am scared)\b)/,
      /\b(?:on time|as prescribed|for the day|every day|every morning|every night|daily|with food|like the doctor said|vitamins|supplements|one pill|one tablet|my usual|a tablet|a pill|two tablets|two pills|2 tablets|2 pills|one of my|an ibuprofen|a paracetamol|a tylenol)\b/,
      /\b(?:took|take) (?:all|all of) (?:my|the) (?:meds|medication|pills|antibiotics|course)\b(?!.*\b(?:at once|in one go|hour ago|now i|scared|groggy|stomach|hurts|dizzy|sleepy|cant wake|can not wake)\b)/,
      pet,
    ],
  },
  {
    kind: 'suicide',
    pattern: re(
      `\\b${quantity} (?:of )?(?:my |the |his |her )?(?:\\w+ ){0,2}${drugs}\\b.{0,60}\\b(?:an hour ago|minutes ago|mins ago|last night|tonight|just now|earlier|at \\d|and now|to see (?:how many|what|if)|cant wake|can not wake|groggy|scared)\\b`,
    ),
    unless: [pet, /\b(?:as prescribed|vitamins|supplements)\b/],
  },
  // Keeping a means close and returning to it.
  {
    kind: 'suicide',
    pattern: re(
      `\\b(?:rope|noose|knot|belt|shotgun|gun|pistol|rifle|revolver|firearm|${drugs}|insulin|pens|morphine|blades|razor|charcoal|helium|ligature)\\b.{0,80}\\b(?:keep (?:looking|thinking|staring|touching|checking|going back)|i keep (?:looking|thinking|staring)|keep thinking about (?:it|them)|just knowing (?:it is|they are|theyre|its) there|knowing (?:it is|they are) there helps|i have enough now|enough now|counting them|counted them|lined up|under my bed|in my (?:drawer|wardrobe|closet|car|bag)|i know where the key|know where (?:he|she|they|it) (?:keeps?|is)|sitting in the fridge|just in case|practi[cs]ing|practi[cs]ed)\\b`,
    ),
    unless: [
      /\b(?:camping|climbing|sailing|boat|dog lead|hunting|range|shooting club|clay pigeon|deer|farm work|pest|vermin|diabetic (?:cat|dog)|my diabetes|type 1|type one|blood sugar|hypo|for my (?:diabetes|condition)|refill|pharmacy|prescription pick)\b(?!.*\b(?:for me|enough|take them all|end it|do it|thinking about it)\b)/,
      storyOrNews,
    ],
  },
  {
    kind: 'suicide',
    pattern:
      /\b(?:practi[cs]ing|practi[cs]ed|practi[cs]e|learned|learning|looked up how) (?:tying|to tie|how to tie) (?:the |a )?(?:knot|noose)\b|\b(?:tying|tied|tie) the knot\b.{0,40}\b(?:just to see|if i could|practice|practi[cs]ing|right|properly|strong enough)\b/,
    unless: [/\b(?:wedding|married|marry|engaged|fiance|fiancee|bride|groom|sailing|boat|scouts|climbing)\b/],
  },
  // Lethality questions: an amount, a height, a depth, a time.
  {
    kind: 'suicide',
    pattern: re(
      `\\b(?:how (?:many|much|long|deep|high|far|tall|hot|hard|quick|quickly|fast)|what (?:floor|height|dose|amount|number|level|storey)|which (?:floor|height|dose|pills?|bridge|method|way)|would \\d+|is \\d+|are \\d+|is (?:the )?\\d+(?:st|nd|rd|th) floor|max (?:amount|number|dose) (?:of )?(?:\\w+ ){0,2}(?:before|until|till)|least painful|most painless|quickest|fastest|surest|easiest|most reliable|most peaceful)\\b.{0,90}\\b${outcome}\\b`,
    ),
    unless: [
      pet,
      storyOrNews,
      joke,
      /\b(?:safe|recommended|normal|usual|correct|prescribed|starting|daily|per day|a day|in a day|between doses|apart)\b(?!.*\b(?:die|dead|kill|fatal|lethal|deadly|not wake|heart stop|certain|permanent)\w*)/,
      /\b(?:bungee|skydiv\w*|parachut\w*|cliff div\w*|climb\w*|hik\w*|paraglid\w*|zip ?lin\w*|roller ?coaster|trampoline|swim\w*|lifeguard|snorkel\w*|scuba|diving|dive|freediv\w*|marathon|run|running|bake|baking|cook|cooking|oven|steak|chicken|turkey|egg|eggs|pasta|bread|cake|plant|plants|battery|phone|laptop|server|build|code|tyres?|tires?|car|engine|paint|glue|concrete|ice|snow|sunburn|sunscreen|tan|sauna|hot tub|bath for (?:a|my) baby|fever)\b(?!.*\b(?:me|myself|my life|to die|kill myself|end it|for me)\b)/,
    ],
  },
  {
    kind: 'suicide',
    pattern:
      /\b(?:least painful|most painless|painless|quickest|fastest|easiest|surest|most peaceful|most reliable|quietest|best) (?:way|ways|method|methods|means) (?:to|of) (?:go|die|end|do it|kill|going|dying|ending|check out|leave|not wake|disappear for good|lose consciousness)\b/,
    unless: [storyOrNews, pet, /\b(?:go (?:to|from|about|through|back|home|abroad|vegan|viral|public))\b/],
  },
  {
    kind: 'suicide',
    pattern:
      /\b(?:is|would) (?:drowning|hanging|bleeding out|jumping|an overdose|overdosing|suffocating|freezing to death|carbon monoxide) (?:painful|painless|quick|slow|peaceful|certain|enough)\b|\basking for (?:me|myself),? not (?:for )?a (?:story|friend|book|novel|class)\b/,
    unless: [pet, storyOrNews],
  },
  // Places and methods looked at.
  {
    kind: 'suicide',
    pattern:
      /\bi know (?:which|the|a) (?:bridge|building|cliff|spot|car park|multi storey|tree|train line|crossing|place|way|method|drop)\b|\b(?:driven|driving|walked|walking|been) (?:past|by|up to|to) (?:it|the bridge|the cliff|the edge|the top)\b.{0,40}\b(?:looking|just looking|times|enough times|know where)\b/,
    unless: [
      /\b(?:to meet|for the photo|for photos|picnic|wedding|the view|tourist|sightseeing|the best (?:spot|place) (?:for|to) (?:watch|see|eat|park))\b/,
      storyOrNews,
    ],
  },
  {
    kind: 'suicide',
    pattern:
      /\b(?:looking|looked|staring|stared|peering|peered|looking straight) (?:down|over the edge|at the drop|at the edge|at the tracks|at the water|at the rocks|at the ground)\b.{0,100}\b(?:easy|quick|high enough|far enough|jump|end it|how far|fall|thinking|wondering|imagin\w*|tide|floor|work out|if it is)\b|\b(?:the drop|the tide times|when the rocks are showing|no fence|no railing|no barrier|not fenced|unfenced)\b.{0,60}\b(?:thinking|easy|quick|looked up|looking|go up|going up|been going|top level|roof|edge|high enough|jump)\b/,
    unless: [
      /\b(?:vertigo|scared of heights|afraid of heights|fear of heights|view|views|photo|photos|pretty|beautiful|scenery|sunset|stargazing|birdwatching|fishing|surf|surfing|rock pool|rockpooling|tide pools|kayak\w*|sailing)\b(?!.*\b(?:easy|quick|end it|high enough)\b)/,
      storyOrNews,
    ],
  },
  {
    kind: 'suicide',
    pattern:
      /\b(?:high enough|far enough|deep enough|tall enough|fast enough)\b.{0,40}\b(?:floor|balcony|drop|bridge|fall|roof|train|water|building|window|car park|multi storey|to work|to be sure|to die|to kill)\b|\b(?:floor|balcony|drop|bridge|roof|window|car park|multi storey|storey)\b.{0,60}\b(?:high enough|far enough|enough or|too low|to be sure|for it to work|for it to be certain)\b/,
    unless: [
      pet,
      /\b(?:view|wifi|signal|reception|sunlight|light|ladder|shelf|bookshelf|ceiling fan|curtains|paint|gutter|kite|drone|antenna|satellite dish)\b/,
      storyOrNews,
    ],
  },
  {
    kind: 'suicide',
    pattern:
      /\b(?:right|perfect|best) (?:moment|time|spot|second|place) to (?:step|jump|go|let go|do it|drive|swerve|walk out|step out|fall)\b|\b(?:timing|timed|time) (?:how long|how fast|the (?:train|express|trains|lorries|trucks|traffic))\b.{0,80}\b(?:step|jump|moment|crossing|edge|platform|tracks)\b/,
    unless: [
      /\b(?:photo|photograph|shot|picture|video|train spotting|trainspotting|commute|catch (?:it|the train))\b(?!.*\b(?:step out|step in front|jump)\b)/,
    ],
  },
  {
    kind: 'suicide',
    pattern:
      /\b(?:nearly|almost|came close to|so close to|came so close|next time i (?:might|will|wont stop|will not stop)|next time (?:i|it) (?:might|will))\b.{0,40}\b(?:did|do it|doing it|jumped|jump|jumping|stepped|step|went|let go|drove|drive|driving|swerved|swerve|ending it|ended it|took them|take them|went through with it)\b|\b(?:platform|edge|ledge|tracks|bridge|railing|balcony|wheel|bend|train|cliff)\b.{0,80}\b(?:next time i might|next time i will|i nearly did|i almost did|nearly did it|almost did it|i did not this time|i didnt this time|the train came and i did not)\b/,
    unless: [storyOrNews, /\b(?:missed|miss) (?:the|my) (?:train|bus|flight)\b(?!.*\b(?:edge|jump|step)\b)/],
  },
  {
    kind: 'suicide',
    pattern:
      /\b(?:let|letting) go of the (?:wheel|steering wheel|railing|rail|ledge|bars)\b|\bdrive (?:my car )?(?:off|into) (?:the|a) (?:bridge|cliff|wall|tree|river|sea|lorry|truck|oncoming)\b|\bswerve into (?:the|a|oncoming)\b/,
    unless: [
      /\b(?:cruise control|autopilot|hands free|lane assist|ice|icy|skid|aquaplan\w*)\b(?!.*\b(?:on purpose|end it|thinking about)\b)/,
      storyOrNews,
    ],
  },
  {
    kind: 'suicide',
    pattern:
      /\b(?:hope|wish|pray|praying|hoping|wishing) (?:that )?i (?:get|got|would get|will get|could get|would be|get) (?:hit|run over|killed|shot|struck|cancer|a terminal|in a (?:crash|car crash)|into (?:a|an) (?:crash|accident))\b|\b(?:hope|wish|pray) (?:the|a|my) (?:plane|car|bus|train) (?:crashes|would crash|hits me|would hit me)\b|\bwould solve (?:everything|all my problems|it all)\b.{0,30}\b(?:if i|me gone|i died|i was gone|dead)\b/,
    unless: [joke],
  },
  {
    kind: 'suicide',
    pattern:
      /\b(?:jumped|stepped|walked|ran|threw myself|drove) (?:out )?(?:in front of|off|from|into) (?:a|the|my)? ?(?:car|bus|train|truck|lorry|traffic|bridge|roof|building|balcony|window|wall|river|sea)\b.{0,40}\b(?:on purpose|deliberately|to die|trying to die|to end it|again|it did not work|didnt work|the driver braked|survived)\b|\b(?:attempted|attempt|tried) (?:last|again|before|once|twice|three times|in (?:january|february|march|april|may|june|july|august|september|october|november|december))\b|\bwoke up (?:this morning )?(?:anyway|again|in (?:the )?hospital|in a and e|in icu)\b.{0,40}\b(?:cant even|can not even|failed|did not work|didnt work|pills|overdose|overdosed|tried)\b|\b(?:overdosed|od|tried|attempted) (?:last night|yesterday|last week|again)\b.{0,40}\b(?:woke up|anyway|cant even|can not even|failed|did not work|right|properly)\b/,
    unless: [storyOrNews, /\b(?:prank|dare|parkour|stunt|bungee)\b/],
  },
  {
    kind: 'suicide',
    pattern:
      /\b(?:walk|walking|swim|swimming|wade|wading) (?:out )?(?:into|in) (?:the )?(?:sea|ocean|lake|river|water|waves)\b.{0,40}\b(?:tonight|not come back|not coming back|keep going|and not stop|until|bye|goodbye|forever|for good|alone)\b|\blong walk into the sea\b/,
    unless: [
      /\b(?:paddle|paddling|wetsuit|surf|with the kids|with my kids|beach day|holiday|lifeguard|swimming club|wild swimming group|open water swim with)\b(?!.*\b(?:bye|goodbye|not come back|not coming back)\b)/,
    ],
  },
  {
    kind: 'suicide',
    pattern:
      /\b(?:garage|car)\b.{0,60}\b(?:engine (?:running|on)|with it on|exhaust|hose|pipe|taped|seal the)\b|\bengine running\b.{0,40}\b(?:garage|rn|right now|sitting|door (?:closed|shut))\b/,
    unless: [
      /\b(?:warm(?:ing)? (?:it|the car) up|defrost|frost|ice|mechanic|mot|service|battery|jump start|diagnostic|oil change)\b(?!.*\b(?:thinking|not sure why|garage door (?:closed|shut)|with it on)\b)/,
    ],
  },
  // The day chosen, the decision made, not coming back.
  {
    kind: 'suicide',
    pattern:
      /\b(?:picked|chose|chosen|set|decided on|have|got|know|already picked|already set) (?:the|a|my (?:own )?) ?(?:day|date|time|night|moment)\b(?! (?:for|of) (?:the|our|my|his|her|a) (?:wedding|party|meeting|appointment|move|launch|exam|trip|holiday|vacation|surgery|interview|deadline|event|birthday|dinner|reunion|date|proposal|ceremony|funeral|christening|graduation|meetup|gig|show))\b.{0,80}\b(?:so i do not ruin|so i dont ruin|after (?:my|the|his|her)|before (?:the|my|his|her)|the \d+(?:st|nd|rd|th)?|anniversary|it feels right|i will be gone|gone before|feel (?:weirdly |strangely )?(?:calm|at peace))\b|\b(?:set|picked) my own date\b/,
    unless: [
      /\b(?:wedding date|due date|release date|launch date|start date|move date|moving date|exam date|court date|surgery date|date night|first date|the date for)\b/,
    ],
  },
  {
    kind: 'suicide',
    pattern:
      /\b(?:tomorrow|tonight|today|friday|saturday|sunday|monday|tuesday|wednesday|thursday|this weekend) is the (?:day|night)\b(?!.*\b(?:wedding|exam|interview|launch|match|game|race|party|concert|gig|big|first|surgery|results|flight|move|marathon|premiere|opening|date|recital|presentation|show)\b)/,
  },
  {
    kind: 'suicide',
    pattern:
      /\b(?:the )?decision(?: is|s| has been|s been) (?:already )?made\b(?!.*\b(?:job|offer|university|uni|college|house|apartment|flat|car|company|team|hire|hiring|committee|board|school|course|project|vendor|contract)\b)|\bi (?:have|ve) (?:already )?decided\b\s*(?:$|\.|and i|,? i feel)|\bi only seem better because i (?:have )?decided\b|\b(?:waiting|wait) for the right (?:moment|time) to go\b/,
  },
  {
    kind: 'suicide',
    pattern:
      /\b(?:not|never) (?:coming|going to come|be coming|planning on coming|plan on coming|come) back\b(?! (?:to|here|there|for|until|till|after|before|next|this|that))|\bdo not plan on coming back\b|\blong trip and i am not coming back\b/,
    unless: [
      /\b(?:restaurant|hotel|store|shop|job|company|gym|salon|airline|brand|this place|that place|customer service|review|moving abroad|emigrat\w*|relocat\w*|new life in|visa)\b/,
      storyOrNews,
    ],
  },
  {
    kind: 'suicide',
    pattern:
      /\b(?:will not|wont|probably will not|do not think i will|might not|not going to) make it (?:to|until|till|through|past) (?:june|july|august|september|october|november|december|january|february|march|april|may|christmas|my birthday|your birthday|next year|the new year|new year|spring|summer|autumn|fall|winter|the holidays|graduation|the wedding|her wedding|his wedding|my \d+\w*)\b(?!.*\b(?:because of (?:work|the|my job)|flight|ticket|visa|booked|budget|deadline|exam|shift|rota)\b)/,
  },
  {
    kind: 'suicide',
    pattern:
      /\bi will be gone (?:before|by)\b|\bbe gone before (?:the|christmas|his|her|my|the end|summer|spring|next|anyone|they)\b(?!.*\b(?:holiday|vacation|trip|moving|move|flight|deployment|abroad|travel\w*)\b)/,
  },
  {
    kind: 'suicide',
    pattern: /\bwhere i am going\b.{0,0}|\bwhere i am going\b/,
    unless: [/\bwhere i am going (?:on|for|this|next|to|with|in)\b/, /\b(?:know|sure|decided|figure out|plan) where i am going\b/],
  },
  {
    kind: 'suicide',
    pattern:
      /\bit is (?:easier|better) for everyone if\b|\b(?:easier|better) for everyone (?:when|once|after) i (?:go|am gone|leave)\b|\bwhen i go\s*(?:$|\.|,)/,
    unless: [/\bwhen i go (?:to|back|out|home|on|for|in|into|there|shopping|abroad|away|up|down|through|over|off|around)\b/],
  },
  {
    kind: 'suicide',
    pattern:
      /\b(?:this is the end|this is it for me|this is goodbye|it is over for me|i am out|i am checking out|signing off for good|this is my last \\w+ ever|see you on the other side)\b/,
    unless: [
      /\b(?:of the (?:road|line|season|series|book|movie|game|episode|trip|week)|game|match|tournament|competition|round|class|course|meeting|shift|contest|race)\b/,
      storyOrNews,
    ],
  },
  {
    kind: 'suicide',
    pattern:
      /\b(?:burden|a weight|dead weight|a drain|a waste of space)\b.{0,60}\b(?:better off|insurance money|fix that|permanently|for good|without me|do them a favou?r|everyone a favou?r)\b|\bbetter off (?:with|w) the (?:insurance|life insurance) (?:money|payout)\b|\b(?:fix|solve|end) (?:that|this|it|the problem) (?:permanently|for good|forever|once and for all)\b.{0,0}/,
    unless: [/\b(?:leak|tap|boiler|bug|code|car|roof|door|printer|laptop|phone|pipe|wifi|router|server|crack|hole|issue at work|ticket)\b/],
  },
  {
    kind: 'suicide',
    pattern:
      /\b(?:it has not|it hasnt|nothing has|things have not) (?:gotten|got|been getting) better in\b.{0,40}\b(?:years|months|decade|ever)\b.{0,60}\b(?:done|finished|tired|give up|stop waiting|done waiting|no more)\b|\bdone (?:waiting|pretending|trying|fighting)\b.{0,30}\b(?:for it to get better|to get better|anymore|for good)\b|\bdone done\b|\bnot the (?:i am )?tired done\b/,
  },
  {
    kind: 'suicide',
    pattern:
      /\b(?:disappear|vanish|go away|be gone) for good\b|\b(?:no one|nobody) would (?:even )?(?:notice|care|miss me) if i (?:disappeared|vanished|was gone|were gone|died|left)\b/,
    unless: [
      /\b(?:from (?:social media|instagram|facebook|twitter|tiktok|the internet|the group chat|work)|off the grid|digital detox|to (?:a|the) (?:cabin|island|mountains|countryside))\b/,
    ],
  },
];
