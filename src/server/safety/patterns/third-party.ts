import { type CrisisPattern, alt, re } from './types.ts';
import { accident, joke, jokeOrFoodFight, pet, reflexiveOther, someoneElse, storyOrNews } from './vocabulary.ts';

export const thirdPartyPatterns: CrisisPattern[] = [
  {
    kind: 'third_party',
    pattern: re(
      `\\b${alt('kill', 'killing', 'killed', 'kills', 'hurt', 'hurting', 'hurts', 'harm', 'harming', 'harmed', 'harms', 'cut', 'cutting', 'cuts', 'hang', 'hanging', 'hanged', 'hung', 'shoot', 'shooting', 'shot', 'drown', 'drowning', 'overdose', 'overdosing', 'overdosed', 'starve', 'starving', 'starved', 'burn', 'burning', 'burned', 'burns', 'end', 'ending', 'ended', 'unalive', 'off', 'offed', 'poison', 'poisoned', 'poisoning', 'stab', 'stabbed', 'stabbing', 'suffocate', 'suffocating', 'choke', 'choking', 'punish', 'punishing', 'scratch', 'scratching', 'hit', 'hitting', 'hits')} ${reflexiveOther}\\b`,
    ),
    unless: [
      /\b(?:\d{4}|in (?:the )?(?:\d+s|\w+ century))\b/,
      /\b(?:hurt|hurting|hurts|hurt) (?:himself|herself|themselves|themself) (?:at|in|while|during|playing|lifting|skiing|running|on the|falling)\b/,
      /\b(?:hit|hitting|hits) (?:himself|herself|themselves) (?:in|on|with) the (?:head|face|foot|knee)\b.*\b(?:door|ball|lol|accident|funny|cabinet)\b/,
      /\bcut (?:himself|herself|themselves) (?:shaving|a|some|cooking|chopping|on|while|off|short|slack)\b/,
      /\bburn(?:ed|t)? (?:himself|herself|themselves) (?:cooking|on|while|with the|baking|ironing)\b/,
      /\b(?:killing|kill|killed) (?:himself|herself|themselves) (?:laughing|at work|working|for|with work|over|trying to)\b/,
      storyOrNews,
    ],
  },
  {
    kind: 'third_party',
    pattern:
      /\b(?:take|took|taken|taking|end|ended|ending|tried to take|tried to end|attempted to take) (?:his|her|their) (?:own )?life\b|\b(?:he|she|they) (?:tried|attempted|attempt|tries) (?:to )?(?:suicide|kill (?:himself|herself|themselves)|end it|overdose)\b|\b(?:his|her|their) (?:suicide )?attempt\b/,
    unless: [
      /\b(?:\d{4}|in (?:the )?\d+s|century)\b/,
      /\b(?:take|took|taking) (?:his|her|their) (?:own )?life (?:back|into|seriously|in (?:his|her|their) (?:own )?hands)\b/,
      /\b(?:his|her|their) attempt (?:at|to (?:win|break|climb|set|beat|cook|bake|fix|learn|get|make|pass|run|swim))\b/,
      storyOrNews,
    ],
  },
  {
    kind: 'third_party',
    pattern: re(
      `\\b${someoneElse} (?:(?:just |recently |keeps? |kept |has been |have been |had been |is |are |was |were |always |often |sometimes |finally |literally |actually |even |really |also |told me |told us |texted me |texted |said |says |posted |posts |wrote |mentioned |admitted |confessed |joked |jokes |hinted |hints |talked |talks |keeps? saying |keeps? talking )*)(?:(?:that |about |to me about )?(?:he |she |they |he is |she is |they are |he was |she was |they were )?(?:wants?|wanted|wanting|wishes|wished|is going|was going|going|planning|plans|planned|ready|would rather|thinking about|thinks about|thought about|might|will|would|is ready|was ready|tried|tries|trying|attempted)) (?:to )?(?:just |finally |really )?${alt('die', 'be dead', 'be gone', 'not be here', 'not be around', 'disappear', 'not wake up', 'never wake up', 'end it', 'end it all', 'end things', 'end everything', 'give up on life', 'not exist', 'stop existing', 'kill (?:himself|herself|themselves|themself)', 'hurt (?:himself|herself|themselves|themself)', 'end (?:his|her|their) (?:own )?life', 'take (?:his|her|their) (?:own )?life', 'jump', 'overdose', 'go to sleep forever', 'sleep forever', 'not be alive', 'join (?:his|her|their) \\w+', 'leave this world', 'be with (?:his|her|their) \\w+ in heaven')}\\b`,
    ),
    unless: [
      /\bdie (?:of|from) (?:embarrassment|laughter|laughing|shame|cringe|boredom)\b/,
      /\bbe gone (?:by|before|for|from|at|on|when|until|till|over|during|a week|two weeks)\b/,
      /\b(?:not be here|not be around) (?:at|for|on|next|this|tomorrow|when|until|till|during|in)\b/,
      /\bend (?:it|things) with\b/,
      /\bjump (?:on|into|in|at|off the (?:diving board|high dive|boat|dock|pier)|the gun|ship|rope|start|through|higher|over|around|up)\b/,
      /\b(?:jump|jumping) (?:out of )?(?:a plane|planes)\b.*\b(?:skydiv|parachute|bucket list)\w*/,
      storyOrNews,
      joke,
    ],
  },
  {
    kind: 'third_party',
    pattern: re(
      `\\b${someoneElse} (?:is|are|was|has been|have been|seems|seemed|sounds|sounded|might be|may be|could be|got|is getting|keeps|kept|started|is still|has started|had been) (?:really |so |very |kind of |pretty |super |extremely |actively |seriously |openly |)?(?:suicidal|self harming|cutting again|cutting (?:himself|herself|themselves|his|her|their)|cutting|burning (?:himself|herself|themselves)|harming (?:himself|herself|themselves)|talking about (?:dying|death|suicide|killing|ending it|not being here|being gone|wanting to die|how to die|overdosing|jumping)|writing (?:goodbye|suicide|final) (?:letters|notes|messages)|giving (?:away )?(?:all )?(?:his|her|their) (?:stuff|things))\\b`,
    ),
    unless: [
      storyOrNews,
      /\bcutting (?:his|her|their) (?:hair|bangs|nails|losses|costs|spending|hours|carbs|sugar|meat|food|steak|cake|bread)\b|\bcutting (?:back|down|off|out|class|school|corners|ties|the|a|some|onions|vegetables|wood|paper|coupons|grass|lawn)\b/,
    ],
  },
  {
    kind: 'third_party',
    pattern:
      /\b(?:cuts|scars|marks|burns|bandages|fresh cuts|scratches|wounds|burn marks) (?:on|all over|up and down|along) (?:his|her|their) (?:arms?|wrists?|legs?|thighs?|body|stomach|hips?|ankles?|forearms?|chest|hands)\b/,
    unless: [
      accident,
      /\b(?:cat|kitten|thorns?|brambles|bike|biking|fall|fell|sports|soccer|football|hiking|climbing|gardening|chicken ?pox|acne|eczema|surgery|tattoo|dog|puppy|hockey|rugby|skating|skateboard\w*|fence|camp|camping)\b/,
    ],
  },
  {
    kind: 'third_party',
    pattern: re(
      `\\b(?:${someoneElse}) (?:\\w+ ){0,3}(?:sent|posted|texted|wrote|left|shared|sends|posts|emailed|recorded) (?:me |us |everyone |his |her |their |a |an |this |some |like a )?(?:\\w+ )?(?:goodbye|farewell|final|last|weird goodbye|strange goodbye|suicide) (?:text|texts|message|messages|letter|letters|post|note|notes|call|video|email|voicemail|snap|story)\\b`,
    ),
    unless: [
      /\b(?:retire\w*|last day|new job|moving|farewell party|graduat\w*|leaving the company|leaving for|going away|deployment|team|coworkers|colleagues|vacation|abroad|study abroad|exchange)\b/,
      storyOrNews,
    ],
  },
  {
    kind: 'third_party',
    pattern:
      /\b(?:gave|giving|gives|has been giving|is giving|started giving|gave away|giving away|gives away) (?:away )?(?:all |most |a lot )?(?:of )?(?:his|her|their) (?:\w+ ){0,2}(?:stuff|things|belongings|possessions|games|clothes|cat|dog|pets?|guitar|collection|books|favorite \w+|prized \w+|savings|money|jewelry|art|records|plants|console|tools|watch|watches|watch collection)\b/,
    unless: [
      /\b(?:moving|move|decluttering|declutter|marie kondo|garage sale|yard sale|downsizing|spring cleaning|charity drive|new apartment|outgrown|minimalis\w*|study abroad|retire\w*|dorm|tiny house|van life|baby|nursing home|assisted living|estate|will|birthday|christmas|presents|gifts for|raffle|giveaway for|donation drive|thrift)\b/,
    ],
  },
  {
    kind: 'third_party',
    pattern:
      /\b(?:her|his|their|my (?:\w+ )?(?:sisters?|brothers?|friends?|moms?|mums?|daughters?|sons?|aunts?|cousins?|neighbors?|coworkers?|colleagues?|best friends?|roommates?)) (?:\w+ )?(?:husband|boyfriend|partner|wife|girlfriend|dad|stepdad|mom|stepmom|father|mother|parents?|uncle|ex|fiance|fiancee|spouse)\b.{0,40}\b(?:hits|hit|beats|beat|chokes|choked|strangles|strangled|slaps|slapped|punched|punches|kicks|kicked|abuses|abused|rapes|raped|hurts|hurt|threatens|threatened|threatening|locks|locked|shoves|shoved|pushed|pushes|molest\w*|touch(?:es|ed)?|burns|burned|controls|takes (?:all )?(?:her|his|their) (?:money|phone|passport)|is abusive|was abusive|beats up|beat up|attacked|assaulted|stalks|stalked|drags|dragged|throws|threw (?:things|stuff|a \w+) at)\b.{0,30}\b(?:her|him|them|the kids|their kids|his kids|her kids|the children|the baby)\b/,
    unless: [/\bbeat (?:her|him|them) (?:at|in|to)\b/, /\b(?:feelings|emotionally|by (?:leaving|cheating|lying))\b/, storyOrNews, joke],
  },
  {
    kind: 'third_party',
    pattern: re(
      `\\b${someoneElse} (?:\\w+ ){0,2}(?:has|had|came (?:in |to \\w+ )?with|showed up with|turned up with|got|is covered in|was covered in|keeps getting|keeps having|always has) (?:a |another |more |new |fresh |these |those |some )?(?:black eye|black eyes|bruises|bruise|bruised \\w+|bruising|split lip|marks on (?:her|his|their) (?:neck|throat|arms|wrists)|finger marks|burn marks|cigarette burns|welts)\\b.{0,100}\\b(?:again|says|said|claims|claimed|walked into|fell|door|stairs|clumsy|will not say|would not say|does not want to talk|afraid|scared|husband|boyfriend|partner|dad|stepdad|mom|home|excuse|excuses|lies|lying|covers|covering|makeup|hides|hiding)\\b`,
    ),
    unless: [
      /\b(?:soccer|football|rugby|hockey|boxing|mma|karate|martial arts|wrestling|game|match|fight night|sparring|accident|bike|biking|skateboard\w*|fell off|playground|sports)\b(?!.*\b(?:says|said|claims|claimed) (?:he|she|they) (?:fell|walked))/,
    ],
  },
  {
    kind: 'third_party',
    pattern: re(
      `\\b${someoneElse} (?:(?:just |recently |keeps? |kept |has been |is |was |always |often |literally |actually |even |also |openly |seriously )*)(?:said|says|threatened|threatens|keeps saying|kept saying|posted|posts|told (?:me|us|everyone|people|the class|his friends|her friends)|texted|joked|jokes|bragged|brags|talks about|talked about|wrote|mentioned|hinted) (?:that |about )?(?:he|she|they)? ?(?:is|are|was|were|will|would|might|wants? to|wanted to|is going to|was going to|is gonna)? ?(?:going to |gonna )?(?:bring a (?:gun|knife|weapon)(?: in| to| into)?|shoot|shooting|kill|killing|stab|stabbing|hurt|hurting|blow up|bomb|attack|attacking|poison|murder|strangle|beat up|run over) (?:up )?(?:the |a |everyone|everybody|people|someone|somebody|us|them|him|her|his (?:\\w+ )?(?:wife|girlfriend|ex|boss|family|dad|mom|brother|sister|teacher|classmates|coworkers)|her (?:\\w+ )?(?:husband|boyfriend|ex|boss|family|dad|mom|brother|sister|teacher|classmates|coworkers)|their (?:\\w+ )?(?:\\w+)|the school|school|work|the office|class|my)\\b`,
    ),
    unless: [
      /\b(?:in the game|fortnite|call of duty|minecraft|roblox|valorant|counter strike|cs go|csgo|overwatch|gta|zombies|paintball|airsoft|laser tag|nerf|water gun|deer|hunting|hunt|the boss|boss fight|raid|dungeon|the dragon|level)\b/,
      /\bshoot (?:the|a|some) (?:photos|hoops|pool|video|film|scene|breeze|basket|ball|shot|shots|wedding|commercial|music video)\b/,
      /\bkill(?:ing)? (?:it|the lights|the (?:vibe|mood|engine|music|process|server|app))\b/,
      joke,
      jokeOrFoodFight,
      storyOrNews,
    ],
  },
  {
    kind: 'third_party',
    pattern:
      /\b(?:kid|child|student|neighbor kid|boy|girl|nephew|niece|little one|toddler|pupil|my (?:\w+ )?(?:student|students|kid|son|daughter|grandson|granddaughter))\b.{0,80}\b(?:bruises|afraid to go home|scared to go home|terrified to go home|does not want to go home|hit at home|beaten at home|burn marks|cigarette burns|flinches|flinched|locked in (?:a|the|his|her) (?:closet|room|basement|cupboard)|not being fed|starving|always hungry and|says (?:his|her) (?:dad|mom|stepdad|stepmom|mom s boyfriend|moms boyfriend|uncle|parents?) (?:hits|beats|hurts|touches|burns|locks|chokes|whips|kicks))\b/,
    unless: [
      /\b(?:soccer|football|rugby|hockey|playground|fell|tripped|bike|scooter|trampoline|climbing|sports|practice|game)\b(?!.*\b(?:home|dad|mom|stepdad|parents?)\b)/,
    ],
  },
  {
    kind: 'third_party',
    pattern: re(
      `\\b(?:worried|scared|afraid|terrified|concerned|freaking out|panicking) (?:about|for|that) ${someoneElse}\\b.{0,120}\\b(?:might (?:do something|hurt|kill|not make it|try|end)|will (?:do something|hurt|kill|try|end)|is going to (?:do something|hurt|kill|try|end)|could (?:do something|hurt|kill|end)|(?:hurt|kill|harm|end) (?:himself|herself|themselves|themself|it all|his life|her life|their life)|suicid\\w*|self harm|not safe|is not safe|in danger|overdos\\w*|pills|bridge|gun|rope|knife|goodbye|not answering|will not answer|is not answering|stopped answering|not picking up|unreachable)\\b`,
    ),
    unless: [
      storyOrNews,
      /\b(?:exam|exams|test|interview|grades|job hunt|surgery|flight|driving test|recital|game|match|debt|money|finances|rent|the move|moving)\b(?!.*\b(?:suicid|kill (?:himself|herself|themselves)|hurt (?:himself|herself|themselves)|self harm|overdos)\w*)/,
    ],
  },
  {
    kind: 'third_party',
    pattern:
      /\b(?:found|saw|noticed|discovered|spotted) (?:a |some |his |her |their |the |a bunch of |a stash of |a stockpile of |a box of |all (?:his|her|their) )?(?:rope|noose|pills|meds|razor blades?|blades|razors|suicide note|goodbye (?:note|letter|letters)|note saying goodbye|letters to (?:his|her|their) family|search history about|searches about|gun in (?:his|her|their) (?:room|car|drawer|backpack|bag))\b.{0,100}\b(?:his|her|their|my (?:\w+ )?(?:son|daughter|brother|sister|friend|partner|husband|wife|boyfriend|girlfriend|roommate|kid|dad|mom|student))\b/,
    unless: [
      /\b(?:vitamins|prescription (?:refill|bottle for)|dog|cat|shaving kit|camping|hunting license|boy scouts|sailing|climbing|halloween|costume|craft|barber|art project)\b/,
    ],
  },
  {
    kind: 'third_party',
    pattern: re(
      `\\b${someoneElse} (?:\\w+ ){0,3}(?:searched|searching|been searching|googled|looked up|was looking up|has been looking up|has been googling|was googling|keeps googling|asked me|asked (?:chatgpt|siri|alexa|google)) (?:about |for )?(?:how (?:many|much|high|tall|far|long|to)|ways to|painless ways|the (?:lethal|fatal) (?:dose|amount)|lethal (?:dose|amount)|what (?:dose|amount) (?:is|would be) (?:lethal|fatal))\\b.{0,60}\\b(?:die|kill|fatal|lethal|suicide|overdose|end it|hang|jump|painless|not wake up|survive)\\b`,
    ),
    unless: [pet, storyOrNews],
  },
];
