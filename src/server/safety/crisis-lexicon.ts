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
const plansAndFinalityGroups: WordGroups = {
};

/** Folded in from patterns/plans-and-means.ts and patterns/finality.ts: methods, means, plans, timing, farewells and affairs put in order. */
const plansAndFinalityRules: readonly LexiconRule[] = [
];

/** Word groups of the selfHarmAndWorryRules below. */
const selfHarmAndWorryGroups: WordGroups = {
};

/** Folded in from patterns/self-harm.ts, self-harm-acts.ts, third-party.ts and worry-for-others.ts: self-harm, and a worried message about someone else. */
const selfHarmAndWorryRules: readonly LexiconRule[] = [
];

/** The people a threat or an act of violence can be aimed at: kin, partners, people at work or school, strangers. */
const harmPeople = ['partner', 'husband', 'wife', 'boyfriend', 'girlfriend', 'gf', 'bf', 'ex', 'ex husband', 'ex wife', 'dad', 'father', 'mom', 'mother', 'stepdad', 'stepfather', 'stepmom', 'stepmother', 'brother', 'sister', 'son', 'daughter', 'baby', 'kid', 'kids', 'child', 'children', 'toddler', 'newborn', 'infant', 'twins', 'boss', 'manager', 'supervisor', 'roommate', 'roommates', 'flatmate', 'neighbor', 'neighbour', 'coworker', 'coworkers', 'colleague', 'teacher', 'landlord', 'family', 'classmate', 'classmates', 'cousin', 'uncle', 'aunt', 'grandma', 'grandpa', 'patient', 'tutor', 'nurse', 'carer', 'mom in law', 'mother in law', 'father in law', 'brother in law', 'sister in law', 'guy', 'man', 'woman', 'lad', 'bloke', 'boys', 'girl', 'people', 'bully', 'bullies', 'students', 'class', 'new boyfriend', 'new girlfriend', 'dealer', 'snitch', 'bitch', 'bastard', 'prick', 'asshole', 'idiot', 'dude'];
/** Who can hurt, threaten or control the writer. */
const harmAbusers = ['partner', 'husband', 'wife', 'boyfriend', 'girlfriend', 'gf', 'bf', 'ex', 'ex husband', 'ex wife', 'fiance', 'fiancee', 'dad', 'father', 'mom', 'mum', 'mother', 'stepdad', 'stepfather', 'stepmom', 'stepmum', 'stepmother', 'step dad', 'step mom', 'parents', 'brother', 'sister', 'stepbrother', 'son', 'daughter', 'uncle', 'aunt', 'cousin', 'grandpa', 'grandma', 'boss', 'coach', 'teacher', 'carer', 'caretaker', 'landlord', 'nephew', 'mother in law', 'father in law', 'brother in law'];

