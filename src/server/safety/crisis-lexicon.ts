import type { WordGroups } from './phrase-match.ts';

/**
 * The crisis check's lexicon: every rule it applies, as data. Phrases are written in the words
 * `normalizeMessage` produces (lower case, no accents, contractions written out: "i am", "do
 * not") and in the little language of phrase-match.ts. A rule's `catches` and `passes` are
 * tested (crisis-lexicon.test.ts): each must still fire it, or leave the whole check quiet.
 *
 * - `explicit` fires on its own: the crisis resources show at once.
 * - `possible` fires on its own offline; with a real model it waits for the model's verdict.
 * - `cue` never fires alone: a cue with a possible signal, in one turn or in the last few turns
 *   together, makes it explicit ("I'm done with everything", then "I've made up my mind").
 */
export type CrisisKind = 'suicide' | 'self_harm' | 'harm_to_others' | 'abuse' | 'third_party';
export type Certainty = 'explicit' | 'possible' | 'cue';

export interface LexiconRule {
  id: string;
  kind: CrisisKind;
  certainty: Certainty;
  phrases: readonly string[];
  /** The rule does not count in a sentence holding one of these. */
  unless?: readonly string[];
  /** The rule does not count when a negation comes within two words before it ("I would never kill myself"). */
  negatable?: boolean;
  catches: readonly string[];
  passes: readonly string[];
}

const coreGroups: WordGroups = {
  want: ['want', 'wanted', 'wanting', 'wish', 'wished', 'wishing', 'need', 'needed', 'ready', 'going', 'gonna', 'planning', 'plan', 'planned', 'decided', 'trying', 'try', 'tried', 'hope', 'hoping', 'pray', 'praying', 'would rather', 'would like', 'long', 'longing', 'deserve', 'about', 'intend', 'thinking of', 'thinking about', 'considering', 'will', 'should', 'could just', 'might', 'am going', 'have to', 'urge', 'urges'],
  dying: ['die', 'dye', 'be dead', 'not be alive', 'not exist', 'not exist anymore', 'stop existing', 'cease to exist', 'not wake up', 'never wake up', 'be gone forever', 'be gone for good', 'disappear forever', 'disappear for good', 'vanish forever', 'sleep forever', 'go to sleep forever', 'fall asleep forever', 'not be here anymore', 'not be around anymore', 'not be here much longer', 'end it all', 'end it', 'end everything', 'end things', 'end my life', 'end this life', 'end my pain for good', 'kill myself', 'commit suicide', 'leave this world', 'leave this earth', 'not be on this earth', 'be done with life', 'be done with it all', 'check out for good', 'join my _ in heaven', 'be with my _ in heaven'],
  killing: ['kill', 'killing', 'end', 'ending', 'take', 'taking', 'off', 'offing', 'hang', 'hanging', 'shoot', 'shooting', 'drown', 'drowning', 'poison', 'poisoning', 'suffocate', 'suffocating', 'gas', 'gassing', 'overdose', 'electrocute', 'starve', 'starving', 'stab', 'stabbing', 'delete'],
  self: ['myself', 'my self', 'my own life', 'my life', 'me off'],
  meds: ['pills', 'pill', 'tablets', 'meds', 'medication', 'sleeping pills', 'tylenol', 'paracetamol', 'acetaminophen', 'ibuprofen', 'insulin', 'xanax', 'oxy', 'oxycodone', 'benzos', 'antidepressants', 'sertraline', 'lithium', 'painkillers', 'aspirin', 'melatonin', 'amitriptyline', 'quetiapine', 'seroquel', 'fentanyl', 'heroin', 'morphine'],
  lethal: ['die', 'dying', 'kill me', 'kill myself', 'kill a person', 'kill someone', 'be fatal', 'fatal', 'lethal', 'not wake up', 'never wake up', 'stop my heart', 'end it', 'overdose', 'be enough', 'to be sure', 'make sure'],
  harmverb: ['cut', 'cutting', 'burn', 'burning', 'burnt', 'burned', 'hurt', 'hurting', 'harm', 'harming', 'hit', 'hitting', 'punch', 'punching', 'scratch', 'scratching', 'carve', 'carving', 'bruise', 'bruising', 'bang', 'banging', 'punish', 'punishing', 'slash', 'slashing', 'stab', 'stabbing', 'bite', 'biting'],
  partner: ['husband', 'wife', 'partner', 'boyfriend', 'girlfriend', 'bf', 'gf', 'ex', 'dad', 'father', 'stepdad', 'stepfather', 'mom', 'mother', 'stepmom', 'stepmother', 'uncle', 'brother', 'sister', 'son', 'daughter', 'fiance', 'fiancee', 'roommate', 'coach', 'teacher', 'boss', 'grandpa', 'grandma', 'aunt', 'cousin', 'caretaker', 'carer', 'landlord', 'neighbor', 'neighbour', 'pastor'],
  someone: ['my friend', 'my best friend', 'my brother', 'my sister', 'my son', 'my daughter', 'my mom', 'my mother', 'my dad', 'my father', 'my husband', 'my wife', 'my partner', 'my boyfriend', 'my girlfriend', 'my roommate', 'my cousin', 'my kid', 'my child', 'my student', 'my coworker', 'my colleague', 'my classmate', 'a friend', 'a student', 'a coworker', 'a colleague', 'my grandpa', 'my grandma', 'my grandfather', 'my grandmother', 'my uncle', 'my aunt', 'my niece', 'my nephew', 'my ex', 'my teen', 'my teenager', 'my bf', 'my gf', 'he', 'she', 'they', 'someone i know', 'my neighbor', 'my neighbour'],
  themself: ['himself', 'herself', 'themselves', 'themself', 'his life', 'her life', 'their life', 'his own life', 'her own life', 'their own life'],
  victim: ['him', 'her', 'them', 'my boss', 'my husband', 'my wife', 'my ex', 'my dad', 'my father', 'my mom', 'my mother', 'my stepdad', 'my brother', 'my sister', 'my neighbor', 'my neighbour', 'my coworker', 'my teacher', 'my roommate', 'that guy', 'that man', 'that woman', 'this guy', 'those people', 'everyone', 'everybody', 'people', 'my family', 'my bully', 'the bully', 'my landlord', 'my boyfriend', 'my girlfriend', 'my partner', 'my manager', 'my classmates', 'his new girlfriend', 'her new boyfriend'],
  violence: ['kill', 'murder', 'stab', 'shoot', 'strangle', 'poison', 'hurt', 'beat', 'beat up', 'run over', 'smash his head', 'break his neck', 'bash', 'choke', 'slit his throat', 'burn down'],
  trivial: ['homework', 'exam', 'exams', 'test', 'math', 'traffic', 'commute', 'this song', 'cringe', 'embarrassment', 'embarrassed', 'laughing', 'laughter', 'lol', 'lmao', 'haha'],
  story: ['novel', 'book', 'film', 'movie', 'show', 'series', 'episode', 'character', 'characters', 'story', 'plot', 'game', 'documentary', 'article', 'news', 'podcast', 'report', 'study', 'research', 'essay', 'statistics', 'rates', 'rate', 'prevention', 'awareness', 'training', 'lecture', 'class', 'course', 'history', 'poem', 'song', 'lyrics', 'play', 'scene', 'squad', 'bomber', 'bombing', 'hotline', 'helpline', 'volunteer', 'volunteering', 'shakespeare', 'hamlet', 'romeo', 'juliet', 'pelicula', 'novela', 'noticia', 'noticias', 'libro', 'personaje', 'filme', 'livro', 'noticia', 'personagem', 'roman', 'livre', 'personnage', 'buch', 'nachrichten', 'romanzo', 'personaggio', 'notizie'],
  resolved: ['years ago', 'when i was younger', 'when i was a teen', 'when i was a teenager', 'in high school', 'as a teen', 'as a teenager', 'back then', 'used to', 'in the past', 'a long time ago', 'years clean', 'clean for', 'recovered', 'in recovery'],
  recovered: ['now i am', 'i am doing better', 'i am better now', 'doing much better', 'glad i survived', 'grateful to be alive', 'glad to be alive', 'happy to be alive', 'years clean', 'clean for', 'i am in a good place', 'in a much better place', 'no longer', 'recovered', 'in recovery', 'i have healed', 'today i am'],
};

/** Words that, just before a rule's phrase, turn it into a denial ("I would never kill myself"). */
export const negations: readonly string[] = ['not', 'never', 'no', 'nobody', 'nunca', 'jamas', 'nao', 'jamais', 'pas', 'nie', 'niemals', 'nicht', 'kein', 'mai', 'non', 'ne', 'without'];

/**
 * A sentence about an event long past, in a message that says the writer is well now, is not a
 * crisis today ("I attempted suicide in high school; now I'm doing much better"). Both are needed.
 */
export const resolvedPast = { past: ['@resolved'], now: ['@recovered'] } as const;

const dieIdioms = ['(die|dying|dead) (of|from|laughing|laughter|embarrassment|shame|cringe|boredom|jealousy|envy|cuteness|hunger|thirst|heat)', 'to die for', 'die on (this|that) hill', 'rather die than', 'rather be dead than', 'die hard', 'dye (my|her|his|the|it)', 'dying to (see|meet|try|know|go|hear|read|watch)', '(end|ending) (it|things) (with|between)', '(character|characters|hero|villain|boss|npc)', '@story'];

