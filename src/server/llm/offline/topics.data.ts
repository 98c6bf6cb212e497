/**
 * Topic packs for the offline advisor: the words that name a topic, the noun phrase the advisor
 * uses for it (our words, never the user's), and concrete steps. Steps are general good practice
 * written for this project, not medical, legal or financial advice.
 */
export interface TopicPack {
  key: string;
  /** Words or short phrases (matched on tokens) that name the topic. */
  triggers: string[];
  /** The noun phrase: "your job interview". */
  name: string;
  /** Names for particular triggers ("thesis" → "your thesis"), when they say it better than `name`. */
  names?: Record<string, string>;
  /** Whether a day may follow the name ("your presentation on Friday"). */
  dated: boolean;
  /** Words shared with the scopes of methods that fit the topic, to pick the advisor's method. */
  related: string[];
  steps: string[];
}

export const topicPacks: TopicPack[] = [
  {
    key: 'running',
    triggers: ['start running', 'go running', 'going running', 'running again', 'running plan', 'go for a run', 'for a run', 'jog', 'jogging', 'marathon', '5k', '10k', 'runner', 'runs'],
    name: 'getting into running',
    dated: false,
    related: ['exercise', 'routines', 'habits', 'new', 'momentum', 'goals'],
    steps: [
      'Go out three times this week for twenty minutes of run-walk: one minute of easy jogging, two minutes of walking, repeated.',
      'Put those three sessions in your calendar now, on fixed days with a rest day between them.',
      'Each week add one minute of jogging to every block, and stop while it still feels a little too easy.',
    ],
  },
  {
    key: 'interview',
    triggers: ['interview', 'interviews', 'interviewing', 'job interview', 'recruiter', 'hiring manager', 'assessment centre'],
    name: 'your job interview',
    dated: true,
    related: ['speaking', 'judgement', 'career', 'story', 'achievements', 'starting', 'job', 'rehearsal'],
    steps: [
      'Write down three stories from your past work that show what the role asks for, each with the situation, what you did and the result.',
      'Say your answer to "tell me about yourself" out loud until it fits comfortably in ninety seconds.',
      'Prepare two questions of your own about the team and what success looks like in the first months.',
    ],
  },
  {
    key: 'presentation',
    triggers: ['presentation', 'presentations', 'presenting', 'pitch', 'pitching', 'speech', 'slides', 'keynote', 'public speaking'],
    name: 'your presentation',
    dated: true,
    related: ['speaking', 'meetings', 'judgement', 'fear', 'feedback', 'nerves'],
    steps: [
      'Write the one sentence you want the audience to remember, and cut any slide that does not support it.',
      'Rehearse out loud twice: once alone with a timer, once in front of a friend or your phone camera.',
      'Learn your first thirty seconds word for word, so the opening runs on its own while the nerves are highest.',
    ],
  },
  {
    key: 'exam',
    triggers: ['exam', 'exams', 'finals', 'midterm', 'midterms', 'revision', 'revise', 'revising', 'studying', 'study', 'test tomorrow', 'resit', 'certification'],
    name: 'your exam',
    dated: true,
    related: ['exam', 'revision', 'studied', 'study', 'nerves', 'dense', 'concepts', 'sessions'],
    steps: [
      'List every topic on the syllabus and mark each one green, amber or red for how well you know it.',
      'Close your notes and write down everything you remember about one red topic, then check what was missing.',
      'Do one past paper under timed conditions before the end of the week, and revise the questions where you dropped marks.',
    ],
  },
  {
    key: 'sleep',
    triggers: ['sleep', 'sleeping', 'insomnia', 'asleep', 'bedtime', 'cant sleep', 'wake up at night', 'nightmares'],
    name: 'your sleep',
    dated: false,
    related: ['wind', 'down', 'evenings', 'restless', 'racing', 'thoughts', 'routines'],
    steps: [
      'Keep the same wake-up time every day this week, weekends included, even after a bad night.',
      'Put screens away thirty minutes before bed and spend that time on something dull and calm.',
      'If you are still awake after about twenty minutes, get up and read in dim light until you feel sleepy again.',
    ],
  },
  {
    key: 'relationship',
    triggers: ['relationship', 'partner', 'boyfriend', 'girlfriend', 'husband', 'wife', 'marriage', 'dating', 'breakup', 'broke up', 'ex', 'fiance', 'spouse', 'friend', 'friends', 'friendship', 'best friend'],
    name: 'your relationship',
    names: { friend: 'your friendship', friends: 'your friendships', friendship: 'your friendship', 'best friend': 'your friendship' },
    dated: false,
    related: ['conversations', 'arguments', 'unheard', 'conflict', 'resentment', 'reconnecting', 'argument', 'tension'],
    steps: [
      'Choose a calm moment for the talk, not the middle of an argument or the last minutes before bed.',
      'Open with what you feel and what you would like in one sentence, such as "I feel tense when plans change at the last minute, and I would like us to agree on them earlier".',
      'Before you answer their side, say back what you heard and ask whether you got it right.',
    ],
  },
  {
    key: 'family',
    triggers: ['family', 'sister', 'brother', 'sibling', 'siblings', 'mum', 'mom', 'mother', 'dad', 'father', 'parents', 'in laws', 'son', 'daughter', 'kids', 'children', 'teenager', 'stepson', 'stepdaughter'],
    name: 'your family',
    dated: false,
    related: ['family', 'expectations', 'household', 'sibling', 'conflicts', 'conversations', 'people', 'pleasing', 'resentment', 'parenting'],
    steps: [
      'Decide the one thing you want to change, and keep the conversation to that one thing.',
      'Pick a calm, private moment to raise it, rather than a family gathering or a tense moment.',
      'Say what you need in one sentence, then listen to their side before you reply.',
    ],
  },
  {
    key: 'money',
    triggers: ['money', 'budget', 'budgeting', 'debt', 'debts', 'savings', 'saving', 'bills', 'rent', 'spending', 'finances', 'overdraft', 'broke', 'credit card'],
    name: 'your finances',
    dated: false,
    related: ['money', 'spending', 'savings', 'finances', 'income', 'pricing', 'rate', 'paperwork'],
    steps: [
      'Go through last month\'s statements and sort every payment into needs, wants and bills you had forgotten.',
      'Set a fifteen-minute money check at the same time each week, with the numbers in front of you.',
      'Pick one change for this month: cancel one subscription, or move a fixed amount to savings on payday.',
    ],
  },
  {
    key: 'moving',
    triggers: ['moving', 'relocate', 'relocating', 'relocation', 'move abroad', 'moving to', 'moving house', 'move house', 'moving abroad', 'new city', 'new country', 'emigrate', 'emigrating'],
    name: 'your move',
    dated: true,
    related: ['moving', 'city', 'place', 'settling', 'changes', 'change', 'new'],
    steps: [
      'List the must-dos of the move (contract, address changes, utilities, registration) with a date next to each.',
      'Book one thing in the new place that is yours in the first fortnight: a class, a club or a regular café.',
      'Keep one routine from home unchanged for the first weeks, so something stays familiar while the rest is new.',
    ],
  },
  {
    key: 'trip',
    triggers: ['trip', 'travel', 'travelling', 'traveling', 'holiday', 'vacation', 'itinerary', 'journey'],
    name: 'your trip',
    dated: true,
    related: ['planning', 'plans', 'decisions', 'shared'],
    steps: [
      'Fix the dates and a total budget first, since every other choice follows from those two.',
      'Shortlist the three things you would be sorry to miss, and plan each day around one of them.',
      'Book the parts that sell out or get dearer first: flights, the first night\'s stay and any timed tickets.',
    ],
  },
  {
    key: 'writing',
    triggers: ['thesis', 'dissertation', 'essay', 'essays', 'assignment', 'coursework', 'novel', 'manuscript'],
    name: 'your writing',
    names: {
      thesis: 'your thesis',
      dissertation: 'your dissertation',
      essay: 'your essay',
      assignment: 'your assignment',
      coursework: 'your coursework',
      novel: 'your novel',
      manuscript: 'your manuscript',
    },
    dated: true,
    related: ['projects', 'blocks', 'blank', 'page', 'perfectionism', 'drafts', 'procrastination', 'avoided', 'initiation'],
    steps: [
      'Set a twenty-five-minute timer and write a rough first paragraph of the next section, without fixing anything.',
      'Decide which one section you will finish this week, and tell someone the day it will be done.',
      'End each session by writing the first sentence of the next one, so tomorrow starts without a blank page.',
    ],
  },
  {
    key: 'work',
    triggers: ['new job', 'job', 'boss', 'manager', 'colleague', 'colleagues', 'coworker', 'coworkers', 'workload', 'promotion', 'career', 'office', 'team lead'],
    name: 'things at work',
    names: { 'new job': 'your new job' },
    dated: false,
    related: ['work', 'career', 'meetings', 'priorities', 'performance', 'reviews', 'returning', 'speaking', 'job'],
    steps: [
      'List everything on your plate at work and mark the few items that are truly due this week.',
      'Book fifteen minutes with your manager to agree what matters most this month, and what can wait.',
      'Block one protected hour a day in your calendar for the work that needs your full attention.',
    ],
  },
];

/** Day words that may follow a dated topic: "on Friday", "tomorrow", "next week". */
export const dayWords: Record<string, string> = {
  monday: 'on Monday',
  tuesday: 'on Tuesday',
  wednesday: 'on Wednesday',
  thursday: 'on Thursday',
  friday: 'on Friday',
  saturday: 'on Saturday',
  sunday: 'on Sunday',
  tomorrow: 'tomorrow',
  tonight: 'tonight',
  'next week': 'next week',
  'this week': 'this week',
  'this weekend': 'this weekend',
  'next month': 'next month',
};