/** Word groups of the harmAndAbuseRules below. */
const harmAndAbuseGroups: WordGroups = {
  harmIntent: ['want to', 'wanted to', 'going to', 'am going to', 'will', 'plan to', 'planning to', 'planning on', 'planning how to', 'plan how to', 'working out how to', 'worked out how to', 'figuring out how to', 'thinking about how to', 'thought about how to', 'exactly how to', 'intend to', 'about to', 'ready to', 'need to', 'have to', 'decided to', 'swear i will', 'could really', 'could actually', 'could seriously', 'might actually', 'might really', 'urge to', 'urges to', 'tempted to', 'would love to'],
  harmDo: ['kill', 'murder', 'stab', 'shoot', 'strangle', 'choke', 'poison', 'hurt', 'harm', 'beat', 'beat up', 'batter', 'bash', 'smother', 'drown', 'punch', 'slap', 'shove', 'push', 'hit', 'shake', 'throw', 'run over', 'shank', 'torch', 'attack', 'injure', 'maim', 'end'],
  harmDoing: ['killing', 'murdering', 'stabbing', 'shooting', 'strangling', 'choking', 'poisoning', 'hurting', 'harming', 'beating', 'battering', 'smashing', 'smothering', 'drowning', 'punching', 'hitting', 'slapping', 'shoving', 'pushing', 'running over', 'burning', 'throwing', 'shaking', 'attacking', 'driving into', 'suffocating', 'holding', 'putting'],
  harmDone: ['hit', 'punched', 'slapped', 'shoved', 'pushed', 'choked', 'strangled', 'beat', 'beat up', 'kicked', 'shook', 'smacked', 'stabbed', 'attacked', 'hurt', 'battered', 'went at', 'assaulted', 'head butted', 'headbutted', 'suffocated', 'smothered'],
  harmWho: ['him', 'her', 'them', 'someone', 'somebody', 'anyone', 'anybody', 'everyone', 'everybody', 'people', 'a person', 'strangers', 'a stranger', 'a guy', 'a bloke', 'a man', 'a woman', 'a kid', 'some guy', 'some kid', 'some kids', 'some cops', 'cops', 'mr _', 'mrs _', 'ms _', 'miss _'],
  /** Read after "my", "the", "that"... and an optional word: "my little brother", "the neighbours lad". */
  harmKin: harmPeople,
  harmWeapon: ['gun', 'guns', 'knife', 'knives', 'rifle', 'shotgun', 'pistol', 'handgun', 'bat', 'baseball bat', 'hammer', 'claw hammer', 'machete', 'crossbow', 'axe', 'crowbar', 'tire iron', 'tyre iron', 'petrol', 'gasoline', 'acid', 'rat poison', 'antifreeze', 'bayonet', 'air rifle', 'weapon'],
  abuser: ['he', 'she', 'they', 'someone', 'a man', 'the man', 'a guy', 'the guy', 'this guy', 'that guy'],
  /** Read after "my", "her" or "his" and an optional word: "my mums new husband". */
  abuserKin: harmAbusers,
  abuseAct: ['hits', 'hit', 'beats', 'beat', 'beat up', 'beats up', 'choke', 'chokes', 'choked', 'strangles', 'strangled', 'slap', 'slaps', 'slapped', 'punch', 'punches', 'punched', 'kick', 'kicks', 'kicked', 'shoves', 'shoved', 'bites', 'bit', 'burns', 'burned', 'burnt', 'rapes', 'raped', 'molests', 'molested', 'assaults', 'assaulted', 'stabs', 'stabbed', 'cuts', 'cut', 'scratches', 'scratched', 'smacks', 'smacked', 'spits on', 'spat on', 'sat on', 'kneed', 'headbutted', 'whipped', 'belted', 'scalded', 'suffocated', 'smothered', 'abuses', 'abused', 'touches', 'touched', 'gropes', 'groped', 'pinned', 'pins', 'hitting', 'beating', 'choking', 'strangling', 'touching', 'slapping', 'kicking', 'punching', 'abusing', 'keeps hitting', 'started hitting'],
  abuseHeld: ['grabbed', 'grabs', 'twisted', 'twists', 'yanked', 'yanks', 'squeezed', 'broke', 'breaks', 'broken', 'fractured', 'dislocated', 'cracked', 'pulled', 'pulls'],
  abuseBody: ['face', 'neck', 'throat', 'head', 'arm', 'arms', 'hair', 'wrist', 'wrists', 'stomach', 'chest', 'leg', 'legs', 'ribs', 'finger', 'fingers', 'nose', 'jaw', 'cheek', 'cheekbone', 'mouth', 'back'],
  abuseKin: ['kids', 'kid', 'children', 'son', 'daughter', 'baby', 'mom', 'mum', 'mother', 'sister', 'brother', 'little brother', 'little sister', 'grandma', 'grandmother', 'wife', 'girls', 'boys', 'players', 'students'],
  harmDrink: ['drink', 'drinks', 'coffee', 'tea', 'food', 'water', 'dinner', 'meal', 'whisky', 'whiskey', 'juice', 'wine', 'soup', 'coffee machine', 'bottle', 'beer'],
};

/** A story being told, a film, the news or history: narrower than @story, whose "class", "training" and "report" are also words of real abuse. */
const fiction = ['(novel|novels|book|books|film|films|movie|movies|series|character|characters|documentary|article|news|headline|headlines|study|research|essay|history|historical|century|screenplay|script|scene|scenes|reader|readers|protagonist|antagonist|villain|chapter|fiction|thriller|drama|manga|anime|fanfic|plot|podcast|lyrics|poem|song)'];
/** Words that make a violent phrase a game, a sport or a joke. */
const playOrJoke = [...fiction, '(lol|haha|lmao|jk|just kidding|only joking|just joking|i am joking|i am kidding|figuratively|metaphorically)', '(game|games|gaming|level|boss fight|final boss|raid|dungeon|zombie|zombies|npc|npcs|mobs|fortnite|minecraft|roblox|valorant|overwatch|gta|call of duty|paintball|airsoft|laser tag|nerf|water gun|chess|tennis|golf|poker|monopoly|scrabble|match|tournament|league|race|debate|election|sparring|boxing|bjj|wrestling|judo|pillow fight|snowball|tickle|tag|squad)'];
/** "I'll kill him if he eats my fries again": a threat over a trifle is a figure of speech. */
const trifles = ['if (he|she|they|you) (ever)? (eat|eats|ate|eating|borrow|borrows|borrowed|forget|forgets|forgot|spoil|spoils|spoiled|is late|are late|wakes me|woke me|finish|finishes|finished|drinks my|drank my|uses my|used my|changes|changed|reads my|plays that|scratches my|dents my|leaves his socks|leaves her socks|leaves the dishes|keeps talking|keeps singing|keeps snoring|keeps chewing|keeps humming|keeps texting)', 'for (eating|taking|using|borrowing|forgetting|spoiling|finishing|drinking|reading|changing|being late|not doing|leaving)', 'when (he|she|they) (finds|find|sees|see|hears|hear) (out|it|this|that)?', '(kill|killing) (him|her|them|me) with (kindness|laughter)', '(feelings|by accident|accidentally)', '(heat|weather|suspense|cringe|boredom|dentist|injection|vaccine|needle|surgery|tattoo|piercing|workout)'];