export const englishRules: readonly LexiconRule[] = [
  {
    id: 'en.want-to-die',
    kind: 'suicide',
    certainty: 'explicit',
    phrases: ['@want to? _? _? @dying', 'i (am going|will) (to)? @dying (tonight|today|tomorrow|soon|this weekend)'],
    unless: dieIdioms,
    negatable: true,
    catches: ['I just want to die', 'honestly i wanna go to sleep forever', 'I am ready to end it all.', 'im planning to kill myself this weekend'],
    passes: ['I would never kill myself', 'I want to dye my hair blue', 'I could die of embarrassment after that meeting', 'I want to end things with him, he cheats'],
  },
  {
    id: 'en.kill-myself',
    kind: 'suicide',
    certainty: 'explicit',
    phrases: ['@killing @self', '(take|took|taking) my own life', 'kms'],
    unless: ['(take|taking|took) (my life|myself) (back|seriously|apart|away|off|out|to|into|for)', '(end|ending) my life (as i know it|savings)', '(shoot|shooting|shot) myself in the foot', '(kill|killing) myself (laughing|with laughter|at the gym|at work|working|trying|to get|for)', '(starve|starving) myself (for|till|until)', 'delete myself from', '(hang|hanging) myself up', '@trivial', ...dieIdioms],
    negatable: true,
    catches: ['Sometimes I think about how I would kill myself', 'I took a bottle of pills to end my life', 'thinking of hanging myself tonight'],
    passes: ['I shot myself in the foot at that interview', 'I am taking my life back this year', 'I am killing myself at the gym for this race'],
  },
  {
    id: 'en.suicidal',
    kind: 'suicide',
    certainty: 'explicit',
    phrases: ['(i am|i feel|feeling|felt|been|get|getting|become|became|so|very|really|still|always|constantly|kind of|sort of|pretty|quite|extremely|super|severely|actively|passively) suicidal', 'suicidal (thoughts|ideation|urges|feelings|again|tonight|today|lately|thought)', 'my (suicide|suicidal)', '(thinking|thought|think|thoughts|dream|dreaming|fantasize|fantasizing|obsessing) (about|of) (suicide|dying|death|killing myself|ending my life|ending it|ending it all|not existing|ending things)', '(attempt|attempted|attempting|commit|committing|contemplating|considering|contemplate|consider) suicide', 'suicide (note|letter|plan|attempt|attempts|watch)', 'my (last|first|second|third) attempt', 'i (attempted|tried) again'],
    unless: ['@story', 'of (my|the) character'],
    negatable: true,
    catches: ["I've been feeling suicidal again", 'I keep thinking about dying', 'I wrote a suicide note last night'],
    passes: ['I am not suicidal, just tired', 'The novel is about a suicide attempt in Victorian London', 'I volunteer on a suicide prevention helpline'],
  },
  {
    id: 'en.suicide-word',
    kind: 'suicide',
    certainty: 'possible',
    phrases: ['suicid*', 'unalive'],
    unless: ['@story', 'suicide (squad|doors|bomber|bombers|bombing|mission|run|runs|pact in)', '(bunny|lane|drill|sprints)'],
    negatable: true,
    catches: ['Is suicide a sin?', 'suicide is on my mind a lot'],
    passes: ['We watched Suicide Squad last night', 'Our class learned about suicide prevention'],
  },
  {
    id: 'en.no-will-to-live',
    kind: 'suicide',
    certainty: 'explicit',
    phrases: ['not (want|wish|feel like) to? (live|be alive|exist|wake up|keep living|stay alive|be here anymore|live anymore|exist anymore|go on living|continue living|live like this|be here|go on|keep going|carry on)', '(no|any|the) (reason|point) (to|in|of) (live|living|keep living|be alive|being alive|stay alive|staying alive|wake up|waking up|go on|going on|keep going|existing|exist|life)', 'do not deserve to (live|be alive|exist)', '(tired|sick) of (living|being alive|existing|life itself|being here)', 'hate being alive', 'life is not worth living', '(cannot|can not) (keep living|go on living|live like this anymore|keep going anymore|go on anymore)', 'want (it all|everything|my life|this life|the pain) to (end|stop|be over) (for good|forever)?', 'wish (my life|it all) (was|were|would be) over', '(would rather|prefer to) (be dead|not exist|not be alive|not wake up)'],
    unless: ['@story', 'wake up (early|at|so|before|for)', 'live (in|with|near|at)', 'rather be dead than', 'go on (a|the|this|that|vacation|holiday|trip|date|stage|with)', 'keep going (to|with|back|at)', 'carry on (with|the)'],
    catches: ["I don't want to be alive anymore", 'there is no reason to keep living', 'honestly im so tired of living', 'I wish my life was over'],
    passes: ["I don't want to live in this city anymore", "I'd rather be dead than wear that sweater"],
  },
  {
    id: 'en.wish-dead',
    kind: 'suicide',
    certainty: 'explicit',
    phrases: ['(wish|wished|wishing) i (was|were|had) (dead|never born|not born|not alive|not here|gone|never existed|been dead|never been born|died)', 'wish i (could|would) _? (die|disappear forever|sleep forever|not wake up|stop existing|just disappear|cease to exist|drop dead)', '(wish|hope|hoping|pray|praying) i (do not|would not|never) wake up', 'better off (dead|without me)', 'better (off|place) without me', 'would be (better|happier|easier) without me', '(nobody|no one|noone) would even? (miss|notice|care) (me|if i died|if i was gone|if i disappeared|if i killed myself|if i was dead)'],
    unless: ['@story', 'wish i was (there|here)', 'team (would|is) better off without me as'],
    negatable: true,
    catches: ['I wish I was never born', 'everyone would be better off without me', 'nobody would even notice if I disappeared'],
    passes: ['I wish I was there with you', 'I wish I was taller'],
  },
  {
    id: 'en.hopeless',
    kind: 'suicide',
    certainty: 'possible',
    phrases: ['(cannot|can not) (take|do|handle|bear) (this|it) anymore', '(cannot|can not) (go on|keep going|do life|cope) anymore?', 'no way out', 'done with (life|everything|it all|living|existing)', '(give|giving|gave|given) up on (life|living|myself)', 'want to (disappear|vanish|not exist)', 'i am (a|such a) burden', 'burden (to|on) (everyone|my family|them|everybody|the people)', 'nothing (left)? to live for', 'life is (pointless|meaningless|hopeless)', 'what is the point (of|in) (living|life|anything|going on)', 'everything would be easier if i (was|were) not (here|around)', 'i am tired of everything', 'i want (out|it to stop|it all to stop)', 'i hate (my life|myself|being me)', 'see no (future|way forward|way out)', 'it would be easier (to not be|if i was not|if i were not) (here|around|alive)', 'no (hope|future) (left|anymore)', '(cannot|can not) keep doing this', 'no point anymore', 'no point (in)? (going on|trying|living|anything)', 'i (just)? want to be gone', 'lost the battle', 'make it through (tomorrow|the night|tonight)', 'life is (literally)? getting darker', 'why (am i|are we) still alive', 'one more (good)? reason', 'i am (so)? (tired|exhausted) of (fighting|trying|being me)', 'i feel (so)? (empty|hopeless|worthless) .. (end|die|disappear|gone|anymore)'],
    unless: ['@story', 'want to (disappear|vanish) (for|to|into|on|from|under) (a|the|an|this|my|weekend|week|while|couple)', 'done with (this|that|my job|work|school|him|her|them|the|it all for today)'],
    catches: ["I can't do this anymore", 'there is no way out', 'I feel like such a burden to everyone'],
    passes: ['I want to disappear for a weekend in the mountains', 'I am done with this job'],
  },
  {
    id: 'en.farewell',
    kind: 'suicide',
    certainty: 'explicit',
    phrases: ['this is (goodbye|my goodbye)', 'my (last|final) (message|post|words|letter|goodbye|note)', 'goodbye forever', 'by the time you read this', 'will not be (around|here) (much longer|for long|tomorrow|anymore)', '(when|after|once) i am (gone|dead)', 'take care of (my|the) _ for me', 'tell (my family|my mom|my mum|my dad|my kids|my parents|them|her|him) (i love them|that i love them|i am sorry|that i am sorry|i love her|i love him)', 'it will (all)? be over (soon|tonight)', 'see you on the other side', 'this is the end for me', 'i will not be here tomorrow'],
    unless: ['@story', '(when|after|once) i am (gone|dead) (for|on|to|at|a|this|next|work|vacation|holiday|my)', 'goodbye forever to', 'be (around|here) tomorrow (at|morning|afternoon|evening|because|for|i)', '(when|after|once) i am dead (lol|tired)', 'when i am dead and gone the', 'my (last|final) (message|post|words|letter|goodbye|note) (before|about|on|for|of|to|was|in|from)'],
    negatable: true,
    catches: ['This is goodbye. Thank you for everything.', "By the time you read this I'll be gone", 'Please take care of my cat for me when I am gone'],
    passes: ['When I am gone for the conference, can you water the plants?', 'My last message before the holidays: the office is closed on Monday.'],
  },
  {
    id: 'en.finality',
    kind: 'suicide',
    certainty: 'cue',
    phrases: ['i (have|had)? made up my mind', 'i have decided', 'my mind is made up', '(gave|giving|give|given) away (my|all my) (things|stuff|belongings|possessions|cat|dog|clothes)', '(put|putting) my affairs in order', '(wrote|written|writing|updated|update) my will', 'tonight is the night', 'i have a plan', 'i know how i will do it', 'i am at peace with (it|my decision) now?', 'i (said|have said) my goodbyes', 'i will not be a (problem|burden) (much longer|for long|anymore)', 'one last time', 'no one will have to deal with me'],
    catches: ["I can't do this anymore. I've made up my mind."],
    passes: ['I have made up my mind about the job offer'],
  },
  {
    id: 'en.method-question',
    kind: 'suicide',
    certainty: 'explicit',
    phrases: ['how (many|much) @meds ... (to die|to kill me|to kill myself|be fatal|be lethal|not wake up|never wake up|stop my heart|to end it|to overdose|to be sure|to never wake up)', '(painless|quickest|easiest|fastest|surest|quietest|best|most painless|cleanest|quickest) (way|method|ways|methods) to (die|kill myself|end it|end my life|commit suicide|go)', 'how (to|do i|can i|would i|should i) (kill myself|end my life|commit suicide|hang myself|tie a noose|overdose|bleed out|not wake up)', 'how long (does it|would it) take to (bleed out|die from|drown|suffocate|die)', 'how (high|tall) ... (not survive|do not survive|you die|to die|is fatal|fatal|to be sure|kill you)', 'jump (off|from) (a|the) (bridge|roof|building|cliff|balcony|overpass|tower)', '(tie|tied|tying) a noose', '(bought|buy|get|got|found|find) a (rope|noose) (for myself|to)', '(slit|slash|slice|cut|cutting|slitting) my (wrists|throat|wrist)', '(stockpiling|hoarding|saving|saved|collecting|stashed|stashing|hiding|hidden) (up)? (my|the|all my|enough) @meds', 'enough @meds to', '(lethal|fatal) (dose|amount) .. (for me|to die|to kill myself|to end it)', '(step|stepping|jump|jumping|walk|walking) in front of (a|the) (train|bus|truck|car)'],
    unless: ['@story', 'can i take (a|per|at|safely)', 'should i take', '(dog|cat|child|kid|toddler|baby|pet|puppy|swallowed|accidentally)', '(bungee|parachute|skydiving|dive|diving|pool|lake|river)'],
    negatable: true,
    catches: ['how many sleeping pills would it take to not wake up', "what's the most painless way to die", "I've been saving up my pills"],
    passes: ['How many ibuprofen can I take a day safely?', 'My dog swallowed two tylenol, how many is lethal?'],
  },
  {
    id: 'en.lethal-dose',
    kind: 'suicide',
    certainty: 'possible',
    phrases: ['(lethal|fatal|deadly) (dose|amount|overdose|quantity)', 'how many @meds .. (overdose|too many|kill|lethal)', 'overdose on @meds', 'how high .. (to die|to jump|fall to die)'],
    unless: ['@story', '(dog|cat|child|kid|toddler|baby|pet|puppy|swallowed|accidentally|grandma|grandpa|patient|nurse|exam|pharmacology|vet)'],
    catches: ['What is the lethal dose of paracetamol?'],
    passes: ['what is the fatal dose for my dog if he ate chocolate'],
  },
  {
    id: 'en.self-harm',
    kind: 'self_harm',
    certainty: 'explicit',
    phrases: ['@harmverb (myself|my arm|my arms|my wrist|my wrists|my thigh|my thighs|my legs|my skin|my stomach|my hips)', '(self harm*|self injur*|selfharm*|self mutilat*)', '(relapse|relapsed|relapsing) .. (cut*|self harm*|harm|burn*)', '(urge|urges|tempted|temptation) to @harmverb', '(hide|hiding|cover|covering|hid) (my|the) (cuts|scars|wounds|marks|bruises|burns)', 'how deep .. cut', '(fresh|new) (cuts|scars|wounds)', '(razor|blade|blades|lighter|knife) .. (on my|my arm|my wrist|my thigh|my skin)', '(clean|free) from (cutting|self harm)', 'make myself (bleed|throw up|suffer|hurt)', 'deserve (to hurt|to bleed|the pain|to suffer|pain)', 'started cutting (again)?', 'cutting again'],
    unless: ['(cut|cutting|burn|burned|burnt|hurt|hit) myself .. (cooking|shaving|chopping|slicing|baking|accident|accidentally|by accident|on the|a slice|a piece|some slack|off|while|on a|ironing|oven|stove|pan|paper|tripped|gym|workout|running|playing)', 'hurt myself (at|in|during|lifting|playing|skiing|running|working out)', 'hit myself (on|in) the', '@story', 'cutting (carbs|sugar|back|costs|class|classes|my hair|hair|grass|the grass|wood|paper|onions|vegetables)'],
    negatable: true,
    catches: ['I cut myself again last night', 'how do I hide the cuts on my arm in summer', 'the urge to hurt myself is so strong'],
    passes: ['I cut myself while chopping onions', 'I hurt myself playing football', 'three months clean from drinking!'],
  },
  {
    id: 'en.harm-others',
    kind: 'harm_to_others',
    certainty: 'explicit',
    phrases: ['(i am going to|i will|i want to|i plan to|i am planning to|i swear i will|i need to|i have to|i really want to|i am about to|i am gonna|going to|want to|fantasize about|dreaming about|thinking about how to|thinking about how i would) @violence @victim', '(bring|brought|take|taking|get|got|buy|bought|bringing) (a|my|dads|the) (gun|knife|weapon|rifle|pistol) .. (to school|to work|to the office|for him|for her|for them|to his|to her)', '(shoot up|bomb|blow up|attack|burn down) (the|my) (school|office|church|mosque|synagogue|mall|class|workplace)', 'make (him|her|them) (pay|suffer|bleed)', '(he|she|they) (deserve|deserves) to (die|be hurt|suffer|bleed)', 'i know where (he|she|they) (lives|live|sleeps|works|sleep|work) (and)?'],
    unless: ['@story', '(lol|haha|jk|joking|kidding|figuratively)', '(kill|killed|killing) (it|time|the game|the boss|zombies|the lights|the engine|the mood|the vibe)', '(ate my|forgot|late again|spoiler|spoils|spoiled|my fries|the last slice|my leftovers)'],
    negatable: true,
    catches: ["I'm going to stab him when he gets home", 'I bought a knife for him', 'he deserves to die for what he did'],
    passes: ['I am going to kill it at my presentation', "I'll kill him if he spoils the finale lol"],
  },
  {
    id: 'en.abuse',
    kind: 'abuse',
    certainty: 'explicit',
    phrases: ['(@partner|he|she|they) (hits|hit|beats|beat|chokes|choked|choking|strangled|strangles|punched|punches|kicked|kicks|slapped|slaps|raped|rapes|shoved|pushed|burned|threatens|threatened|grabbed|touches|touched|molested|abuses|abused|hurts|hurt) me', '(threatened|threatens|threatening) to (kill|hurt|take the kids from|take my kids from) me', '(afraid|scared|terrified) (to go|of going) home', '(afraid|scared|terrified) of my @partner', '(afraid|scared|terrified) (he|she|they) (will|is going to) (hit|hurt|kill)', '(locks|locked|lock) me (in|out|up)', '(does|did|will) not let me (leave|go out|see my friends|have money|have my phone)', 'i (was|have been|got|am being) (raped|assaulted|sexually assaulted|molested|abused|beaten|choked|strangled|hit)', '(he|she|my @partner) (is|has been) (abusing|hurting|beating|hitting) (me|the kids|my kids)', '(hits|beats|hurts|touches) (the kids|my kids|my son|my daughter|my little)', 'takes my (phone|money) and', '(domestic|sexual) (violence|abuse|assault)', '(is|was|been|being|gets) (physically|verbally|emotionally|mentally|sexually)? (and)? (physically|verbally|emotionally|mentally|sexually)? abusive (to|towards|toward|with)? (me|my)', '(sexual|physical|sexually|physically) (and)? (physical|sexual|emotional)? abuse (by|from) my'],
    unless: ['@story', '(ball|puck|car|truck|bike|pothole|baseball)', 'hit me (up|with|back)', 'hits me up', 'threatened to (quit|leave|break up|tell)', '(pillow|snowball|water balloon|tag)', 'touched (me deeply|my heart)', 'touches me deeply', 'deeply touched', '(the song|the music|your words|that movie|the story) (touched|touches|hit|hits) me', 'it hit me', 'reality (hit|hits) me', 'which hit me'],
    negatable: true,
    catches: ['My husband hits me when he drinks', "I'm scared to go home tonight", "he won't let me leave the house"],
    passes: ['the song touched me deeply', 'My friend hit me up about the concert'],
  },
  {
    id: 'en.third-party',
    kind: 'third_party',
    certainty: 'explicit',
    phrases: ['@someone .. (want|wants|wanted|talks|talking|talked|said|says|keeps saying|texted|told me) .. (to kill|to end|kill) @themself', '@someone .. (wants|wanted|talks about|talking about|said|says|keeps saying|texted|told me) .. (to die|to end it|to not be alive|to not be here|suicide|killing @themself|dying|ending it)', '@someone .. (is going|was going|is trying|tried|threatening|threatened|is planning|planning|attempted|has attempted) to (kill|end|hurt|harm|cut|take) @themself', '(worried|afraid|scared|terrified|concerned) .. (will|might|could|is going to) .. (hurt|kill|harm|end) @themself', '@someone (is|has been|keeps|started|was) (cutting|self harming|suicidal|overdosing)', '@someone (cuts|burns|hurts|harms) (himself|herself|themselves)', '@someone (seems|sounds|might be|could be|may be) suicidal', '@someone .. (giving|gave) away .. (things|stuff|belongings)', '(suicide|goodbye) (note|letter|message) (from|by) @someone'],
    unless: ['@story', '(video game|in game|in the game)', '(lol|haha|joking|kidding)'],
    negatable: true,
    catches: ['My friend keeps saying he wants to kill himself', "I'm worried my sister will hurt herself", 'my roommate has been cutting again'],
    passes: ['My friend wants to be a nurse', 'she said the movie character kills himself lol'],
  },
  {
    id: 'en.third-party-possible',
    kind: 'third_party',
    certainty: 'possible',
    phrases: ['(kill|killed|killing|hurt|hurting|hurts|harming) @themself', '@someone .. (does not|do not) want to (live|be alive|wake up)', '@someone .. (overdosed|overdose)', '@someone .. (hits|beats|abuses|hurt|hurts) (her|him|them|the kids|my mom|my sister|my brother)'],
    unless: ['@story', '(in the game|video game)', 'hurt (himself|herself|themselves) (playing|at|in|during|skiing|lifting|running)'],
    catches: ['She tried to kill herself', 'my friend does not want to live anymore'],
    passes: ['In the film the hero kills himself at the end'],
  },
  {
    id: 'en.acts-and-plans',
    kind: 'suicide',
    certainty: 'explicit',
    phrases: ['(took|swallowed|taken|downed|have taken|just took) ... (@meds|everything in the cabinet|the whole bottle|the bottle|a bottle|the packet)', 'swallowed everything', '@meds (lined up|counted|ready|in front of me|saved)', 'counting (my|the|them|the pills|my pills) again?', 'will not need (them|it|any of it|these) where i am going', 'last day for everything', 'not (planning|plan) on coming back', 'walk into the (sea|ocean|river|lake|traffic)', '(bought|got|have) (a|the) rope', '(finish|end) my life', 'i wish i (just)? did not wake up', '(least|less) painful way to (go|die)', 'it is (easier|better) for everyone if i (go|am gone|was gone|disappear)', '(set|chosen|picked) (my|a) (own)? date', '(crave|craving|long for|longing for) death', 'my time to go', '(doing|do) it tonight', '(ending|end) it all', '(failures|people like me|i) (should not|do not deserve to) (live|exist|be alive)', '(gun|pistol|barrel|9mm|revolver) (to|at|against) my (head|temple|mouth)', '(downing|down|swallow|swallowing|take|taking) (these|the|all|all the|whatever) .. (pills|tablets|meds)', 'final (good bye|goodbye) (message|letter|note|text)', 'my deathday', 'my death would (improve|make|be better|help)', 'better off if i (was|were) dead', '(fulfil|fulfill|carry out|go through with|follow through with) my plan', 'i should have jumped', 'when (my)? parents (go|die) i will go', 'please (just)? kill me', 'the only reason i am still (here|alive)', '(another|one more|just another) reason to do it', 'i might (just)? do it', 'not sure if i am (still)? going to live', 'will not have to deal with me (again|anymore|any more)', 'a better life without me', 'i will be gone (before|by|after)', 'want to make it (all)? stop for good', 'no more waking up', 'if i do not answer tomorrow', '(the engine|engine) (running|on) .. (garage|closed)', 'enough to (die|not wake up|kill me|do it)', '(tying|tie) up loose ends', 'the (right|perfect) (moment|spot|place|time) to (step|jump|do it)'],
    unless: ['@story', '(dog|cat|pet|puppy) (swallowed|took|ate)', '(headache|migraine|fever|cold|flu|cramps|prescribed|doctor|back pain|toothache|hangover|allergies|as directed|with food|this morning|my usual|my daily|my morning|my evening|two|one|a couple)'],
    negatable: true,
    catches: ['i took about 30 of my mums pills an hour ago', 'whats the least painful way to go', 'i wish i just didnt wake up tmrw'],
    passes: ['I took two paracetamol for my headache'],
  },
  {
    id: 'en.farewell-signs',
    kind: 'suicide',
    certainty: 'possible',
    phrases: ['(look after|take care of) (my|your) (dog|cat|kids|mum|mom|dad|family|sister|brother) (for me)?', 'sorry for everything', 'i will not be reachable', 'not be (reachable|around) after', 'remember the good (stuff|things|times)', 'one last good day', 'i will do it (after|on|tonight|tomorrow|when)', 'before i (go|do it)', 'i am not going to be around', 'my (own)? date'],
    unless: ['@story', '(while|when) i am (away|on holiday|on vacation|travelling|traveling|at)', 'for the (weekend|week|trip)', 'thanks for everything you (did|have done) (at|for the|for our)'],
    catches: ['look after my dog for me', 'sorry for everything, look after your mum'],
    passes: ['thanks for everything you did for the party', 'Can you look after my dog for me while I am away?'],
  },
  {
    id: 'en.self-harm-acts',
    kind: 'self_harm',
    certainty: 'explicit',
    phrases: ['(carved|carve|carving|scratched|burned|burnt|cut) .. (into|in) my (arm|arms|thigh|thighs|leg|legs|skin|wrist|wrists|stomach|hip)', '(burned|burnt|cut|hit|scratched|punched|hurt) (my|myself) ... on purpose', 'on purpose .. (burn|cut|hurt)', '(took|take|taking) (a|the) (knife|blade|razor|lighter|box cutter) to my', '(as|for) (a)? punishment', 'punish myself', 'i (need|want) something sharper', 'deeper this time', 'blood out of my (sheets|clothes|carpet)', 'the urge (is|was|has been)', 'i (cut|burn|hit) (yesterday|last night|again|today)', 'scratch .. till it bleeds', 'till it bleeds', 'the (blade|razor) in my', '(reusing|reuse|change|changed|clean|sterilize) (the|my)? (same)? (blade|razor)', 'box cutter .. (bag|room|arm)', 'wear long sleeves to (hide|cover)', 'knows i cut', 'i cut (and|but|because|so|when)'],
    unless: ['@story', 'hair', 'shaving', '(cooking|chopping|accident|accidentally)'],
    negatable: true,
    catches: ['I carved his name into my leg', 'burned my forearm on the hob on purpose', 'did it again. deeper this time'],
    passes: ['I cut myself shaving this morning'],
  },
  {
    id: 'en.harm-others-acts',
    kind: 'harm_to_others',
    certainty: 'explicit',
    phrases: ['(take|taking|took|bring|bringing|have) (the|my|a|my dads|dads) (kitchen)? (knife|hammer|bat|cricket bat|baseball bat|gun|axe|crowbar) (to|ready|with me|for) (him|her|them|school|the meetup)?', 'put (him|her|them) in the ground', '(end|finish) (him|her|them|the job)', 'i will (end|finish|deal with) (him|her|them)', '(waiting|wait) for (him|her|them) (tomorrow|tonight|outside|after)', 'rat poison .. (person|coffee|drink|food|him|her)', 'poison (his|her|their) (coffee|drink|food|tea)', 'not bluffing', 'make sure (he|she|they) never', 'going to hurt my (baby|son|daughter|kid|child|kids)', 'i shook (him|her|my baby) .. (crying|cry)', 'i (punched|hit|beat|stabbed|strangled) .. (want to|going to|will) .. (again|finish)', 'i know where (he|she) (parks|lives|works)', 'planning how to (push|hurt|kill|hit)', 'how (much|many) .. (to kill a person|to kill someone|would kill a person)', 'what dose .. (would work on a person|kill a person|kill someone)'],
    unless: ['@story', '(lol|haha|jk|kidding)', 'fishing trip'],
    negatable: true,
    catches: ["I'll put him in the ground before I leave this house", 'im taking the kitchen knife to him'],
    passes: ['I am bringing my dads fishing knife on the fishing trip'],
  },
  {
    id: 'en.abuse-signs',
    kind: 'abuse',
    certainty: 'explicit',
    phrases: ['(hands|hand) around my (throat|neck)', '(hits|hit|beats|beat|burns|burned|slaps|kicks|chokes) me (when|if|every|again|with)', '(@partner|carer|he|she) (takes|took|keeps) my (bank card|card|money|pension|benefits|passport|wages)', '(will|would|is going to) (send|post|share|leak) my (pics|pictures|photos|nudes|videos)', '(posted|shared|leaked|sent) my (private|intimate)? (pics|pictures|photos|nudes|videos)', '(keeps|kept|been) following me', 'broke into my (apartment|flat|house|room)', '(burns|burned|burnt) me with', 'the bruises', 'will not let me (take|eat|sleep|see|go|leave|call|talk|have)', '(locks|locked) (the)? (fridge|door|doors|front door) .. (keys|me)', 'i (have not|havent) been (outside|out) in', 'put me in a home if i tell', 'if i (do not|dont) sleep with him', 'i (can not|cannot) leave .. (nothing|money|he|she|they)', 'shouts at me .. (money|hit|scared)', 'says if i (break up|leave|tell)', '(hurts|hurt|hits|hit) me .. (drinking|drunk|drinks)'],
    unless: ['@story', '(ball|puck|pillow|snowball)', 'fridge (is|was) (empty|full)'],
    negatable: true,
    catches: ['my partner put his hands around my throat', 'my husband takes my bank card and gives me 20 a week'],
    passes: ['my friend took my phone to take a photo of us'],
  },
  {
    id: 'en.third-party-signs',
    kind: 'third_party',
    certainty: 'explicit',
    phrases: ['@someone .. (texted|sent|said|wrote|posted) .. (sorry for everything|look after|goodbye forever|take care of my)', '@someone ... (standing|stood|sitting) on (the|a) (edge|ledge|bridge|roof)', '@someone .. (better off without|better off with (his|her) life insurance)', '(asked|asking) (me)? how many .. (pills|tablets) .. (not wake up|to die|kill)', '@someone .. (how|where|when) (he|she|they) (would|will|will) do it', '@someone .. (marks|bruises) on (her|him|them)', '(his|her|their) phone is (off|dead) and', '@someone .. (grab|grabbed|hit|hits|shouts at|beats|chokes) (her|him|them)', '@someone .. (took|takes) (her|his|their) (phone|money|card|passport)', '(frightened|scared|afraid) of (him|her|his son|her son|her husband|his wife|her boyfriend)', '@someone .. (wrote|written|posted) .. (i will not be|will not be here|want to die|kill myself)'],
    unless: ['@story', '(lol|haha|kidding)'],
    negatable: true,
    catches: ['My dad texted me sorry for everything, look after your mum, and now his phone is off', 'my friend sent me a video of her standing on the edge of the roof'],
    passes: ['my friend texted me thanks for everything after the party'],
  },
];

