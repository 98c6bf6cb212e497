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
  /** A story, the news or a lesson: narrower than @story, which holds words ("class", "game", "rate") a self-harm message often uses. */
  shStory: ['novel', 'book', 'film', 'movie', 'series', 'episode', 'character', 'characters', 'short story', 'the story', 'a story about', 'stories', 'plot', 'fanfic', 'screenplay', 'script', 'poem', 'documentary', 'article', 'news', 'report', 'a study', 'the study', 'studies', 'research', 'essay', 'statistics', 'awareness', 'prevention', 'lecture', 'history', 'lyrics'],
  bodyPart: ['arm', 'arms', 'forearm', 'forearms', 'wrist', 'wrists', 'thigh', 'thighs', 'leg', 'legs', 'skin', 'stomach', 'tummy', 'belly', 'hip', 'hips', 'hand', 'hands', 'palm', 'ankle', 'ankles', 'chest', 'ribs', 'shin', 'scalp', 'knuckles'],
  shMarks: ['cuts', 'burns', 'scars', 'marks', 'wounds', 'scratches', 'fresh cuts', 'fresh burns', 'burn marks', 'cut marks', 'sh scars', 'self harm scars'],
  shTool: ['blade', 'blades', 'razor', 'razors', 'razor blade', 'razor blades', 'sharpener', 'sharpeners', 'pencil sharpener', 'sharpener blade', 'compass', 'box cutter', 'craft knife', 'shard', 'glass shard', 'scissors', 'lighter', 'hot spoon', 'straightener', 'straighteners', 'curling iron', 'cigarette'],
  shDid: ['cut', 'cuts', 'cutting', 'burn', 'burned', 'burnt', 'burning', 'scratch', 'scratched', 'scratching', 'bit', 'bite', 'biting', 'dig', 'digging', 'dug', 'punch', 'punched', 'punching', 'hit', 'hitting', 'bang', 'banged', 'banging', 'smash', 'smashed', 'slam', 'slammed', 'scald', 'scalded', 'scalding', 'pull', 'pulled', 'pulling', 'press', 'pressed', 'pressing', 'carve', 'carved', 'slap', 'slapped', 'slapping'],
  bleedOrBruise: ['bleeds', 'bled', 'bleed', 'bleeding', 'blood', 'bruises', 'bruised', 'bruise', 'split', 'split open', 'blistered', 'blisters', 'blister', 'broke open', 'scarred', 'raw'],
  unreachable: ['not answering', 'not picking up', 'not replying', 'stopped answering', 'stopped replying', 'not responding', 'phone is off', 'phone is dead', 'location is off', 'turned off', 'went offline', 'cannot reach', 'can not reach', 'has not replied', 'have not heard', 'no answer', 'blocked me', 'deleted it', 'deleted his', 'deleted her', 'logged off'],
  lastWords: ['goodbye', 'good bye', 'bye forever', 'thanks for everything', 'thank you for everything', 'tell mom i love her', 'tell mum i love her', 'love you all', 'sorry for everything', 'see you on the other side', 'see you all on the other side', 'you have been a good friend', 'you were the only one', 'the best bit', 'i am done', 'this is it', 'finally'],
  /** Someone close, as "my _" names them, with the possessive "my daughters arms" written without its apostrophe. */
  closeOne: ['son', 'sons', 'daughter', 'daughters', 'kid', 'kids', 'child', 'teen', 'teens', 'teenager', 'teenagers', 'brother', 'brothers', 'sister', 'sisters', 'friend', 'friends', 'bff', 'bffs', 'mate', 'mates', 'roommate', 'roommates', 'flatmate', 'flatmates', 'housemate', 'housemates', 'girlfriend', 'girlfriends', 'boyfriend', 'boyfriends', 'gf', 'gfs', 'bf', 'bfs', 'wife', 'wifes', 'husband', 'husbands', 'partner', 'partners', 'fiance', 'fiances', 'mom', 'moms', 'mum', 'mums', 'dad', 'dads', 'mother', 'mothers', 'father', 'fathers', 'grandson', 'grandsons', 'granddaughter', 'granddaughters', 'cousin', 'cousins', 'nephew', 'nephews', 'niece', 'nieces', 'student', 'students', 'pupil', 'pupils', 'teammate', 'teammates', 'colleague', 'colleagues', 'coworker', 'coworkers', 'apprentice', 'apprentices', 'classmate', 'classmates'],
};