/** Folded in from patterns/harm-to-others.ts, violence-plans.ts and abuse.ts: harm to others, plans of violence, abuse. */
const harmAndAbuseRules: readonly LexiconRule[] = [
  {
    id: 'en.violent-intent',
    kind: 'harm_to_others',
    certainty: 'explicit',
    phrases: [
      '@harmIntent (really|actually|seriously|just|finally|properly|literally|physically|go|go and|come and)? @harmDo @harmWho',
      '@harmIntent (really|actually|seriously|just|finally|properly|literally|physically|go|go and|come and)? @harmDo (my|the|that|this|his|her|our|those) _? @harmKin',
      '@harmIntent ... (break|snap) (his|her|their) (hands|legs|neck|jaw|arms|fingers|nose|face|knees)',
      '(smash|bash|cave|kick|smashing|bashing|caving|kicking) .. (face|head|skull|teeth) in',
      '(slit|slitting) (his|her|their) throat',
      '(burn|burning|burned|set fire to|torch|torching) ... with (him|her|them|me|us|everyone|the kids|my kids) (in it|inside)',
      '(put|putting) (him|her|them) (in|through) (the|a)? (hospital|ground|grave|coma|wheelchair|window)',
      '(put|throw|throwing|putting) a (brick|rock|stone) through (his|her|their) window',
      '(shoot|shooting) up (the|my|a|his|her|their|this|our) _? (school|office|place|workplace|work|class|mall|church|mosque|synagogue|party|building|campus)',
      'take out (some|the|a few|those|these) (kids|people|students|teachers|classmates)',
      '(see|show them|show him|show her) who (laughs|is laughing)',
      'next time (it is|its|it will be) (going to be)? (him|her|them|you)',
      '(going to|will|want to) use it on (him|her|them|my)',
      '(get|gets|getting) what is coming (to him|to her|to them)?',
      'they will not (think|laugh|say) (that)? (after|anymore)',
      '(hope|wish) (the whole|everyone|everybody|all of them|they all|you all) .. (die|dies|burn|burns|dead)',
      'make it look like an accident',
      '(best|easiest|quickest|safest) way to (hurt|kill|poison|injure|beat|drug|get rid of) (someone|somebody|a person|him|her|my)',
      'so it (does not|will not|would not) leave (marks|bruises)',
      'i could (really|actually|seriously)? (kill|hurt|murder|strangle) (him|her|them) (for real|and i mean it|i mean it)',
    ],
    unless: [...playOrJoke, ...trifles, '(shoot|shooting) (him|her|them) (a|an)', '(hit|hitting) (him|her|them) (up|back|with a text|with a message|with the bill|with a question|with a pillow)', '(hurt|hurting) (him|her|them) (by|emotionally|if i|when i)', 'put (him|her|them) (to|on|in charge|through college|through school|first|down for)', '(beat|beating) (him|her|them|my _) (at|in|to)', '(push|pushing) (him|her|them|my _) (to|into|harder|forward)', '(throw|throwing) (him|her|them|my _) (a|an)', 'end (him|her|them) (a|an|the)', 'bake off'],
    negatable: true,
    catches: ['I am going to really hurt my stepfather tonight', 'i want to smash his face in', 'told her i would burn the flat down with her in it', 'gonna shoot up the office on monday'],
    passes: ['I am going to push my team harder this season', 'I will kill him if he eats my fries again', 'I do not want to hurt anyone, I just feel flat'],
  },
  {
    id: 'en.violent-fantasy',
    kind: 'harm_to_others',
    certainty: 'explicit',
    phrases: [
      '(picture|picturing|pictured|imagine|imagining|imagined|fantasize|fantasizing|fantasized|fantasise|fantasising|fantasised|thinking about|thought about|think about|thoughts of|thoughts about|images of|visions of|dreaming about|dream about|dreams about|urge to|urges to|flash of|flashes of|picture of|see myself) .. @harmDoing @harmWho',
      '(picture|picturing|pictured|imagine|imagining|imagined|fantasize|fantasizing|fantasized|fantasise|fantasising|fantasised|thinking about|thought about|think about|thoughts of|thoughts about|images of|visions of|dreaming about|dream about|dreams about|urge to|urges to|flash of|flashes of|picture of|see myself) .. @harmDoing (my|the|that|this|his|her|our|those) _? @harmKin',
      '(fantasize|fantasizing|fantasise|fantasising|thinking about|thought about|urge to) .. (giving|give) .. (too much|an overdose|the wrong dose|a lethal dose)',
      '(hurting|killing|strangling|smothering|drowning|shaking|poisoning) (my|the|our) (baby|newborn|toddler|kids|children|son|daughter) (when|while|if|because)',
    ],
    // Not negatable: "I can't stop thinking about hurting him" is no denial.
    unless: [...playOrJoke, 'ocd', '(never|not|no) (think|thought|thinking|fantasize|imagine|picture)', '(driving|pushing|holding|throwing|putting) (him|her|them|my _) (to|into|harder|a party|home|a surprise|first|on)', 'hurting (his|her|their) feelings'],
    catches: ['I keep picturing stabbing my roommate', 'every night I get thoughts of drowning the baby in the bath', 'I cannot stop thinking about hurting my newborn'],
    passes: ['I keep picturing beating my brother at chess next week', 'we were thinking about throwing him a surprise party'],
  },
  {
    id: 'en.violence-done',
    kind: 'harm_to_others',
    certainty: 'explicit',
    phrases: [
      'i (just|already|almost|nearly|actually|then|have|finally)? @harmDone @harmWho',
      'i (just|already|almost|nearly|actually|then|have|finally)? @harmDone (my|the|that|this|his|her|our|those) _? @harmKin',
      '(shook|shake|shaking) (the|our|my) baby',
      '(held|holding|hold|had) (his|her|their|my _?) _? head under',
      '(hand|hands|pillow) over (his|her|their) (face|mouth)',
      '(had|got) (him|her|them|my hands) (by|around) (the|his|her|their) (throat|neck)',
      'i (broke|fractured|smashed) (his|her|their|my brothers|my sisters|my dads|my moms|my wifes|my husbands|my sons|my daughters|my girlfriends|my boyfriends|my partners) (jaw|nose|arm|ribs|leg|wrist|face|teeth)',
    ],
    unless: [...playOrJoke, '(by accident|accidentally|high five|swing|in my sleep|feelings|off|away|by leaving|by telling|by saying|by breaking|by lying|by cheating)', 'hit (him|her|them) up', '(pushed|pushing) (him|her|them|my _) (to|into) (do|be|try|work|study|finish|apply)', '(shook|shake|shaking) (his|her|their|the) (hand|hands)'],
    negatable: true,
    catches: ['i hit my girlfriend last night and i think ill do it again', 'I shook the baby when he would not stop crying', 'I held a pillow over his face for a few seconds'],
    passes: ['I accidentally hit my brother with the door', 'we played tag and I pushed him into the pool'],
  },
  {
    id: 'en.fear-of-harming',
    kind: 'harm_to_others',
    certainty: 'explicit',
    phrases: [
      '(scared|afraid|terrified|frightened|worried) (that)? i (will|might|am going to|could|would) (seriously|really|actually)? (hurt|kill|harm|shake|hit|strangle|smother|drown|stab|snap|lose control|do it again|do worse|do something worse)',
      '(scared|afraid|terrified|frightened) of (myself|what i might do|what i will do|what i could do|what i would do|what i am going to do|what my hands)',
      '(do not|cannot|can not) trust myself (around|with|alone|tonight|near|when|anymore|right now|and)',
      '(could|might|am going to|will) (really|seriously|actually)? (hurt|kill) (someone|somebody|anyone|people)',
      'before i (kill|hurt|seriously hurt|do something worse)',
      'so i (would not|will not|do not|could not) (throw|hurt|hit|shake|kill|strangle|smother) (him|her|them|the baby)',
      'i (will not|might not|would not|do not think i will|do not think i would) stop (next time|this time)',
      'i do not think i (would|will|could) stop',
      'i did not want to stop',
      'wanted to keep (hitting|hurting|kicking|squeezing|choking|punching)',
    ],
    unless: [...fiction, 'feelings', '(fail|failing|exam|test|interview|relapse|drink|eat|binge|spend|spending|cake|chocolate|food|snacks|sweets|cookies|shopping|credit card|alcohol|wine|booze|online|driving|drive|tired|texting|mix|mixing|dose|overdose|allergy|allergic|peanut|peanuts)', 'stop (talking|texting|eating|drinking|smoking|crying|laughing|scrolling|buying|shopping|reading|playing|watching|dancing|running)', 'by accident'],
    catches: ['I am scared that I might really hurt my son one day', 'honestly I do not trust myself around her tonight', 'I am scared of what I might do to him'],
    passes: ['I am scared I will fail the exam again', 'I am worried I might hurt her feelings if I say no'],
  },
  {
    id: 'en.weapon-at-hand',
    kind: 'harm_to_others',
    certainty: 'explicit',
    phrases: [
      '@harmWeapon ... (for him|for her|for them|is for him|is for her|for the guy|for the purpose|specifically for|by the door|by the front door|by the back door|by my bed|under my bed|in the boot|in my boot|in the trunk|in my car|in the car|on the passenger seat|in my bag|in my handbag|in my jacket|ready for|use it on|using it on|see who|he will not be leaving|she will not be leaving|outside his|outside her|outside their|outside my)',
      '(bring|bringing|brought|take|taking|took|carry|carrying) .. @harmWeapon (in|into|to) (school|work|class|the office|office|campus|the party|the meeting|church|the assembly|his|her|their)',
      '(bring|bringing|brings|brought) .. @harmWeapon (in|on|tomorrow|tonight|next week)',
      '(buy|bought|get|getting|got|need) a (gun|rifle|pistol|handgun|firearm) (without|with no|off|fast|quick|quickly|tonight|today|this week)',
      '(gun|rifle|pistol|handgun|firearm) .. (without|w o|with no|no) (a)? (background|checks|check|questions)',
      '(sharpened|sharpening|loaded|loading) (my|the|a) (knife|machete|gun|rifle|crossbow|axe)',
    ],
    unless: [...playOrJoke, '(hunting|hunt|deer|camping|range|kitchen|cooking|chef|recipe|fishing|baseball|softball|cricket|rounders|practice|costume|cosplay|halloween|prop|toy|burglar|burglars|self defense|self defence|protection|just in case|license|licence|permit|show and tell|woodwork|carving|whittling|pumpkin|garden|shed|diy|bbq|lawnmower|mower|generator|apple|apples|fruit|lunch|boxes|packages|roast|turkey|meat|steak|dinner|deer season|wood|firewood|stove|log|logs|fireplace)'],
    negatable: true,
    catches: ['bought a knife today, its for him', 'got a bat in the boot and I know where he lives', 'a kid in my class says he is bringing his dads gun to school on monday', 'where can i get a gun without a background check'],
    passes: ['I bought a new knife for the kitchen today', 'I keep my cricket bat in the boot for practice', 'we keep an axe by the door for the wood stove'],
  },
  {
    id: 'en.weapon-got',
    kind: 'harm_to_others',
    certainty: 'possible',
    phrases: ['(bought|buying|buy|got|took|grabbed|hid|hidden|stashed|stole|loaded) (a|my|the|his|her|some|dads|my dads|a new|an|a second hand)? _? (gun|rifle|shotgun|pistol|handgun|crossbow|machete|bayonet|air rifle|ammo|bullets)', '(made|have|keep|started|making|writing|wrote) a list of (names|people|targets)', 'hit list'],
    unless: [...playOrJoke, '(hunting|hunt|deer|pigeons|rabbits|range|clay|target practice|farm|cosplay|costume|halloween|prop|toy|collection|museum|antique|license|licence|permit|nerf|water|bb gun|pellet|bday|birthday|baby names|wedding|guests|invite|invites|party|christmas|cards|thank you|secret santa|speech|graduation|ceremony|credits|baby)'],
    catches: ['bought a gun last week', 'made a list of names, everyone who made year 8 hell'],
    passes: ['I bought a water gun for the kids', 'we made a list of names for the baby'],
  },
  {
    id: 'en.poison-someone',
    kind: 'harm_to_others',
    certainty: 'explicit',
    phrases: [
      '(put|putting|slip|slipping|slipped|crush|crushing|crushed|add|adding|added|been putting|started putting) (something|stuff|pills|tablets|poison|rat poison|antifreeze|bleach|more|a bit|some|some of my|my) ... (in|into) .. @harmDrink',
      '(crush|crushing|crushed|been crushing) (them|it|pills|tablets)? (in|into) (his|her|their) _? @harmDrink',
      '(rat poison|antifreeze|poison|bleach) ... (his|her|their) (drink|coffee|tea|food|dinner|water|whisky)',
      'which (drink|coffee|cup|bottle) of (his|hers|theirs)',
      '(need|want|wants) (him|her|them|my husband|my wife|my boss|my partner|my roommate|my flatmate|my stepdad|my stepmom|my dad|my mom|her stepdad|his stepdad|her husband|his wife) (gone|dead|to die|out of the way) (for good|whatever it takes|and)?',
      '(poison|poisons|poisoning) .. (undetectable|untraceable|hard to detect|not show up|autopsy)',
      '(undetectable|untraceable|hard to detect) .. (poison|poisons|in a drink|in an autopsy|by taste)',
      '(put|knock|knocks) .. (down|out) ... for good',
      'what (could|can|should) i (put|add|slip|mix) (in|into) .. @harmDrink',
    ],
    unless: [...fiction, '(sugar|milk|honey|lemon|cinnamon|ice|creamer|syrup|sweetener|protein|salt|spice|vitamin|vitamins|electrolytes|cream|ginger|oat|recipe|sauce|flavour|flavor|cocoa|baileys|rum|whisky in|medicine for his cold|medicine for her cold|tea bag|sweet|sweeter|taste better|healthier)', '(dog|cat|pet|puppy|horse|plants|weeds|rats|mice|pests|slugs|garden|fired|to leave|move out|from my life|from the team|from the house|from my house|from the flat|from my flat)'],
    negatable: true,
    catches: ['thinking of putting something in my flatmates food', 'I need my husband gone and I am not going to prison for it', 'which poisons are hard to detect in an autopsy'],
    passes: ['I put some honey in her tea for her sore throat', 'I need my roommate gone, he never pays rent, how do I get him to move out'],
  },
  {
    id: 'en.following-them',
    kind: 'harm_to_others',
    certainty: 'possible',
    phrases: ['i (have been|keep|started|am|was) following (him|her|them|my _|the _) (home|around|to)', 'i know (his|her|their) (whole)? (schedule|routine|shift pattern|route)'],
    unless: [...fiction, '(instagram|twitter|tiktok|youtube|social media|account|page|blog|advice|lead|instructions|recipe)'],
    catches: ['i have been following him home every night for a week'],
    passes: ['I have been following her blog for years'],
  },
  {
    id: 'en.abuse-acts',
    kind: 'abuse',
    certainty: 'explicit',
    phrases: [
      '@abuser .. @abuseAct (me|us)',
      '(my|her|his) _? @abuserKin .. @abuseAct (me|us)',
      '@abuser .. (@abuseAct|@abuseHeld) my @abuseBody',
      '(my|her|his) _? @abuserKin .. (@abuseAct|@abuseHeld) my @abuseBody',
      '@abuser .. @abuseAct (my|our|the) @abuseKin',
      '(my|her|his) _? @abuserKin .. @abuseAct (my|our|the) @abuseKin',
      '@abuser .. (slapped|slaps|punched|punches|beats|beat|choked|chokes|strangled|kicked|kicks|raped|molested|is hitting|is beating) (her|him)',
      '(my|her|his) _? @abuserKin .. (slapped|slaps|punched|punches|beats|beat|choked|chokes|strangled|kicked|kicks|raped|molested|is hitting|is beating) (her|him)',
      '(pin|pinned|pins|hold|held|holds|pushed|pushes|shoved|shoves|threw|throws|slammed|slams|dragged|drags|grabbed|grabs) me (down|against|into|onto|up against|across|through|down the stairs|out of bed|to the floor|to the ground|to the wall|to the bed|by my hair|by the hair|by my throat|by the throat|by my neck|by the neck|by my arm|by my arms|by my wrist|by my wrists)',
      '(pushed|pushes|push|shoved|shove|threw|throw|kicked) .. down the stairs',
      '(grabbed|grabs|grabbing) my (throat|neck)',
      '(dragged|drags|drag|pulled|pulls) (me|her|him) by (my|her|his|the) hair',
      '(hand|hands|pillow|knee) (on|over|around|against) my (throat|neck|face|mouth|chest)',
      '(threw|throws|throwing|hurled) .. at (me|my head|my face)',
      '(smashed|slammed|banged|pushed) my head (into|against|on|through)',
      '(punches|punched|punch|hits|hit) (the|a) (wall|door) (beside|next to|by|near) my (head|face)',
      '(told|tell|tells|said) (the|my)? _? (doctor|doctors|er|ed|hospital|nurse|school|teacher|office|police) (i|that i) (fell|tripped|walked into)',
      '(kicked|kicks|punched|punches) me in the (stomach|face|head|ribs|back|chest)',
      '(got|get|getting|been|keep getting) (hit|beaten|slapped|punched|kicked|choked|strangled|beat) again',
      '(is|was|are|were|being|been|getting) (being)? (hit|beaten|abused|raped|molested|trafficked|choked|strangled|assaulted) by (her|his|their|my|him|them)',
      '(is|are|am|being|been) (being)? (beaten|trafficked|molested|raped)',
      '(i am|i was|i have been|i keep being|you are|she is|he is|they are) being (abused|beaten|hit)',
    ],
    unless: [...playOrJoke, '(touched|touches|touch) (me|my) (deeply|so much|heart|soul)', '(the song|the music|your words|that movie|the story|it|reality|the news|which) (hit|hits|touched|touches) me', 'hit (me|us) (up|with|back)', '(hurt|hurts) (me|my) (feelings|emotionally)', '(hurt|hurts) me (when|by|that|so much when|with his words|with her words)', '(ball|puck|hit by a car|car hit me|truck|bike|pothole|baseball|frisbee|wave|waves)', '(threw|throws) (me|us) (a|an)', 'cut (me|us) (off|out|some slack|a deal|a check|a piece|a slice|in line)', 'beat (me|us) (at|in|to)', '(cat|dog|kitten|puppy|hamster|parrot|toddler|teething|team|score|points|goals)', 'i (smashed|slammed|banged|hit) my head', '(curveball|shade|compliment|compliments|wink|snowball|water balloon|confetti|hug|hugs|deep end|spotlight|shoulder|to get my attention|in his sleep|in her sleep|in their sleep|in my sleep|pram|stroller|laundry|suitcase)'],
    negatable: true,
    catches: ['my husband threw a mug at my head last night', 'he f*cking strangled me and said next time he wont stop', 'he pinned me down and i kept saying no', 'my father still hits me'],
    passes: ['the song touched me deeply', 'my friend hit me up about the concert', 'my cat bit me when I tried to give her a pill'],
  },
  {
    id: 'en.abuse-threats',
    kind: 'abuse',
    certainty: 'explicit',
    phrases: [
      '(said|says|told me|tells me|threatens|threatened|threatening|swears|swore|keeps saying|warned me|texts|texted|screams|yells|keeps threatening) .. (he|she|they)? (will|would|is going to|going to|was going to|could)? (kill|hurt|shoot|stab|burn|beat|cut|strangle) (me|us|the kids|the baby|my kids|my family|my little)',
      'if i (ever)? (leave|left|try to leave|tried to leave|tell anyone|tell anybody|tell someone|told anyone|call the police|called the police|go to the police|report|reported|report it|break up|try to escape|escape|refuse|go for custody) ... (kill|hurt|find me|beat|burn|post|report me|take the kids|take my kids|make me regret|make sure i regret|end me|come after|hunt|violate|deported)',
      '(he|she) is (going to|gonna) kill me (one day|this time|someday|eventually)',
      'i think (he|she|they) (is|are) going to kill me',
      '(report|reported|call|calling|tell) (me)? (to|on me to)? immigration',
      '(get|have|make sure i get) me deported',
      '(came|comes|coming) at me with (a|the) (knife|bat|hammer|bottle|belt)',
      '(takes|took|hides|hid) my (phone|keys|car keys|passport|wheelchair|shoes|charger) ... so i (can not|cannot|could not) (leave|go|get out|call)',
      '(holds|keeps|kept|has|took|takes|hid|hides|confiscated) (all)? (my|our|her|his) (passport|passports|papers|documents|id card|visa|residence permit)',
    ],
    unless: [...playOrJoke, '(laughter|laughing|kindness|love)', 'if i (am|get|come|miss|forget|break|lose|fail|eat|bring|go|spoil|tell mom about|tell mum about|tell dad about)', '(late|grades|homework|curfew|the vase|the car|surprise|spoiler)', '(job|boss will fire|fire me|the team|lease|gym|subscription|grounded|the group chat|early|work|shift|class)', '(heat|weather|suspense|waiting|cringe|doctor|dentist|injection|vaccine|needle|surgery|tattoo|piercing|workout|exercise|training)', '(safe|drawer|renewal|renew|travel|holiday|trip|airport|embassy|agency|flight|hotel|lawyer|application)'],
    negatable: true,
    catches: ['he said if i ever leave hell find me and kill me', 'my uncle said if i tell anyone what he does hell hurt my little sister', 'she keeps threatening to stab me when she drinks'],
    passes: ['my mom is going to kill me when she sees my grades', 'my sister said she will kill me if i am late again'],
  },
  {
    id: 'en.abuse-sexual',
    kind: 'abuse',
    certainty: 'explicit',
    phrases: [
      '(forced|forces|force|made|makes|pressured|pressures|coerced) me (to)? (have sex|do sexual things|do sexual stuff|do things|do stuff|sleep with|touch him|touch her|touch his|touch it|send nudes|send pictures|send pics|send photos)',
      'i said no (and|but) (he|she|they) (did not stop|kept going|did it anyway|would not stop|carried on)',
      '(sex|touched|touching|kept going|did not stop|held me down|pinned me) .. (after|when|even though|even when|even after) i (said|say) no',
      '(says|said|told me|tells me) (nobody|no one) (will|would) (ever)? believe (me|her|him|you)',
      'i (kept|keep) saying no',
      'i (was|have been|got|had been) (raped|sexually assaulted|molested|drugged|groped)',
      'if i (do not|will not|refuse to) (have sex|sleep with)',
      '(touches|touched|touching|touch) (me|her|him) ... (our secret|at night|asleep|sleeping|passed out|drunk)',
      'our (little)? secret',
      'hurts (me|her|him) (down there)',
      '(drugged|spiked) (my|me|at|her)',
      'got drugged',
      '(nudes|naked pictures|private photos|intimate photos) of me',
      '(post|posts|share|shares|send|leak) (them|my nudes|my photos|my pics|my pictures) (everywhere|online|to everyone)',
      '(comes|came|coming|keeps coming|has been coming|come) (into|in to) (my|her|his|their) (room|bed|bedroom) (at night|when|while|every night)',
      'makes me do things',
    ],
    unless: [...fiction, '(toddler|kid|kids|son|daughter|baby|cat|dog|puppy|kitten|little one|children|nightmare|nightmares|surprise|gift|birthday|recipe|santa|ingredient|sauce|menu|spot|weapon|cheese|lasagna|cake|cookies|food|dish|cooking|baking)'],
    negatable: true,
    catches: ['he forced me to have sex after i said no', 'my stepdad comes into my room at night', 'someone has nudes of me and says he will post them'],
    passes: ['my toddler comes into my room at night after a nightmare', 'our little secret is the extra cheese in the lasagna'],
  },
  {
    id: 'en.abuse-control',
    kind: 'abuse',
    certainty: 'explicit',
    phrases: [
      '(takes|took|keeps|keep|holds|hides|hid|controls|has|took away) (all)? (my|our|the) (money|paycheck|paychecks|wages|salary|pension|benefits|passport|papers|documents|id|bank|bank card|bank cards|cards|phone|keys|car keys|medication|medicine|meds|insulin|pens|wheelchair) ... (leave|escape|get out|go anywhere|call anyone|allowed|permission|locks|locked|punish|punishes|i cant|i can not|i cannot|owe)',
      '(makes|made|make) me (sleep|stand|kneel|stay) (on|in|outside|inside) (the)? (balcony|floor|shed|garden|car|cupboard|closet|corner|cold|for days)',
      '(locked|locks|lock|locking) (me|us|him|her|them) .. (in|inside) (the|my|our|his|her|their) _? (room|bedroom|house|flat|cupboard|closet|basement|bathroom|shed|car)',
      '(locked|locks|lock|locking) (me|us|him|her) (in|inside|into)',
      '(been|was|am|get|keep being) locked in (my|the) (room|bedroom|house|flat|cupboard|closet|basement)',
      '(tie|ties|tied) me (to|into) (the|a) (chair|bed)',
      '(not allowed|does not allow me|did not allow me|does not let me|did not let me|will not let me|never lets me) (to)? (leave|work|go out|go anywhere|see|sleep|eat|phone|call|talk|have|drive|get a job|go to work|go to school|go to the doctor|spend)',
      '(does not|did not|do not) want me to work',
      'only (gives|lets) me (spend)? _? (pounds|dollars|quid|euros|a week)',
      '(do not|never|not) feel safe (at home|in my home|in my house|in my flat|in my room|in my bed|in my own home|in my own house|in my own flat|in my own room|in my own bed|sleeping|with him|with her|with them|with my)',
      '(afraid|scared|terrified) (to be|of being) (in the house|at home|alone) with (him|her|them)',
      '(chair|dresser|wedge) (under|against|wedged under) (my|the) (door|door handle)',
      'sleep with (my|the) shoes on',
      '(hiding|hid|hide|locked myself) in the (bathroom|closet|wardrobe|basement) .. (he|she|from|until)',
    ],
    unless: [...fiction, '(grounded|grades|homework|bedtime|screen time|curfew|party|concert|sleepover|the mall|school night|video games|xbox|playstation|locked me out|lockdown|quarantine|doctor said|diet|exam|at work|at school|in class|policy|company|rules|surgery|fasting|his car|her car|burglary|break in|burgled|earthquake|neighborhood|neighbourhood|area|crime|keys inside|locked out)'],
    negatable: true,
    catches: ['he takes my phone and car keys so i cant leave', 'my stepmom makes me sleep in the shed when she is angry', 'i do not feel safe in my own house'],
    passes: ['my mom took my phone because of my grades', 'my mom does not let me stay out past ten on a school night'],
  },
  {
    id: 'en.stalking',
    kind: 'abuse',
    certainty: 'explicit',
    phrases: [
      '(keeps|kept|keep) (turning up|showing up|coming) (at|to|outside) my (work|house|flat|home|job|school|door|apartment|gym|meetings)',
      '(follows|followed|following) (me|us) (home|from|to my|everywhere)',
      '(found|find|finds|tracked down|found out|figured out) my (new)? (address|location|flat)',
      '(knows|has|got) my new (address|location)',
      'restraining order',
      '(photos|pictures|pics) of (my|me) .. (front door|house|window|from outside|sleeping|asleep)',
      '(leaving|left|leaves) notes on my (car|door)',
      '(been|was) in my (flat|house|apartment|room|home) when i (am|was) not',
      '(outside|in) (my|our) (back)? (garden|window|house|flat|door|work) at (night|2am|3am|4am|1am|2|3|4)',
    ],
    unless: [...fiction, '(dog|cat|puppy|kitten|fan|fans|parcel|delivery|amazon|courier|postman|estate agent|plumber|cleaner|friend|pizza|uber|fox|foxes|instagram|twitter|tiktok|youtube|social media|account|page|invite|wedding|card|gift|package)'],
    negatable: true,
    catches: ['my ex keeps turning up at my work and my flat', 'a man follows me home from the bus stop every day', 'he found my new address even though i moved twice'],
    passes: ['my dog follows me everywhere around the house', 'the courier found my address after all'],
  },
  {
    id: 'en.abuse-named',
    kind: 'abuse',
    certainty: 'explicit',
    phrases: [
      'abusive (relationship|partner|husband|wife|boyfriend|girlfriend|parent|parents|home|household|dad|mom|mum|father|mother|marriage|ex|stepdad|stepmom|brother|sister|family|situation)',
      '(he|she|they) (is|are|was|has been|have been|can be|gets) (really|very|so)? (physically|verbally|emotionally|sexually|mentally)? (and)? (physically|verbally|emotionally|sexually|mentally)? abusive',
      '(coercive|coercively) control*',
      'intimate partner violence',
    ],
    unless: [...fiction, '(awareness|statistics|rates|policy|law|laws|legislation|criminal offence|criminal offense|charity|fundraiser|volunteer|volunteering|shelter donation|training|workshop|course|lecture|class|case|legally|legal|definition|define|what does)'],
    negatable: true,
    catches: ['He is verbally abusive and I feel scared at home', 'I have been in an abusive relationship for three years'],
    passes: ['Our charity runs a workshop on coercive control for social workers', 'I am writing an essay on abusive relationships in Victorian novels'],
  },
  {
    id: 'en.abuse-watched',
    kind: 'abuse',
    certainty: 'cue',
    phrases: ['(checks|reads|tracks|monitors|goes through) my (phone|messages|texts|location|emails|receipts|mileage) (every|all|24)?', '(has|knows) all my passwords', 'watches everything i do'],
    catches: ['my boyfriend checks my phone every night'],
    passes: ['the app tracks my location for the run'],
  },
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