/**
 * Spanish, Portuguese, French, German and Italian: explicit statements of wanting to die, of
 * suicide and of self-harm fire on their own, and each language's idioms with "die" and "kill"
 * are guarded ("me muero de risa", "morrendo de fome", "mort de rire", "ich lach mich tot",
 * "morire dal ridere"). Written without accents, as `normalizeMessage` reads them.
 */
export const otherLanguageRules: readonly LexiconRule[] = [
  {
    id: 'es.suicide',
    kind: 'suicide',
    certainty: 'explicit',
    phrases: ['(quiero|quisiera|queria|deseo|necesito|prefiero|voy a|pienso|pensando en|ganas de|intente|intento|planeo|decidi) .. (morir|morirme|matarme|suicidarme|desaparecer para siempre|dejar de existir|no despertar|acabar con todo|acabar con mi vida|terminar con mi vida|quitarme la vida)', 'me quiero (morir|matar|suicidar)', 'me voy a (matar|suicidar)', '(quiero|quisiera|queria|prefiero|deseo) estar (muerto|muerta)', '(queriendome|queriendo) (matar|morir)', '(no despertar|no despertarme|despertar) nunca mas', 'no (despertar|despertarme) mas', '(dejar de existir|quiero no existir|no existir mas)', 'listo para morir', 'lista para morir', 'a nada de (matarme|suicidarme)', '(ganas d|ganas de) (matarme|morirme|suicidarme)', 'no quiero estar (aqui|mas aqui|aca)', 'no vale la pena seguir (viviendo|aqui)', '(pastillas|pastillitas) para (morir|matarme)', 'desaparecer (del mundo|de la tierra|para siempre)', 'no quiero _? (seguir viviendo|vivir mas|vivir|existir|despertar|estar vivo|estar viva|seguir aqui|seguir con vida)', '(ojala|quisiera) .. (estar muerto|estar muerta|no haber nacido|no despertar|no despertarme|morirme)', '(estarian|estaria|estarias|estan|estarian todos) .. mejor sin mi', '(mejor|estaria mejor) (muerto|muerta)', '(pensamientos|ideas) suicidas', '(soy|estoy|me siento) suicida', '(suicidarme|me suicido)', '(carta de despedida|esta es mi despedida|adios para siempre)', 'cuantas pastillas .. (morir|matarme|no despertar|letal)'],
    unless: ['de (risa|hambre|verguenza|ganas|calor|frio|sueno|aburrimiento|envidia|amor)', 'me muero por', '(novela|pelicula|serie|noticia|noticias|personaje|libro|prevencion|estadisticas)', 'vivir (en|con|cerca|aqui|alla|solo)'],
    negatable: true,
    catches: ['Quiero morir, ya no aguanto más', 'Voy a suicidarme esta noche', 'No quiero seguir viviendo', 'Ojalá no despertar mañana'],
    passes: ['Me muero de risa con este video', 'Me muero de hambre, ¿vamos a comer?', 'No quiero vivir en Madrid'],
  },
  {
    id: 'es.self-harm',
    kind: 'self_harm',
    certainty: 'explicit',
    phrases: ['(me corto|me corte|cortarme|me estoy cortando|me cortaba) .. (brazo|brazos|piel|munecas|pierna|piernas|otra vez|de nuevo|cuando)', 'cortarme (las venas|las munecas)', '(autolesion*|me autolesiono)', '(hacerme dano|me hago dano|lastimarme|me lastimo|me quemo|quemarme)'],
    unless: ['(cocinando|cocina|sin querer|jugando|futbol|accidente|el pelo|las unas)'],
    negatable: true,
    catches: ['Me corto los brazos cuando estoy mal', 'Tengo ganas de hacerme daño'],
    passes: ['Me corté el pelo ayer', 'Me hice daño jugando al fútbol'],
  },
  {
    id: 'es.hopeless',
    kind: 'suicide',
    certainty: 'possible',
    phrases: ['(no puedo mas|no aguanto|no aguanto mas|no tiene sentido vivir|soy una carga|quiero desaparecer|nadie me extranaria|cansado de vivir|cansada de vivir|no soporto mas)', '(la|mi) vida (ya)? no tiene sentido', 'no valgo (nada|para nada)', 'me odio a mi (mismo|misma)', 'ganas de desaparecer', 'odio mi vida'],
    unless: ['(de risa|del trabajo|de esta semana|del calor|este calor|esta semana|este trabajo)'],
    catches: ['Ya no aguanto más, soy una carga para todos'],
    passes: ['No aguanto más este calor'],
  },
  {
    id: 'pt.suicide',
    kind: 'suicide',
    certainty: 'explicit',
    phrases: ['(quero|queria|vou|preciso|penso em|pensando em|vontade de|tentei|decidi) .. (morrer|me matar|suicidar|sumir para sempre|desaparecer para sempre|deixar de existir|nao acordar|acabar com tudo|acabar com minha vida|acabar com a minha vida|tirar minha vida|tirar a minha vida|tirar minha propria vida)', 'vou me (matar|suicidar)', '(quero|queria) estar (morto|morta)', 'nao (acordar|quero acordar) nunca mais', 'pronto para morrer', 'pronta para morrer', 'nao vale a pena (viver|continuar vivendo)', 'quero (me matar|morrer)', 'nao quero mais? (viver|existir|acordar|estar vivo|estar viva|continuar vivendo)', '(queria|quero|preferia) (estar morto|estar morta|nao ter nascido)', 'melhor sem mim', 'pensamentos suicidas', '(estou|sou|me sinto) suicida', '(me suicidar|suicidar)', '(carta de despedida|adeus para sempre)'],
    unless: ['de (rir|fome|vergonha|saudade|saudades|medo|sono|calor|frio|tedio|ciume|inveja|amor)', 'matar de (estudar|trabalhar|rir)', '(filme|serie|livro|noticia|personagem|prevencao|estatisticas|setembro amarelo)', 'viver (em|com|perto|aqui|sozinho)'],
    negatable: true,
    catches: ['Quero morrer, não aguento mais', 'Vou me matar hoje à noite', 'Não quero mais viver'],
    passes: ['Estou morrendo de fome', 'Quero morrer de rir com esse vídeo', 'Não quero viver em São Paulo'],
  },
  {
    id: 'pt.self-harm',
    kind: 'self_harm',
    certainty: 'explicit',
    phrases: ['(me corto|me cortei|me cortar|me cortando|cortar os pulsos|cortando os pulsos)', '(automutil*|me automutilo)', '(me machucar|me machuco|me ferir|me firo|me queimar|me queimo)'],
    unless: ['(cozinhando|cozinha|sem querer|jogando|futebol|acidente|cabelo|unhas)'],
    negatable: true,
    catches: ['Eu me corto quando fico ansiosa', 'Tenho vontade de me machucar'],
    passes: ['Cortei o cabelo ontem e me cortei sem querer com a tesoura'],
  },
  {
    id: 'fr.suicide',
    kind: 'suicide',
    certainty: 'explicit',
    phrases: ['(veux|voudrais|vais|envie de|pense a|penser a|decide de|essaye de|essaie de) .. (mourir|me tuer|me suicider|disparaitre pour toujours|en finir|mettre fin a mes jours|mettre fin a ma vie|ne plus me reveiller|ne plus exister)', 'je ne? veux plus (vivre|exister|me reveiller)', '(veux|voudrais) etre (mort|morte)', 'pret a mourir', 'prete a mourir', 'ne plus jamais me reveiller', 'ca ne vaut plus la peine de vivre', '(plus envie de vivre|marre de vivre|marre de la vie)', '(voudrais|prefererais) (etre mort|etre morte|ne jamais etre ne|ne jamais etre nee)', 'mieux sans moi', '(pensees suicidaires|idees suicidaires|idees noires)', 'suicidaire', '(me suicider|suicider)', '(lettre d adieu|lettre dadieu|c est un adieu|cest un adieu|adieu pour toujours)'],
    unless: ['(de rire|de faim|de honte|de froid|de chaud|d ennui|dennui|de soif|d envie|denvie)', '(mort de rire|mdr)', '(film|serie|livre|roman|personnage|prevention|statistiques|infos|actualite)'],
    negatable: true,
    catches: ["J'ai envie de mourir", 'Je vais me suicider ce soir', 'Je ne veux plus vivre', 'Je veux en finir'],
    passes: ['Je meurs de faim', 'Je vais mourir de rire', 'mort de rire mdr'],
  },
  {
    id: 'fr.self-harm',
    kind: 'self_harm',
    certainty: 'explicit',
    phrases: ['(me scarifier|je me scarifie|scarification*|me scarifie)', '(je me coupe|me couper|je me suis coupe|je me suis coupee) .. (bras|poignets|cuisses|encore|expres|quand)', '(me faire du mal|je me fais du mal|me blesser expres|automutil*)', '(me bruler|je me brule)'],
    unless: ['(en cuisinant|cuisine|sans faire expres|par accident|les cheveux|les ongles)'],
    negatable: true,
    catches: ['Je me scarifie depuis des mois', "J'ai envie de me faire du mal"],
    passes: ['Je me suis coupé en cuisinant'],
  },
  {
    id: 'de.suicide',
    kind: 'suicide',
    certainty: 'explicit',
    phrases: ['(will|mochte|moechte|wurde|werde|wunsche|sehne mich) .. (sterben|tot sein|fur immer verschwinden|mich umbringen|mir das leben nehmen|allem ein ende setzen|meinem leben ein ende setzen|schluss machen)', '(mich umbringen|mich umzubringen)', '(bringe|bring) mich (heute|jetzt|bald|morgen)? (nacht)? um', '(will|mochte|moechte) tot sein', 'nie mehr aufwachen', 'bereit zu sterben', 'das leben hat keinen sinn mehr', 'mir das leben (nehmen|zu nehmen)', 'nehme mir das leben', 'nicht mehr (leben|aufwachen|da sein|existieren|leben will|leben mochte)', '(lebensmude|lebensmuede)', 'lebensmude', '(wunschte|wunsche) .. (tot|nie geboren)', 'besser ohne mich', '(suizidgedanken|selbstmordgedanken|suizidal|suizidgefahrdet|selbstmordgefahrdet)', '(abschiedsbrief|das ist ein abschied|lebt wohl)'],
    unless: ['(lach mich tot|lache mich tot|totlachen|vor lachen|vor hunger|vor langeweile|vor durst|vor scham|zum sterben)', '(wird|werden|wurde) mich umbringen', '(film|serie|buch|roman|figur|pravention|statistik|nachrichten|studie)', 'schluss machen mit'],
    negatable: true,
    catches: ['Ich will sterben', 'Ich will nicht mehr leben', 'Ich bringe mich heute Nacht um', 'Ich habe Suizidgedanken'],
    passes: ['Ich lach mich tot', 'Ich sterbe vor Hunger', 'Mein Chef wird mich umbringen, wenn ich zu spät komme'],
  },
  {
    id: 'de.self-harm',
    kind: 'self_harm',
    certainty: 'explicit',
    phrases: ['(ritze|ritzen|geritzt|ritz)', 'selbstverletz*', '(mir weh tun|mir wehtun|mir wehzutun|verletze mich|mich verletzen|schneide mich|mich schneiden|mich selbst verletzen)'],
    unless: ['(beim kochen|aus versehen|beim sport|beim fussball|unfall)'],
    negatable: true,
    catches: ['Ich ritze mich wieder', 'Ich will mir weh tun'],
    passes: ['Ich habe mich beim Kochen geschnitten'],
  },
  {
    id: 'it.suicide',
    kind: 'suicide',
    certainty: 'explicit',
    phrases: ['(voglio|vorrei|desidero|voglia di|penso di|pensando di|sto per|ho deciso di|ho provato a) .. (morire|uccidermi|ammazzarmi|suicidarmi|farla finita|togliermi la vita|sparire per sempre|smettere di esistere)', 'mi voglio (uccidere|ammazzare|suicidare)', '(voglio|vorrei) essere (morto|morta)', 'non svegliarmi (mai)? piu', 'pronto a morire', 'pronta a morire', 'non vale la pena (vivere|di vivere)', '(mi uccido|mi ammazzo|mi suicido|la faccio finita)', 'non voglio piu? (vivere|esistere|svegliarmi)', 'vorrei (essere morto|essere morta|non essere mai nato|non essere mai nata)', 'meglio senza di me', '(pensieri suicidi|sono suicida)', '(suicidarmi|mi suicido)', '(lettera d addio|lettera daddio|addio per sempre)'],
    unless: ['(dal ridere|dalle risate|di noia|di fame|di caldo|di freddo|di vergogna|di sonno)', 'da morire', '(film|serie|libro|romanzo|personaggio|prevenzione|statistiche|notizie)', 'vivere (a|in|con|qui)'],
    negatable: true,
    catches: ['Voglio morire', 'Non voglio più vivere', 'Stasera la faccio finita, voglio farla finita', 'Ho pensieri suicidi'],
    passes: ['Muoio dal ridere', 'Mi piace da morire questa canzone', 'Non voglio vivere a Milano'],
  },
  {
    id: 'it.self-harm',
    kind: 'self_harm',
    certainty: 'explicit',
    phrases: ['(mi taglio|tagliarmi|mi sono tagliato|mi sono tagliata) .. (braccia|braccio|polsi|cosce|ancora|apposta|quando)', 'autolesion*', '(farmi del male|mi faccio del male|ferirmi|mi ferisco apposta|bruciarmi|mi brucio)'],
    unless: ['(cucinando|in cucina|per sbaglio|per caso|i capelli|le unghie|giocando)'],
    negatable: true,
    catches: ['Mi taglio le braccia quando sto male', 'Ho voglia di farmi del male'],
    passes: ['Mi sono tagliato cucinando'],
  },
];