/** Folded in from patterns/self-harm.ts, self-harm-acts.ts, third-party.ts and worry-for-others.ts: self-harm, and a worried message about someone else. */
const selfHarmAndWorryRules: readonly LexiconRule[] = [
  {
    // "sh" is how self-harm is written in a hurry; it counts only where it stands for an act or an urge.
    id: 'en.sh-shorthand',
    kind: 'self_harm',
    certainty: 'explicit',
    phrases: ['sh (again|urges|urge|scars|scar|relapse|wounds|cuts|marks|tonight|streak|free|ing|so bad)', '(did|do|doing|done|need to|want to|wanna|urge to|urges to|back on|back to|from|relapsed on|relapse on|not to) sh', 'i sh (when|because|so|every|most)'],
    unless: ['@shStory'],
    catches: ['sh urges are really loud tonight', 'did sh again after the fight', 'i want to sh so badly right now'],
    passes: ['sh, the baby is finally asleep', 'my cousin SH is coming over for tea'],
  },
  {
    id: 'en.relapse-count',
    kind: 'self_harm',
    certainty: 'explicit',
    phrases: ['(relapsed|relapse|relapsing) .. _ (days|weeks|months|years|day|week|month|year)', '(days|weeks|months|years) clean .. (relapsed|relapse)', '(relapsed|relapse) .. (blade|razor|cut|cutting|cuts|burn|burning|sharpener)', '_ (days|weeks|months) (gone|down the drain)', '(relapse|relapsed) day (1|one)'],
    unless: ['(drink|drinking|drank|alcohol|sober|sobriety|smoking|smoke|cigarettes|vape|vaping|weed|cannabis|nicotine|gambling|gamble|porn|nofap|diet|sugar|junk food|caffeine|coffee|aa|meeting|heroin|using|cocaine|minecraft|duolingo|wordle|snap streak|game|server|gym|workout|cold|flu|cancer|remission|symptoms|illness|ms|disease|holiday|vacation|trip|break|term|semester|pregnant)', '@shStory'],
    catches: ['relapsed after 60 days clean, i am so angry at myself', 'i relapsed. 120 days down the drain'],
    passes: ['relapsed on vaping after 30 days, so annoying', 'my cold relapsed after 3 days in bed'],
  },
  {
    id: 'en.sh-tools',
    kind: 'self_harm',
    certainty: 'explicit',
    phrases: ['(took|take|taking|got|get|getting) the? (blade|blades|razor|razors) out', '(blade|blades) (out of|from) (a|the|my)? (pencil sharpener|sharpener|sharpeners|razor|razors)', '(pencil sharpener|sharpener) (blade|blades)', '(the|my) (blade|razor) (is|was) (calling|in my|hidden|under|right here|in the)', 'the thing with the @shTool', '@shTool .. (on|into|along|across|to) (my|the inside of my) @bodyPart', '(use|used|using) (the|a|my)? @shTool (again|on myself|most nights|every night)', 'keep (a|the|my) (blade|razor|blades|razors) (in my|under my|hidden)', '(miss|want|need) (to feel)? the (blade|razor)', '(blade|blades|razor|razors) .. (you know why|u know why|when i do it|safer when i do it)', 'sterile blades', '(with|holding|held) the (blade|razor) in my hand', '(open|opened|opening) (up)? the (pencil)? sharpener', '(used|use|using) (one|the shard|a shard|it) (tonight|on my|again)', '(still|already) (have|got) (one|some|more) (hidden|from the sharpener)'],
    unless: ['(shave|shaving|beard|barber|haircut|craft|crafts|crafting|scrapbook|boxes|packages|lawn|mower|blender|food processor|skates|skating|hockey|chef|knife set|woodwork|art class|geometry|wrapping|sewing|legs smooth|accident|accidentally|dropped|by mistake|to clean|clean it|cleaning it|replace|replacing|to change)', '@shStory'],
    negatable: true,
    catches: ['took the blades out of a pencil sharpener again', 'the thing with the lighter again, i cannot stop', 'I keep a razor hidden under my mattress'],
    passes: ['I took the blades out of the food processor to wash them', 'I need a new razor, my legs are so prickly after shaving'],
  },
  {
    id: 'en.hide-sh-marks',
    kind: 'self_harm',
    certainty: 'explicit',
    phrases: ['(hide|hiding|hid|cover|covering|covered|conceal|concealing) (up)? (all)? (my|the|these|those|fresh|new|old|recent|some)? (@shMarks|plasters|bandages|band aids|bandaids|blood)', 'blood (out of|off) (my|the|white|our)? _? (sheets|bedsheets|sheet|clothes|sleeves|carpet|towel|towels|hoodie|jumper|duvet)', 'make (the|my)? scars go away',  'get rid of (the|my)? (scars|sh scars|cut scars)', 'explain (the|my)? (scars|cuts|burns) to', '@shMarks .. (still)? (fresh|pink|scabbed|new from|from this week|from last week)', '(long sleeve|long sleeves|long sleeved) ... (july|august|summer|heat|hot|_ degrees|_ degree)', '(long sleeve|long sleeves|long sleeved) ... (so|because) (no one|nobody|people|they|he|she) (sees|see|notices|notice|asks|ask|will not)', '(long sleeve|long sleeves|long sleeved) .. (you|u) (know|kno|can guess) why'],
    unless: ['(tattoo|tattoos|acne|surgery|surgical|operation|c section|caesarean|stretch marks|birthmark|sunburn|sun burn|sun protection|chicken pox|chickenpox|eczema|psoriasis|vitiligo|freckles|bug bites|mosquito|mosquitoes|makeup tutorial|concealer|keloid|piercing|dress code|modest|modesty|religious|hijab|air conditioning|cold office|skin cancer|rash|from cooking|from the kitchen|bruise from|hives|budget|funding|spending|pay cuts|job cuts|staff)', '(from|by) (the|my|our|a)? (cat|kitten|dog|puppy|thorns|brambles|bike|fall|crash)', '@shStory'],
    catches: ['how do i hide cuts on my thighs at the swimming pool', 'wearing long sleeves in july again, you know why', 'how do I explain the scars to my new boyfriend, some are still fresh'],
    passes: ['what concealer covers acne scars best?', 'long sleeves in summer because of my eczema'],
  },
  {
    id: 'en.sh-wound-care',
    kind: 'self_harm',
    certainty: 'explicit',
    phrases: ['how deep is (too deep|to deep)', 'how deep (can|should|do|does) (you|i|u|a cut) (go|cut|need)', '(stitches|a e|er|hospital|urgent care|the doctor|the nurse|walk in|doctors) .. (ask questions|asking questions|without them asking|ask me why|have to explain|call my parents|call cps|calling my parents)', 'self inflicted (cut|cuts|burn|burns|wound|wounds|injury|injuries|one|marks)', '(did|done|doing) (it|this|that|them) to myself', 'did (it|this|them) (with|using) (a|my|the)? _? @shTool .. on purpose', '(burn|burns|cut|cuts|wound|marks|bruises) .. (did|done) (it|this|them)? on purpose', '(cut|burn|cuts|burns) ... (it was|they were) on purpose', '(burns|cuts|marks|bruises|scars) ... (told|tell) ... (it was|they were|they are) (the cat|the oven|the dog|the kettle|from the cat|from the oven|from the gym)', 'what i (did|have done) to myself', 'told (her|him|them|everyone|people|my _|the _) (it was|they were|that it was) (the cat|the oven|an accident|the dog|the kettle|the iron) .. (it was not|but it was|we do not have)', 'it (was not|is not) (the cat|the oven|the dog)'],
    unless: ['(to annoy|to make|so that|to get|to prove|to test|to see if|to wind|he did|she did|they did|you did|prank|joke|mistake on purpose|lost on purpose|missed on purpose|pool|lake|water|dive|diving|snow|hole|post hole|fence|plant|plants|bulbs|seeds|soil|tattoo|piercing|squat|squats|puppy|vet|exam|anatomy|nursing|first aid course|cooking|kitchen|knife slipped|sunburn|haircut|hair|fringe|bangs|makeup|diet|finances|career|hangover|drinking|drank|procrastinat*|overslept|deadline)', 'did (it|this|that) to myself by', '@shStory'],
    catches: ['how deep is too deep for a cut, i do not want the er asking questions', 'whats the best way to clean a self-inflicted cut', 'my girlfriend saw the burns and I told her it was the oven. it was not the oven'],
    passes: ['how deep is too deep for planting tulip bulbs?', 'I did it to myself by not sleeping enough before the exam'],
  },
  {
    // Said after a question about a burn or a cut; on its own it can be about anything, so only possible.
    id: 'en.did-it-on-purpose',
    kind: 'self_harm',
    certainty: 'possible',
    phrases: ['i did (it|this|that) on purpose'],
    unless: ['(to annoy|to make|so that|to get|to prove|to test|to see if|to wind|to mess|prank|joke|game|lost|missed|forgot|left|spelled|wrote|design|font|colour|color)', '@shStory'],
    catches: ['how long does a burn take to heal? i did it on purpose'],
    passes: ['yes I did it on purpose to annoy my brother'],
  },
  {
    id: 'en.until-it-bleeds',
    kind: 'self_harm',
    certainty: 'explicit',
    phrases: ['@shDid ... (until|till|til|so hard) (it|they|i|my skin|the skin|my knuckles|knuckles|there was|there is|it all|my nose|my lip)? @bleedOrBruise', '(knuckles|knuckels) (are|were|all)? (split|split open|bled|bleeding|break|broke)', '(scratch|scratched|scratching) (my)? (arms|skin|scalp|legs|face) (raw|till|until|open)', '(bit|bite|biting) my (own)? @bodyPart (till|until|so hard|to stop)', '(dig|digging|dug|press|pressing|pressed) my (nails|fingernails) (in|into)', '(pull|pulling|pulled) (out)? my hair (out)? .. (bald|patches|clumps|pieces)', '(hit|hitting|bang|banging|banged|smash|smashed|slam|slammed) my (head|fists|fist|hands) (against|into|on) (the|a|my)? (wall|walls|door|desk|steering wheel|floor|mirror|truck door) .. (until|till|til|so hard|concussion|bruise|bruises|bled|hurts)', '(hit|hitting|bang|banging|banged|smash|smashed|slam|slammed) my (head|fists|fist) (against|into|on) (the|a|my)? (wall|walls|door|desk|floor|mirror) ... (when|whenever|every time) (i|i am) _? (angry|upset|overwhelmed|alone|mad|stressed|anxious|panicking|sad|depressed|triggered|hate)', '(punch|punched|punching|punches) (the|a|my)? (brick|garage|tiled|concrete|bedroom|dorm room)? (wall|walls|mirror|door|beams) .. (until|till|til|knuckles)', '(punch|punched|punching|hit|hitting|slap|slapped|slapping) (myself|my own legs|my legs|my face|my stomach) (in the|so|until|till|when|over|where|many)'],
    unless: ['(period|nose bleed|nosebleed|gums|blood test|blood drive|donat*|boxing|sparring|punching bag|heavy bag|climbing|guitar|violin|new shoes|running|blisters from|mosquito|bug bites|eczema|itchy|rash|splinter|cuticle|hangnail|figure out|code|bug|spreadsheet|taxes|homework|assignment|chicken pox|allergy|allergic|poison ivy|ball|bat|racket|nail|hammer|dough|log|wood|dry skin|cold weather|winter|dry hands|chapped|cold|brambles|thorns|bushes|roses|rose bush|pruning|pruned|garden|gardening|weeding|hiking|cupboard|cabinet|shelf|car door|low ceiling|walked into|ran into|bumped|accident|accidentally|by accident)', '(bit|bite|biting) my (tongue|lip|lips|cheek)', 'trying to (figure|fix|understand|solve|debug|work out)', '@shStory'],
    negatable: true,
    catches: ['i punch walls till my knuckles split, it is the only thing that helps', 'I scratch my arms until they bleed when I panic', 'i bang my head against the wall until it bruises when i mess up'],
    passes: ['I have been banging my head against the wall trying to fix this bug', 'my gums bleed until I floss properly'],
  },
  {
    id: 'en.purge-and-starve',
    kind: 'self_harm',
    certainty: 'explicit',
    phrases: ['(make|made|making|force|forced|forcing) myself (sick|throw up|vomit|puke|purge)', '(threw up|throw up|throwing up|purge|purged|purging|puke|puked) .. (on purpose|to punish|as punishment|penance)', '(threw up|throw up|throwing up|purge|purged|purging|puke|puked|sick) after (every|each|most) (meal|meals|dinner|time i eat)', '(purge|purged|purging) (after|again|every|most|when|because)', '(do not|did not|never) (deserve|deserved) (food|to eat|dinner|lunch|breakfast|meals|to keep)', '(do not|did not) (let|allow) myself (to)? (eat|sleep) (for|until|unless|because)', 'only (let|allow) myself (to)? eat (when|if|after) i (deserve|earn|have earned|burn)', '(starving|starve|starved) myself', '(punish|punishing|punished) my body', '(skipped|skipping|stopped) (eating|meals|lunch|dinner|breakfast) .. on purpose'],
    unless: ['(food poisoning|stomach bug|norovirus|hangover|drank too much|pregnan*|morning sickness|chemo|motion sickness|seasick|carsick|migraine|with worry|with stress|with nerves|with anxiety|with fear|candy|sweets|roller coaster|rides|fast|fasting|ramadan|lent|buffet|until dinner|until lunch|laugh|laughing)', '(purge|purged|purging) (my|the|old|all|files|cache|inbox|data|closet|wardrobe)', '@shStory'],
    negatable: true,
    catches: ['i made myself sick after dinner again', 'i do not deserve food after what i said', 'been starving myself for a week because i hate my body'],
    passes: ['I made myself sick with worry about the exam', 'starving myself until the buffet tonight lol'],
  },
  {
    id: 'en.sh-act',
    kind: 'self_harm',
    certainty: 'explicit',
    phrases: ['(cut|cutting) again', 'i did cut', 'why i (cut|self harm|hurt myself|burn myself)', '(been|still|started|keep|kept|am) cutting', '(did|done) it again .. (blood|bleeding|bleed|deeper|deep|stitches|plaster)', '(want|wanna|need) to cut .. to feel',  '(cut|cuts|cutting|went|go) deeper than (usual|i meant|i ment|i wanted|intended|last time|before)', 'cutting streak', '(cut|cuts|cutting|slit|sliced|slice) (on|into) my @bodyPart', '(make|made|making|do|doing|did) (small|little|more|new|some)? (cuts|lines|burns|marks|scratches) (on|into) my @bodyPart', '(slit|sliced|slit open) my skin', '(put|putting|stubbed|stub) (my|a|the)? (cigarette|cigarettes) out on (my|myself)', '(scald|scalded|scalding|scalds) (my|myself)', 'scalding (showers|water|hot) .. (on purpose|until|till|deserve)', '(hot tap|hot water) .. (until|till) (it|my skin|the skin)? (blistered|blisters|peeled|came up)', 'miss cutting', '(trying|try|tryna) (not to|to stop) (cut|cutting|self harm|hurt myself)', '(want|wanna|need) to (cut|bleed) (so bad|so badly|tonight|rn|right now|again|just to feel)', '(cutting|burning|the blade|the pain|the razor|hurting myself|the cuts|the burns) (is|are) the only thing', 'the pain helps', '(carved|carve|carving) .. (into|on|in|out of) my @bodyPart', '(pulled|pull|pulling|ripped) (out)? (the|my) stitches (out)? .. (on purpose|so it|scar)'],
    unless: ['(cooking|chopping|shaving|accident|accidentally|surgery|surgeon said|doctor|hair|bangs|carbs|sugar|costs|back|down|corners|ties|onions|vegetables|meat|coupons|fabric|patterns|fringe|nails|cake|bread|teeth|cheese|pizza|video|footage|edit|editing|tiles|trees|branches|hedge|kettle|tea|coffee|soup|class|wood|paper|pumpkin|tree|desk|bench|soap|power|hours|wifi|internet|budget|pay|funding|lawn|grass|tattoo|piercing|stone|marble|diamond)', '@shStory'],
    negatable: true,
    catches: ['cut again last night after four months', 'I make little cuts on my hips where nobody looks', 'I scalded my hands under the hot tap on purpose'],
    passes: ['my hours got cut again this week', 'the tattoo artist said the needle will go deeper than usual on the ribs'],
  },
  {
    id: 'en.their-marks',
    kind: 'third_party',
    certainty: 'explicit',
    phrases: ['@shMarks (on|all over|all up|up|along|down) (his|her|their) @bodyPart', '@shMarks (on|all over|all up|up|along|down) my _? _? _? @closeOne @bodyPart', '(found|saw|noticed|seen|spotted|see) @shMarks (on|all over|up) (his|her|their|my)'],
    unless: ['(from|by|after) (the|my|our|a|his|her)? (cats|cat|kitten|dog|puppy|thorns|brambles|bushes|rose|roses|fence|bike|fall|surgery|operation|garden|gardening|hike|hiking|climbing|rugby|football|soccer|hockey|game|match|skateboard|tattoo|wire)', '(fell|fall|crash|crashed|tripped|slipped|chicken pox|chickenpox|acne|eczema|psoriasis|surgery|surgical|vaccin*|injection|blood test|mosquito|bug bites|bee sting|scooter|playground|trampoline)', '@story'],
    catches: ['I found cuts on my daughters thighs when she was changing', 'my teammate has burn marks all over his forearms'],
    passes: ['my son has scratches all over his arms from the cat', 'the scars on her knee are from surgery'],
  },
  {
    id: 'en.last-words-then-silence',
    kind: 'third_party',
    certainty: 'explicit',
    phrases: ['@lastWords ... @unreachable', '@unreachable ... @lastWords'],
    unless: ['(moving|flight|vacation|holiday|last day|new job|retire*|party|leaving do|graduation|exam|concert)', '@story'],
    catches: ['my brother texted goodbye and now he is not answering', 'my friend sent thanks for everything and now her phone is off'],
    passes: ['my friend texted goodbye from the airport and is not answering because of the flight'],
  },
  {
    id: 'en.goodbye-message',
    kind: 'third_party',
    certainty: 'possible',
    phrases: ['(texted|sent|posted|messaged|wrote|left|said|voice note|voice message) (me|us|everyone|in|on)? .. (goodbye|good bye|farewell|thanks for everything|thank you for everything|see you on the other side|see u all on the other side|see you all on the other side|sorry for everything|tell mom i love her|tell mum i love her)', 'goodbye (message|msg|text|note|letter|post|video|voice note)'],
    unless: ['(moving|move|flight|vacation|holiday|last day|new job|retire*|party|leaving do|graduation|farewell party|abroad|drinks|lunch|card|present|gift|team|coworkers|colleagues|study abroad|exchange)', 'i (said|texted|sent|wrote|posted|left|want to say|never said)', '@story'],
    catches: ['my classmate posted a goodbye message in the group chat and deleted it', 'my best friend texted me thank you for everything at 3am'],
    passes: ['my coworkers wrote me a goodbye card for my last day', 'she sent a farewell email to the team before moving abroad'],
  },
  {
    // Silence alone is nothing; beside a goodbye or a wish to die it makes the worry explicit.
    id: 'en.cannot-reach-them',
    kind: 'third_party',
    certainty: 'cue',
    phrases: ['(he|she|they) (is|are) @unreachable', '(his|her|their) (phone|location) is (off|dead|turned off)', '(cannot|can not) reach (him|her|them)', '(has|have) not (replied|answered) (since|in|for)'],
    catches: ['my brother texted sorry for everything. Now he is not answering.'],
    passes: ['she is not answering, probably asleep'],
  },
  {
    id: 'en.their-pictures',
    kind: 'third_party',
    certainty: 'possible',
    phrases: ['(pic|pics|photo|photos|picture|pictures|video|selfie|snap|screenshot) .. (of|with)? (a|the|her|his|their)? (pills|pile of pills|rope|noose|wrist|wrists|cuts|arm|arms|blade|gun|guns|rifle|shotgun)', '(pic|photo|picture|video|selfie|snap|story) .. from (a|the) (bridge|ledge|roof|rooftop|top floor|edge)'],
    unless: ['(sunset|view|holiday|vacation|tourist|sightseeing|landmark|graduation|engagement|wedding|hunting|range|deer|gym|workout|tattoo|manicure|nails|bracelet|watch|vitamins|museum|collection)', '@story'],
    catches: ['my girlfriend just sent me a pic of pills on her desk', 'my friend sent a picture of her wrist bleeding and blocked me'],
    passes: ['my friend sent me a photo from the bridge at sunset', 'he posted a picture of his new watch on his wrist'],
  },
  {
    id: 'en.giving-things-away',
    kind: 'third_party',
    certainty: 'possible',
    phrases: ['(giving|gave|given|gives|give|started giving) (away)? (all|most|a lot)? (of)? (his|her|their) _? _? (stuff|things|belongings|possessions|games|video games|clothes|cat|dog|pets|guitar|collection|books|textbooks|jewellery|jewelry|tools|watch|records|plants|console|xbox|ps5|makeup|coat|savings|necklace)', '(gave|giving|given) (me|us) (his|her|their) _? _? (cat|dog|guitar|watch|chain|ring|plants|coat|jacket|things|stuff|necklace)', '(will not|does not|not going to|not gonna) need (them|it|these|those|any of it) (anymore|where)'],
    unless: ['(moving|move|decluttering|declutter|garage sale|yard sale|downsizing|spring cleaning|charity|new apartment|outgrown|minimalis*|study abroad|retire*|dorm|tiny house|baby|nursing home|assisted living|birthday|christmas|presents|gifts for|raffle|giveaway|donation|thrift|upgrade|new one|for a while while|holiday|trip)', 'while (she|he|they) (is|are) (alive|still here|still around)', '@story'],
    catches: ['my brother has been giving away his games and his guitar to his mates', 'my roommate gave me her plants and her good coat'],
    passes: ['my grandma gave me her old coat because she bought a new one', 'she is giving away her old clothes to charity before the move'],
  },
  {
    id: 'en.their-self-harm',
    kind: 'third_party',
    certainty: 'explicit',
    phrases: ['(cuts|cutting|burns|burning|scratches|scratching|starves|starving|starved|punishes|punishing|harms|harming|bites|biting) @themself', '(found|find|finding) (a|the|some)? (razor|razors|blade|blades|razor blades|rope|noose) ... (in|under) (his|her|their)', '(found|saw|noticed) blood on (his|her|their) (sheets|towels|towel|sleeve|sleeves|bed)', '(going to|gonna|wants to|want to|will|plans to) jump (off|from) (his|her|their|the|a) (building|roof|bridge|balcony|multistorey|car park|scaffold|top floor|window|cliff)', '(said|saying|says|told me) (he|she|they) (has|have)? found a way'],
    unless: ['(cooking|chopping|shaving|accident|accidentally|oven|stove|pan|iron|curling iron by accident|kitchen knife slipped|sunburn|a slice|some slack|camping|climbing|dog|cat|puppy|halloween|costume|craft|barber|art project|skydiving|bungee|parachute|pool|diving board|lake|books|novels|films|movies|shows)', 'cut (himself|herself|themselves) (off|short)', '@story'],
    catches: ['my little sister burns herself with the straightener', 'I found razor blades hidden in her pencil case', 'my friend says she wants to jump off the roof of her building'],
    passes: ['my brother cut himself shaving this morning', 'she wants to jump off the diving board at the pool this summer'],
  },
  {
    id: 'en.their-bruises',
    kind: 'third_party',
    certainty: 'explicit',
    phrases: ['(finger shaped|fingerprint|finger print|hand shaped) (bruises|bruise|marks)', '(bruises|marks) in the shape of (fingers|a hand|hands)', '(black eye|bruises|bruise|split lip|cast|welts|belt marks|burn marks|rope marks) .. (says|said|claims|claimed|told me) (she|he|they|it was)? (fell|fall|walked into|tripped|was from|is from|the cupboard|an accident|clumsy)'],
    unless: ['(football|soccer|rugby|hockey|boxing|mma|karate|martial arts|wrestling|match|sparring|bike|biking|skateboard*|playground|sports|gym|party|tv|movie|film|game|dog|puppy)', '@story'],
    catches: ['my colleague has finger shaped bruises on her neck again', 'my sister had a black eye she said was from the cupboard'],
    passes: ['my son has a black eye from rugby, he said he fell in a tackle', 'her bruise is from hockey, she said she tripped over a stick'],
  },
  {
    // Signs a child or a neighbour is being hurt: not proof alone, so a possible signal.
    id: 'en.their-hurt-signs',
    kind: 'third_party',
    certainty: 'possible',
    phrases: ['(flinches|flinched|flinch|flinching) (when|whenever|if|every time) (he|she|they|his|her|their|anyone|i|someone)', '(thuds|thumping|thud|hitting|slapping|beating) .. (through the wall|next door)', '(screaming|screams|yelling) .. (through the wall|next door) .. (hitting|thuds|thud|bruises|black eye)', '(has|had|with|came in with|turned up with|showed up with) (a|another|new)? (black eye|black eyes|split lip|bruises) (again|every week|at)', '(bruises|black eye|marks|burns) .. (he|she|they)? (could not|cannot|can not|would not|will not|does not|did not) (explain|say how)', '(always|often|keeps|constantly) (has|have|having|getting|gets) (new)? (bruises|black eyes|burns|marks)'],
    unless: ['(football|soccer|rugby|hockey|boxing|mma|karate|martial arts|wrestling|match|sparring|bike|biking|skateboard*|playground|sports|gym|party|tv|movie|film|game|dog|puppy|renovat*|building work|drilling|hammering|diy)', '@story'],
    catches: ['the neighbours kid flinches when his dad raises his voice', 'I hear thumping and hitting through the wall every night'],
    passes: ['I hear hammering and thuds through the wall, the neighbours are renovating', 'my son came in with a black eye again from rugby practice'],
  },
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