const wordForSuicide: LexiconRule = {
  id: 'xx.suicide-word',
  kind: 'suicide',
  certainty: 'possible',
  phrases: ['(suicidio|suicidios|suicidarse|selbstmord*|suizid*|freitod|suicidaire)'],
  unless: ['@story'],
  negatable: true,
  catches: ['¿El suicidio es pecado?', 'Ich denke oft an Selbstmord'],
  passes: ['La película trata de un suicidio en 1920'],
};

/** Word groups of the suicideRules below. */
const suicideGroups: WordGroups = {
};

/** Folded in from patterns/suicide.ts: wishes to die, ending one's life, no reason to live, being a burden. */
const suicideRules: readonly LexiconRule[] = [
];

/** Word groups of the plansAndFinalityRules below. */
const planDrugs = [...(coreGroups.meds ?? []), 'tabs', 'sleeping tablets', 'heart pills', 'heart tablets', 'blood pressure pills', 'blood pressure tablets', 'bp tablets', 'bp pills', 'propranolol', 'amitriptyline', 'diazepam', 'lorazepam', 'clonazepam', 'tramadol', 'codeine', 'co codamol', 'cocodamol', 'oxys', 'oxycodone', 'methadone', 'warfarin', 'gabapentin', 'pregabalin', 'citalopram', 'fluoxetine', 'venlafaxine', 'mirtazapine', 'lithium pills', 'benadryl', 'nyquil', 'morphine patches', 'patches', 'ampoules', 'vials', 'everything in the cabinet', 'everything in the medicine cabinet'];
const plansAndFinalityGroups: WordGroups = {
  planDrugs,
  // Ten and more: an amount no one takes by mistake or by prescription.
  planMany: [...Array.from({ length: 191 }, (_, n) => String(n + 10)), 'ten', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'a hundred', 'the whole', 'a whole', 'a handful of', 'handfuls of', 'loads of', 'a load of', 'a bunch of'],
  planOutcome: [...(coreGroups.lethal ?? []), 'not waking up', 'to sleep for good', 'for good', 'make my heart stop', 'stop my heart', 'stop it for good', 'shut down your liver', 'shut down my liver', 'shut down the liver', 'too many to wake up from', 'too many to wake', 'for it to work', 'for it to be certain', 'be certain', 'certainly fatal', 'deadly', 'kills you', 'kills u', 'kill you', 'just be done', 'just go to sleep'],
  planHeight: ['floor', 'floors', 'storey', 'storeys', 'story building', 'stories', 'balcony', 'roof', 'window', 'bridge', 'multi storey', 'multistorey', 'car park', 'parking garage', 'building', 'atrium', 'loft', 'cliff', 'drop', 'fall', 'metres', 'meters', 'feet', 'water'],
  planEdge: ['edge', 'ledge', 'platform', 'tracks', 'bridge', 'railing', 'balcony', 'roof', 'cliff', 'cliffs', 'wheel', 'bend', 'bridge support', 'top level', 'top floor'],
  planMeans: ['rope', 'noose', 'shotgun', 'gun', 'pistol', 'rifle', 'revolver', 'firearm', 'charcoal', 'helium', 'insulin', 'insulin pens', 'morphine', 'blades', 'razor blade', 'the stockpile', 'my stockpile', ...planDrugs],
  planBelongings: ['stuff', 'things', 'belongings', 'possessions', 'cat', 'dog', 'pet', 'pets', 'guitar', 'games', 'xbox', 'ps5', 'playstation', 'console', 'clothes', 'books', 'textbooks', 'collection', 'record collection', 'jewelry', 'jewellery', 'ring', 'watch', 'good watch', 'tools', 'laptop', 'car', 'savings', 'records', 'vinyls', 'plants', 'chain', 'gold chain', 'camera', 'good camera', 'bike', 'jacket', 'favourite jacket', 'favorite jacket', 'bracelet', 'diary'],
  planNotTrip: ['moving', 'move', 'moved', 'abroad', 'emigrat*', 'relocat*', 'deploy*', 'study abroad', 'gap year', 'exchange', 'holiday', 'vacation', 'trip', 'flight', 'visa', 'new job', 'new life in'],
  // Signs of affairs put in order, each ordinary alone; two in one sentence are not (en.affairs-in-order).
  planAffairs: ['cancelled my gym', 'canceled my gym', 'cancelled my subscriptions', 'canceled my subscriptions', 'cancelled my phone contract', 'cancelled my memberships', 'cancelled all my subscriptions', 'paid off my phone', 'paid off my credit card', 'paid off my debts', 'paid off my card', 'paid back the money', 'cleared my debts', 'deleted all my socials', 'deleted my socials', 'deleted all my social media', 'deleted my social media', 'deleted all her social media', 'deleted all his social media', 'deleted her socials', 'deleted his socials', 'deleted my accounts', 'wrote my will', 'written my will', 'wrote a will', 'written a will', 'sorted my will', 'left the door key', 'left the keys', 'left my keys', 'handed back my keys', 'wrote down my bank passwords', 'moved my savings', 'gave my cat', 'gave my dog', 'given my plants', 'given away my', 'gave away my', 'gave away her', 'gave away his', 'given away her', 'given away his', 'left instructions', 'left a letter', 'letters to everyone', 'put my stuff in labeled boxes', 'put my stuff in labelled boxes', 'everything sorted', 'everything is sorted', 'everything is in order', 'leave things tidy', 'loose ends', 'funeral playlist', 'funeral plans', 'left my bank pins', 'my passwords in an envelope', 'will not need it', 'will not need them', 'will not be needing it', 'will not be needing them', 'do not need any of it'],
  // How it feels once they are done: counts only beside one of the acts above.
  planCalm: ['feels calm', 'feel calm', 'feels weirdly calm', 'feel weirdly calm', 'feel very calm', 'feels very calm', 'feels weirdly peaceful', 'feels peaceful', 'at peace', 'made my peace'],
  // Fiction and games, without "story": "she put it on her story" is a social media post.
  planFiction: ['novel', 'book', 'film', 'movie', 'show', 'series', 'episode', 'character', 'characters', 'plot', 'game', 'fiction', 'chapter', 'scene', 'script', 'screenplay'],
  planGivingAway: ['charity', 'charity shop', 'donat*', 'goodwill', 'declutter*', 'decluttering', 'marie kondo', 'outgrew', 'outgrown', 'upgrade*', 'new one', 'present', 'gift for', 'christmas present', 'selling', 'sold it', 'allerg*', 'landlord said', 'moving'],
};

/** Folded in from patterns/plans-and-means.ts and patterns/finality.ts: methods, means, plans, timing, farewells and affairs put in order. */
const plansAndFinalityRules: readonly LexiconRule[] = [
  {
    id: 'en.amount-it-would-take',
    kind: 'suicide',
    certainty: 'explicit',
    phrases: [
      'how (many|much) ... @planDrugs ... (would|does|will|is) it take',
      'how (many|much) ... @planDrugs ... (it would take|it will take|would be enough|is enough|be enough)',
      '(would|is|are) @planMany of (them|these|those) (be)? enough',
      'stop (taking)? my (insulin|meds|medication|heart pills) ... how long (would|does|will) it take',
      'how (many|much) ... @planDrugs ... @planOutcome',
      'how (many|much) (of)? (my|mums|moms|dads|nans|his|her)? @planDrugs (would|does|will) it take',
      '(max|maximum) (number|amount|dose) ... before it (becomes|is|gets) (deadly|lethal|fatal)',
      '(max|maximum) (number|amount|dose) ... before it kills',
      'how (many|much) ... would (put|send) (me|a person|someone|a non diabetic) to sleep for good',
      '(would|is|are) @planMany ... @planDrugs ... enough',
      '(would|is|are) @planMany ... @planDrugs ... (be)? enough',
      'know (exactly)? how (many|much) ... it would take',
    ],
    unless: ['@story', '(dog|dogs|cat|cats|puppy|kitten|pet|horse|vet)', 'it take to (work|kick in|help|feel|start working|wear off|leave my system|get out of)', 'for (my|the|a) (pain|headache|cold|flu|fever|cramps|period|migraine|toothache|back)', '(safe|safely|recommended|normal|usual|prescribed|per day|a day|daily|between doses)', '(kill|hurt|finish|make|poison|harm) (someone|somebody|a person|a man|a woman|an adult|him|her|them|my mom in law)'],
    negatable: true,
    catches: ['how many of my sleeping tablets would it take', 'how much of my insulin would it take to stop my heart', 'is 40 co codamol enough or do I need more', 'what is the max number of lithium pills before it becomes deadly'],
    passes: ['how many paracetamol can I safely take a day', 'how long does sertraline take to kick in, how many weeks would it take', 'my cat ate two of my pills, how many would be deadly'],
  },
  {
    id: 'en.amount-to-harm-someone',
    kind: 'harm_to_others',
    certainty: 'explicit',
    phrases: [
      'how (many|much) ... (would|does|will) it take ... (to)? (kill|finish|hurt|poison|make|put) .. (someone|somebody|a person|him|her|them|a man|a woman|an adult|my)',
      'how long _ (takes|take) to cause a (fatal|lethal)',
      '(upping|up|double|doubling|increase|increasing) (her|his|their) (sedatives|meds|medication|pills|dose|insulin) so (she|he|they) (would|will)? (just)? (go|die|not wake up)',
      'how (many|much) @planDrugs? (of)? _? (would|will|does) (kill|hurt|finish off) (a|an|someone|somebody|him|her) ',
      'how (hard|long) ... (hit|without air|under a pillow) ... (to die|kill them|kill him|kill her|for it to actually kill)',
      'how long (would|does) it take for (someone|anyone|people) to notice if',
      'how long (does|would) insulin take to cause',
    ],
    unless: ['@story', '(dog|dogs|cat|cats|puppy|pet|horse|vet|weeds|rats|mice|slugs|wasps)', 'it take to (work|kick in|help|feel|start working)', '(safe|safely|recommended|prescribed|per day|a day)'],
    catches: ['how much antifreeze would it take to make someone really sick', 'how much of my wifes warfarin would it take to make someone bleed out', 'how hard do you have to hit someone in the head for it to actually kill them'],
    passes: ['how much flour would it take to make a cake for twelve', 'how much would it take to hire someone to paint the house'],
  },
  {
    id: 'en.overdose-on',
    kind: 'suicide',
    certainty: 'possible',
    phrases: ['can (you|i|someone|a person|people) (overdose|die|od) (on|from)'],
    unless: ['@story', '(vitamin|vitamins|water|caffeine|coffee|fiber|fibre|carrots|nutmeg|sugar|protein|oxygen|dog|cat|pet|puppy|kid|toddler|baby|accidentally|by accident)'],
    catches: ['can you overdose on benadryl', 'can i die from sleeping pills'],
    passes: ['can you overdose on vitamin d', 'can you die from drinking too much water'],
  },
  {
    id: 'en.overdose-taken',
    kind: 'suicide',
    certainty: 'explicit',
    phrases: [
      '(took|taken|swallowed|downed|necked|had|ate|chugged|popped) (about|around|like|roughly|maybe|nearly)? @planMany (of)? (my|the|his|her|mums|moms|dads|nans|my mums|my moms|my dads|my mom|my own)? _? _? @planDrugs',
      '(took|taken|swallowed|downed) (the|a) (whole)? (strip|packet|box|bottle|blister) of _? @planDrugs',
      '(took|taken|swallowed|downed) (all|everything|the rest) (of)? (my|the|his|her)? _? @planDrugs (at once|in one go|together)',
      '@planMany (of)? (my|the|his|her)? _? @planDrugs ... (an hour ago|hour ago|minutes ago|mins ago|just now|and now|cannot wake|can not wake|groggy|to see how many|did not work|woke up)',
    ],
    unless: ['@story', '(mg|mcg|ml|milligrams|micrograms|iu|drops|puffs)', '(accidentally|by accident|by mistake|forgot i had|double dosed)', '(as prescribed|vitamins|supplements|every day|every morning|every night|daily|with food|like the doctor said|course of antibiotics)', '(dog|cat|puppy|pet|kid|toddler|baby) (ate|took|swallowed|got into)'],
    negatable: true,
    catches: ['i took about thirty of my own propranolol an hour ago', 'I swallowed around 30 of my mom bp tablets', 'last night i took the whole strip of codeine'],
    passes: ['I took two paracetamol for my headache', 'I accidentally took 10 of my vitamins at once', 'we all took our meds at the same time this morning'],
  },
  {
    id: 'en.means-kept-close',
    kind: 'suicide',
    certainty: 'explicit',
    phrases: [
      '@planMeans ... (keep looking|keep thinking|keep staring|keep touching|keep checking|keep going back|just knowing|knowing it is there|knowing they are there|i have enough now|is nearly enough|is enough now|i think is enough|counting them|counted them|lined up|sitting in the fridge|still in the fridge|just in case the feeling|just in case the urge)',
      '(rope|noose|shotgun|gun|pistol|rifle|revolver|charcoal|helium|razor blade) ... (under my bed|in my drawer|in my wardrobe|in my closet|in my trunk|in my car trunk|in my purse|in my bag)',
      '(saving|saved|stockpiling|hoarding|collecting|stashing) (my|mums|moms|nans|dads|the|his|her) _? _? @planDrugs',
      '(keep|keeps) thinking about (my|his|her|the|dads|my dads|my grandads) _? _? (gun|shotgun|rifle|pistol|revolver|rope)',
      '(the|a|my) (rope|noose) is (in|under) (my|the)',
      '(gun|shotgun|rifle|pistol) ... i know where the key',
      '(sitting|sat) with (my|his|a|dads|my dads) (gun|shotgun|pistol|rifle|revolver) (in my lap|in my hand|to my)',
      '(rope|tree|gun|shotgun) ... my way out',
      '(kept|keep|keeping|saved|saving) all my @planDrugs ... (in one box|enough)',
      '(rope|noose|gun|shotgun|rifle) ... (is|are) ready',
      '(think|thinking|thought) about (the|that|my|his|her|dads|mums) (bottle|box|packet|stash|pile) of _? @planDrugs',
    ],
    unless: ['@planFiction', '(camping|climbing|sailing|boat|dog lead|hunting|range|shooting club|clay pigeon|deer|farm work|pest|vermin|diabetic cat|diabetic dog|my diabetes|type 1|blood sugar|hypo|refill|pharmacy)', '(safe|safely|locked away|gun safe) .. (kids|children)'],
    negatable: true,
    catches: ['my grandads shotgun is still in the loft and i keep thinking about it', 'the rope is in my car', 'charcoal and tape are in my car trunk, just knowing it is there makes me calm', 'theres a gun in my dads closet and i know where the key is'],
    passes: ['the rope is in my car for the climbing trip on saturday', 'I keep my insulin pens in the fridge door'],
  },
  {
    id: 'en.noose-practice',
    kind: 'suicide',
    certainty: 'explicit',
    phrases: ['(practising|practicing|practised|practiced|practice|learned|learning|looked up how) (tying|to tie|how to tie) (the|a)? (knot|noose)', '(tying|tied|tie) the knot ... (just to see|if i could|practice|practising|practicing|properly|strong enough)'],
    unless: ['(wedding|married|marry|engaged|fiance|fiancee|bride|groom|sailing|boat|scouts|climbing|fishing|tie for|necktie|bow tie)'],
    catches: ['ive been practising tying the knot. just to see if i could', 'I looked up how to tie a noose'],
    passes: ['we are finally tying the knot next june', 'I have been practising tying a bowline knot for sailing'],
  },
  {
    id: 'en.height-and-depth',
    kind: 'suicide',
    certainty: 'explicit',
    phrases: [
      '(what|which) (floor|height|storey|level) ... (to be sure|to be certain|certain|certainly|for it to work|fatal|be enough|to die|to jump)',
      'from (what|which) (floor|height) ... (fatal|certain|die|to be sure)',
      '(is|would|are) (a|the|my)? _? @planHeight .. (high|tall|far|deep) enough',
      '(high|tall|far|deep) enough ... (to be sure|to be certain|for it to work|to die|or too low|or do i need to go higher|do i need to go higher)',
      '(is|would|are) (jumping from)? (the|a)? _? @planHeight ... (enough|too low) (to be certain|to be sure|or)',
      'how (deep|high|tall|far) ... (have|need|needs|has) to be ... (for it to work|to be certain|to be sure|to die)',
      'how (deep|high|tall|far|many metres|many meters|many floors|many feet) ... (for it to work|to be certain|to be sure|for a fall to be certain|fall to be certain|survive the fall|for it to be certain|not survive)',
      'how long (it takes|does it take|would it take|it would take) to (drown|bleed out|suffocate)',
      '(survive|survived|survives) the fall from',
      'tall the (multistorey|multi storey|building|bridge|car park) .. is .. (enough|floors)',
    ],
    unless: ['@story', '(truck|lorry|van|bus|boat|clearance|headroom|privacy|bungee|skydiv*|parachut*|cliff div*|climb*|hik*|paraglid*|zip line|trampoline|swimming|lifeguard|snorkel*|scuba|diving|freediv*|kite|drone|wifi|signal|reception|sunlight|ladder|shelf|ceiling|curtains|gutter|antenna|view|views|plant|plants|cat|dog|pet|toddler|baby|gate|fence for)'],
    catches: ['what floor would you need to jump from to be sure', 'is the 6th floor of the parking garage high enough or do i need to go higher', 'how deep does the water have to be under a bridge for it to work', 'i keep googling how long it takes to drown in cold water'],
    passes: ['is the 3rd floor balcony high enough for a telescope view', 'how high does a fence need to be for a cat'],
  },
  {
    id: 'en.painless-way',
    kind: 'suicide',
    certainty: 'explicit',
    phrases: ['(least painful|most painless|painless|quickest|fastest|easiest|surest|most peaceful|most reliable|quietest|best) (way|ways|method|methods|means) (to|2|of|for) (go|die|end|do it|kill|going|dying|ending|check out|lose consciousness|not wake|disappear for good)', 'lose consciousness permanently'],
    unless: ['@story', '(dog|cat|pet|fish|hamster|rabbit|weeds|mice|rats|lobster|crab)', 'go (to|from|about|through|back|home|abroad|vegan|viral|public)', 'to go (to|from|about|through|back|home|abroad|vegan|viral|public)', 'kill (time|the|weeds|a|it)', 'end (the|a|an|this) _? (call|meeting|email|letter|relationship|conversation|speech|essay|story)'],
    negatable: true,
    catches: ['whats the quickest way 2 die that doesnt hurt', 'Can you tell me the quickest way to lose consciousness permanently?'],
    passes: ['what is the easiest way to end a long email politely', 'best way to kill time on a long flight', 'most painless way to end a relationship'],
  },
  {
    id: 'en.is-it-painful',
    kind: 'suicide',
    certainty: 'explicit',
    phrases: ['(is|would|does) (drowning|hanging|bleeding out|jumping|an overdose|overdosing|suffocating|freezing to death|carbon monoxide|an insulin overdose) (be)? (painful|painless|quick|slow|peaceful|certain|hurt)', 'asking for (me|myself) not (for)? (a|the) (story|friend|book|novel|class)', 'not for a story (before you ask|i promise|asking for me)'],
    unless: ['@story', '(dog|cat|pet|fish|lobster|crab|baby|toddler)'],
    catches: ['Is drowning painful? Asking for me, not for a story.', 'does an insulin overdose hurt'],
    passes: ['Is drowning painful for fish in a net?', 'in the novel, is hanging painful for the villain'],
  },
  {
    id: 'en.place-looked-at',
    kind: 'suicide',
    certainty: 'explicit',
    phrases: [
      'i know (which|the|a) (bridge|cliff|multi storey|multistorey|train line|drop)',
      '(driven|drove|driving|walked|walking|been) past (it|the bridge|the cliff|the edge) ... (looking|times|know where)',
      '(looking|looked|staring|stared|peering|peered) (down|over the edge|at the drop|at the edge|at the tracks|at the water|at the rocks|at the ground) ... (high enough|far enough|jump|end it|how far|work out if|if it is)',
      '(top level|roof|top floor|edge|bridge) ... no (fence|railing|barrier)',
      'the one with the low (railing|fence|wall)',
      '(stopping|stopped|stops) on the bridge ... (staring|stares|looking) at the water',
      '(standing|stood|sitting|sat) (on|at) (the|my|a) @planEdge ... (deciding|wondering whether|almost did|nearly did|looking down)',
      '(stood|standing) on the (train)? platform ... (closer to the edge|almost did|nearly did)',
    ],
    unless: ['@story', '(to take|to cross|to avoid|traffic|route|directions|shortcut|way home)', '(to meet|for the photo|for photos|picnic|wedding|the view|tourist|sightseeing|vertigo|scared of heights|afraid of heights|fear of heights|sunset|stargazing|birdwatching|fishing|surf|surfing|kayak*|sailing)'],
    catches: ['i know which bridge. ive driven past it three times this week just looking', 'came home and sat on the balcony for ages looking down, trying to work out if its high enough', 'stood on the train platform tonight way closer to the edge than i should have'],
    passes: ['I know a bridge with the best view of the sunset', 'we sat on the edge of the pier fishing for two hours'],
  },
  {
    id: 'en.nearly-did-it',
    kind: 'suicide',
    certainty: 'explicit',
    phrases: [
      '@planEdge ... (next time i might|next time i will|i nearly did|i almost did|nearly did it|almost did it|did not this time)',
      '(nearly|almost) (stepped off|stepped out in front|went through with it)',
      '(think|thinking|thought|urge|want|wanted|tempted|imagine|imagining) ... (let|letting) go of the (wheel|steering wheel|railing|ledge)',
      '(think|thinking|thought|urge|want|wanted|tempted|imagine|imagining) ... (drive|driving|steer|steering|swerve|swerving) (my car)? (off|into) (the|a) (bridge|cliff|wall|tree|river|sea|lorry|truck|oncoming|bridge support)',
    ],
    unless: ['@story', '(climbing|rope|swing|zip line|cruise control|autopilot|hands free|lane assist|ice|icy|skid|aquaplan*|missed the train|missed my train|game|level|boss fight)'],
    catches: ['when i drive home i think about just letting go of the wheel at the bend', 'drove to the cliffs last night and sat at the edge for two hours, almost did it', 'i think about just steering into the bridge support on the bypass'],
    passes: ['I nearly let go of the rope on the climbing wall and laughed', 'the car started to skid on the icy bend and i almost let go of the wheel'],
  },
  {
    id: 'en.almost-did-it',
    kind: 'suicide',
    certainty: 'possible',
    phrases: ['(almost|nearly) did it', '(tonight|today) i (nearly|almost) did', 'rope snapped'],
    unless: ['@story', '(climbing|swing|tow|towing|boat|tug|tug of war|tent|washing line|clothesline)', '(exam|test|quit|proposal|propose|asked|ask her|ask him|marathon|tattoo|haircut|lol|haha|game|level|won|win|record|jump in the lake)'],
    catches: ['I was on the roof of my building for an hour. almost did it.', 'tried last night. rope snapped.'],
    passes: ['almost did it, so close to a new personal record in the marathon'],
  },
  {
    id: 'en.hoping-for-death',
    kind: 'suicide',
    certainty: 'explicit',
    phrases: ['(hope|wish|pray|praying|hoping|wishing) (that)? i (get|got|would get|will get|could get|get) (hit by|run over|killed|struck by|shot|cancer|a terminal|in a crash|into a crash)', '(hope|wish|pray) (the|a|my) (plane|car|bus|train) (crashes|would crash|hits me|would hit me)', 'would solve (everything|all my problems|it all) ... (if i|me gone|i died|i was gone|dead)'],
    unless: ['@story', '(lol|haha|jk|joking|kidding|lmao)', 'get (hit by|struck by) (the|a) (promotion|idea|inspiration|lottery)'],
    negatable: true,
    catches: ['I hope I get hit by a bus on the way to work', 'i keep praying i get cancer'],
    passes: ['I hope I get hit by inspiration soon lol', 'I hope I get the job'],
  },
  {
    id: 'en.attempt-made',
    kind: 'suicide',
    certainty: 'explicit',
    phrases: [
      '(jumped|stepped|walked|ran|threw myself|drove) (out)? (in front of|off|from|into) ... (on purpose|deliberately|to die|trying to die|to end it|it did not work|the driver braked)',
      '(overdosed|od) (last night|yesterday|last week|again|on saturday)',
      'woke up (this morning)? (anyway|in hospital|in the hospital|in icu|in a and e) ... (can not even|cannot even|failed|did not work|pills|overdose|tried)',
      '(tried|attempted) (last night|last nigth|yesterday|last week) (but|and)? (it did not work|it failed|did not work|woke up|i woke up|i survived|the rope|the belt)',
      'found me (in time|just in time|before it was too late)',
      '(angry|disappointed|upset|gutted|sad) (that)? i (was|am) still (here|alive)',
      '(disappointed|angry|upset|gutted) (that)? i woke up',
      '(swallowed|took) the (packet|bottle|box|strip) ... (a and e|hospital|kept me)',
      '(do|doing) it (properly|right) next time',
      'next time (i|he|she) (will|will not|would) (do it|get it|mess it up) (properly|right|up)?',
      'next time i will not mess it up',
      '(will|going to) do it properly next time',
      'tried ... (rope|belt) (snapped|broke)',
      'the thing i used (snapped|broke)',
    ],
    unless: ['@story', '(tried|attempted) once before to', '(prank|dare|parkour|stunt|bungee|exam|test|recipe|cake|bake|driving test|interview|diet|quit smoking|ollie|trick)'],
    catches: ['i tried last night but it didnt work', 'i tried last nigth but the belt broke', 'overdosed last night, woke up this morning anyway', 'brother ODd last night, says hell do it properly next time'],
    passes: ['I tried last night to call you but you were out', 'next time I will get the recipe right', 'I tried once before to run a marathon'],
  },
  {
    id: 'en.engine-running',
    kind: 'suicide',
    certainty: 'explicit',
    phrases: ['(garage|car) ... engine (running|on) ... (garage|door down|door closed|door shut|think about|thinking about|just to see|not turning it off)', 'garage ... (with the engine running|engine running)', '(garage|car) ... (length of|a) hose', 'the (engine|car) running and the (garage)? door (down|closed|shut)'],
    unless: ['@story', '(warm up|warming up|warm the car|defrost|frost|mechanic|mot|service|battery|jump start|diagnostic|oil change|garden hose|hosepipe ban|wash the car|washing the car)'],
    catches: ['some nights I sit in the car in the closed garage with the engine running', 'I have got the garage and the car and a length of hose'],
    passes: ['we washed the car outside the garage with the garden hose', 'the mechanic at the garage kept the engine running to test it'],
  },
  {
    id: 'en.day-chosen',
    kind: 'suicide',
    certainty: 'possible',
    phrases: [
      '(i|i have|i already|already) (picked|chose|chosen|set|decided on) (the|a|my own) (day|date)',
      '(tomorrow|tonight|friday|saturday|sunday|monday|tuesday|wednesday|thursday|this weekend) is the (day|night)',
      '(the)? (decision|decisions) (is|has been|already|is already|been) (already)? made',
      'i only seem better because i (have)? decided',
      '(waiting|wait) for the right (moment|time) to go',
      'i (am|am not) going on a long trip and i am not coming back',
      'i am not coming back',
    ],
    unless: ['@story', '(day|date|night) (for|of) (the|our|my|his|her|a)', '(exam|exams|interview|launch|match|game|race|party|concert|gig|big day|first day|surgery|results|flight|marathon|premiere|opening|recital|presentation|show|date night|first date|due date|court|job|offer|university|uni|college|house|flat|apartment|company|team|hire|contract|excited|cannot wait|wish me luck|finally|restaurant|hotel|store|shop|gym|salon|review|back to|back here|back there|back until|back after|back next|back for)'],
    catches: ['I have picked the date. it will be after my mums birthday', 'tomorrow is the day. i feel weirdly at peace', 'i feel like the decisions already made'],
    passes: ['tomorrow is the day of my big exam, wish me luck', 'we have picked the date for the wedding', 'I am not coming back to this restaurant'],
  },
  {
    id: 'en.not-making-it',
    kind: 'suicide',
    certainty: 'explicit',
    phrases: [
      '(will not|wont|probably will not|do not think i will|might not|not going to) make it (to|until|till|past) (my|your|her|his|the)? _? (june|july|august|september|october|november|december|january|february|march|april|christmas|birthday|next year|new year|spring|summer|autumn|winter|holidays|graduation|wedding)',
      'will be gone (before|by) (christmas|summer|spring|the end|next|new year|the new year|his|her|my|anyone)',
      '(would like|want|wish|rather) to be gone (before|by|soon)',
      '(will not|do not|does not|wont|not) (need|be needing) .. where (i am|he is|she is|they are) going',
      '(need|needing) (it|them|any of it|anything|these|those) where (i am|he is|she is|they are) going',
      '(do not|not) plan on needing (it|them|this|anything) after',
      'be joining them soon',
      '(signing|checking) off for good',
      'checking out for good',
    ],
    unless: ['@story', '(sick|ill|covid|flu|working|busy|afford|babysitter|sorry|at the|for dinner|for lunch|for drinks|pub|bar|party)', '(flight|ticket|visa|booked|budget|deadline|shift|rota|traffic|delayed|late|holiday|vacation|trip|moving|deployment|abroad|travel*|camping|hiking|hospital bag|luggage|suitcase|packing)'],
    catches: ['honestly i probably wont make it to june', 'sold the tools, dont need any of it where im going', 'my twin keeps saying shell be gone before christmas', 'im checking out for good soon'],
    passes: ['I will not make it to the party, my flight is delayed', 'I will not need a coat where I am going on holiday, it is 30 degrees'],
  },
  {
    id: 'en.last-time-seen',
    kind: 'suicide',
    certainty: 'explicit',
    phrases: ['the last (day|time|night) for everything', 'something to remember me by', 'last time (they|you|anyone|everyone) (will|would)? (all)? (ever)? see me', 'one last good day with me', '(will not|not) be (reachable|contactable|around|here|online) ... permanently', 'remember me smiling'],
    unless: ['@story', '@planNotTrip'],
    catches: ['I sat in the corner thinking this is the last time they will all see me', 'I want to give my sister something to remember me by'],
    passes: ['before I move abroad I want to give her something to remember me by', 'in the show he says this is the last time you will see me'],
  },
  {
    id: 'en.burden-fixed',
    kind: 'suicide',
    certainty: 'explicit',
    phrases: ['(burden|a weight|dead weight|a drain|a waste of space) ... (better off|insurance money|fix that|permanently|for good|do them a favour|do them a favor|everyone a favour|everyone a favor)', 'better off with the (life)? insurance (money|payout)'],
    unless: ['@story', '(plumber|builder|mechanic|electrician|dentist|leak|tap|boiler|bug|code|car|roof|door|printer|laptop|phone|pipe|wifi|router|server|crack|hole|issue at work|ticket|hair|skin|acne|posture)'],
    catches: ['feel like a burden on literally everyone, planning to fix that permanently', 'he says we would all be better off with the insurance money'],
    passes: ['the plumber will fix that permanently next week', 'I want to fix this acne for good'],
  },
  {
    id: 'en.done-waiting',
    kind: 'suicide',
    certainty: 'explicit',
    phrases: ['not (gotten|got|been getting) better in ... (years|months|decade) ... (done|finished|tired|give up|no more)', 'done (waiting|pretending|fighting) ... (for it to get better|to get better|anymore|for good)', 'not the (i am)? tired done', 'i am finished arguing with it'],
    unless: ['@story', '(job|cv|resume|boss|work|school|class|homework|relationship|him|her|diet)'],
    catches: ['It has not gotten better in eleven years and I am done waiting.', 'honestly im done. done done. not the im tired done'],
    passes: ['im done with this job. like done done. help me fix my cv', 'I am done waiting for the bus, I will walk'],
  },
  {
    id: 'en.letters-left',
    kind: 'suicide',
    certainty: 'possible',
    phrases: ['(written|wrote|writing|left|leaving) (letters|notes) (to|for) (each of|all of|every one of)? (my|everyone|everybody|the kids|mum|mom|each)', '(a letter|a note) for each of', '(letters|notes) (for|to) (everyone|my) ... (drawer|toolbox|will find|just in case|explain|in the desk)', '(giving|gave|give) (my)? _? _? away ... (one by one|so nobody notices|so no one notices|one piece at a time)', '(giving|gave) my _ _? to _ _? one (piece|thing) at a time'],
    unless: ['@planFiction', '(christmas|birthday|thank you|thank-you|pen pal|penpal|santa|valentine|anniversary|wedding|graduation|school|teacher|assignment|class|cover letter|application|complaint|council|landlord about|reference)'],
    catches: ['wrote letters for my mum and my sister, theyre in my desk drawer', 'I have started giving my books away to friends, one by one, so nobody notices'],
    passes: ['I wrote letters to my kids for christmas', 'I wrote a letter to my landlord about the damp'],
  },
  {
    id: 'en.belongings-given',
    kind: 'suicide',
    certainty: 'possible',
    phrases: [
      '(gave|giving|give|gifted|handed|have give|given) (away)? (all)? (my|her|his|him my|her my|them my) _? @planBelongings (away)? (to|and)',
      '(gave|giving|give|given|gifted|handed) away (all)? (my|her|his) _? @planBelongings',
      '(can|will|should) have my _? @planBelongings',
      'who gets (the|my) @planBelongings',
      '(gave|given|rehomed) (my|the) (dog|cat|pet|pets) (to|away)',
      '(look after|take care of|keep|have) (my|her|his) (dog|cat|pet|pets|fish|rabbit|hamster) ... (for good|forever|from now on|permanently)',
      '(mum|mom|dad|sister|brother|she|he) will get (the|my) (cat|dog|car|house|stuff)',
      '(passwords|pins|pin) ... (for|to) my (partner|wife|husband|mum|mom|dad|family|sister|brother|best friend)',
      'sent my (best friend|sister|brother|partner|mum|mom) my passwords',
    ],
    unless: ['@planFiction', '@planGivingAway', '(joke|joking|jokes|kidding|healthy|while she is alive|while he is alive|while they are alive)', '(baby|mechanic|repair|service|fit|fits|too small|library|school|vet|adopt*|foster*|wifi|netflix|spotify|streaming|router)', '(while i am|while we are|for the weekend|for the week|for a week|for two weeks|while i am away|when i am away|on holiday|on vacation|lend|borrow|back when)'],
    catches: ['gave my cat to my neighbour today, she will take better care of her than i could', 'told my best mate he can have my guitar and my vinyls', 'she asked me to look after her dog for good'],
    passes: ['I gave my old clothes to the charity shop', 'can you look after my cat for the weekend', 'my sister will have my car while I am away'],
  },
  {
    id: 'en.doing-it-when',
    kind: 'suicide',
    certainty: 'explicit',
    phrases: [
      '(my plan is to|i plan to|planning to|i will|i am going to|going to) (finally|just)? (do it|go through with it) ... (when|after|once|while) (my|the|everyone|no one|nobody|everybody|she|he|they) _? _? (goes|go|leaves|leave|is gone|are gone|away|asleep|at work|out)',
      '(my plan is to|i plan to|planning to|i will|i am going to|going to) (finally|just)? (do it|go through with it) ... (one last|last good day|goodbye|on my birthday|on the anniversary)',
      'after (my|his|her|the) _ _? (on _)? i will (finally|just)? do it',
      'my plan is to do it',
    ],
    unless: ['@story', '(homework|essay|assignment|laundry|taxes|presentation|exam|revision|workout|marathon|dishes|ask her out|ask him out|propose|proposal|tattoo|haircut|paint|painting|surprise|renovat*|decorat*|move out|clean|cleaning|tell him|tell her|tell them|tell my)'],
    negatable: true,
    catches: ['my plan is to do it when my flatmate goes home for christmas', 'I am going to do it when everyone is asleep, I already said goodbye'],
    passes: ['I am going to do it when my parents go away, finally paint my room', 'my plan is to finish the essay tonight'],
  },
  {
    id: 'en.affairs-in-order',
    kind: 'suicide',
    certainty: 'possible',
    phrases: [
      '@planAffairs ... (@planAffairs|@planCalm)',
      '@planCalm ... @planAffairs',
      '(gave|giving|give|given|handed) ... (because|since|as)? i (will not|do not|no longer) (be)? (need|needing) (it|them|any of it)',
      '(will not|do not plan on|not going to) (need|needing|be needing) (it|them|the app|this|my phone|any of it|the flat|the car) (after|past) (this|next|friday|saturday|sunday|monday|tuesday|wednesday|thursday|the)',
    ],
    unless: ['@planFiction', '@planNotTrip', '@planGivingAway', '(joke|joking|kidding|new phone|new laptop|upgrade|lease|contract ends|end of term|semester|graduat*|retir*)', '(saving for|save money|saving money|budget*|mortgage|house|debt free|new year|solicitor|lawyer|attorney|estate|executor|financial advisor|notary|probate)'],
    catches: ['i deleted all my socials, paid back the money i owed my brother and left the door key with the neighbour', 'I gave mum my grandmothers ring because I will not be needing it'],
    passes: ['I cancelled my gym and paid off my credit card because I am moving to Spain', 'I will not need the car after friday, I sold it'],
  },
  {
    id: 'en.affairs-cues',
    kind: 'suicide',
    certainty: 'cue',
    phrases: [
      '(cancelled|canceled|cancelling|canceling|ended|stopped) (my|all my|the)? (gym|membership|memberships|subscription|subscriptions|phone contract|contract|direct debits|insurance)',
      '(paid off|paying off|cleared|settled|paid back) (my|all my|the)? (phone|debt|debts|card|credit card|loan|loans|bills|tab|the money)',
      '(wrote|written|writing|made|making|updated|finished|signed|sorted) (a|my|out my) (will|wills|obituary)',
      '(deleted|deleting|closed|closing|wiped) (all)? (my)? (socials|social media|accounts|instagram|facebook|profiles|profile)',
      '(left|gave|handed|returned) (back)? (my|the) (door)? (keys|key|laptop|badge) (with|to|for|on)',
      '(thank you|thanks) for (everything|all the chats)',
      'you have been a good (friend|advisor|listener)',
      'take care of yourself for me',
      '(tying|tie|tied) up (all)? (the|my)? loose ends',
      '(everything|things|stuff) (is|are) (tidy|sorted|in order) (now)?',
      'leave things tidy',
      '(get|getting|got) my (admin|affairs|paperwork) sorted',
      '(made|make|making|at) (my)? peace with (it|everything|my decision|the decision)',
      '(wrote|written|sorted|planned|planning) (my|a) funeral (playlist|plans|plan|songs)',
      '(moved|transferred|put) (all)? my savings (into|to)',
      '(feel|feels|felt|feeling) (weirdly|strangely|finally|very|so)? (calm|at peace|peaceful|lighter)',
      '(will not|do not plan on|not planning on|will not be|not going to be|do not think i will) (need|needing|be needing|renewing)',
      'one last (day|time|night|party|meal|look|visit)',
      '(last party|last christmas|last birthday) (ever|i will)',
      'instructions for (my|the) (landlord|family|sister|brother|parents)',
      'a note on the fridge',
    ],
    catches: ['I have cancelled my gym membership and paid off my phone', 'everything is in order now'],
    passes: ['thanks for everything you did at the party', 'I paid off my credit card this month'],
  },
];

/** Word groups of the selfHarmAndWorryRules below. */
const selfHarmAndWorryGroups: WordGroups = {
};

/** Folded in from patterns/self-harm.ts, self-harm-acts.ts, third-party.ts and worry-for-others.ts: self-harm, and a worried message about someone else. */
const selfHarmAndWorryRules: readonly LexiconRule[] = [
];

/** Word groups of the harmAndAbuseRules below. */
const harmAndAbuseGroups: WordGroups = {
};

/** Folded in from patterns/harm-to-others.ts, violence-plans.ts and abuse.ts: harm to others, plans of violence, abuse. */
const harmAndAbuseRules: readonly LexiconRule[] = [
];

export const wordGroups: WordGroups = { ...coreGroups, ...suicideGroups, ...plansAndFinalityGroups, ...selfHarmAndWorryGroups, ...harmAndAbuseGroups };

export const crisisRules: readonly LexiconRule[] = [
  ...englishRules,
  ...suicideRules,
  ...plansAndFinalityRules,
  ...selfHarmAndWorryRules,
  ...harmAndAbuseRules,
  ...otherLanguageRules,
  wordForSuicide,
];
