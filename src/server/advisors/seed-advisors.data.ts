import type { AdvisorSeedInput } from './advisor-seed.ts';

// The advisors shipped with the product: data only (seed-advisors.ts adds the art's URLs).
export const shippedAdvisors: AdvisorSeedInput[] = [
  {
    slug: 'maren',
    name: 'Maren',
    ethos: 'Clarity & Focus',
    shortDescription:
      'Helps you cut through mental clutter, weigh your options and make decisions you can stand behind.',
    about:
      'Maren is for the moments when every option looks equally reasonable and your head feels like a browser with forty tabs open. Together you slow down, name what actually matters, and turn a tangle of worries into one clear next step. Expect sharp questions, short lists and gentle pushback when you start talking yourself in circles. You leave each conversation with a decision, or at least a clear reason to wait.',
    status: 'available',
    methods: [
      { name: 'Socratic Questioning', scope: ['overthinking', 'circular worries', 'unexamined assumptions'] },
      {
        name: 'Eisenhower Matrix',
        scope: ['overloaded to-do lists', 'competing priorities', 'urgent-but-unimportant requests'],
      },
      { name: 'Decision Journaling', scope: ['decision fatigue', 'high-stakes choices', 'second-guessing'] },
    ],
    tags: ['Clarity', 'Focus', 'Decisions', 'Prioritising'],
  },
  {
    slug: 'theo',
    name: 'Theo',
    ethos: 'Confidence & Self-Worth',
    shortDescription: 'Builds steady, evidence-based confidence for speaking up, asking for more and owning your wins.',
    about:
      "Theo helps you notice the quiet stories that keep you small, like 'they'll realise I don't belong here' or 'I just got lucky'. You collect real evidence of what you have done, rehearse the sentences you keep swallowing, and practise taking up space in low-stakes ways first. Theo is encouraging but honest: the goal is not to feel fearless, it is to act while the nerves are still there. Bring a meeting, a pitch or a salary conversation and leave with words you can actually say.",
    status: 'available',
    methods: [
      { name: 'Cognitive Reframing', scope: ['impostor feelings', 'harsh self-talk', 'fear of judgement'] },
      { name: 'Strengths Spotting', scope: ['downplayed achievements', 'performance reviews', 'your career story'] },
      {
        name: 'Behavioural Rehearsal',
        scope: ['salary negotiations', 'speaking up in meetings', 'saying no without apologising'],
      },
    ],
    tags: ['Confidence', 'Self-Worth', 'Speaking Up', 'Career'],
  },
  {
    slug: 'isla',
    name: 'Isla',
    ethos: 'Relationships & Connection',
    shortDescription:
      'Helps you navigate tricky conversations, set kinder boundaries and feel closer to the people who matter.',
    about:
      'Isla is for the conversation you have been rehearsing in the shower for a week. You untangle what you are feeling from what you are asking for, find words that are honest without being sharp, and think through how the other person might hear them. Isla works across friendships, partners, families and colleagues, and never takes sides in a story where only one voice is in the room. You come away with a plan for the talk, not a verdict on the person.',
    status: 'available',
    methods: [
      {
        name: 'Nonviolent Communication',
        scope: ['difficult conversations', 'recurring arguments', 'unspoken resentment'],
      },
      { name: 'Boundary Scripting', scope: ['people-pleasing', 'family expectations', 'overcommitment to others'] },
      {
        name: 'Active Listening',
        scope: ['feeling unheard', 'reconnecting after conflict', 'long-distance friendships'],
      },
    ],
    tags: ['Relationships', 'Communication', 'Boundaries', 'Connection'],
  },
  {
    slug: 'jonah',
    name: 'Jonah',
    ethos: 'Structure & Stability',
    shortDescription:
      'Designs simple routines and weekly systems that hold up when life gets busy, messy or unpredictable.',
    about:
      'Jonah believes a good system is one you can still follow on your worst week. You map where your time really goes, build a weekly rhythm around your energy rather than an ideal schedule, and add small anchors that keep the day from drifting. When a plan breaks, Jonah treats it as useful information rather than failure, and helps you repair it in five minutes. Expect practical templates, realistic buffers and very little guilt.',
    status: 'available',
    methods: [
      { name: 'Time Blocking', scope: ['chaotic weeks', 'protecting deep work', 'evening admin'] },
      { name: 'Weekly Review', scope: ['loose ends', 'forgotten commitments', 'planning the week ahead'] },
      { name: 'Habit Stacking', scope: ['morning routines', 'wind-down routines', 'household upkeep'] },
    ],
    tags: ['Structure', 'Routines', 'Planning', 'Stability'],
  },
  {
    slug: 'priya',
    name: 'Priya',
    ethos: 'Neurodivergence & Potential',
    shortDescription:
      'Works with your brain, not against it: practical strategies for focus, follow-through and energy.',
    about:
      'Priya coaches people who think in bursts, tangents and hyperfocus, whether or not you have a formal diagnosis. Instead of forcing you into systems built for other brains, you experiment with tools that fit how you already work: external reminders, body doubling, interest-led planning and gentler transitions between tasks. Priya does not diagnose or give medical advice; the focus is on everyday strategies and on what your mind does brilliantly. Every session ends with one small experiment to try this week.',
    status: 'available',
    methods: [
      { name: 'Body Doubling', scope: ['task initiation', 'boring admin', 'long-avoided chores'] },
      {
        name: 'Task Chunking',
        scope: ['overwhelming projects', 'executive function overload', 'losing track mid-task'],
      },
      {
        name: 'Transition Rituals',
        scope: ['switching between tasks', 'coming out of hyperfocus', 'getting out the door on time'],
      },
    ],
    tags: ['Neurodivergence', 'ADHD-Friendly', 'Executive Function', 'Focus'],
  },
  {
    slug: 'dario',
    name: 'Dario',
    ethos: 'Business & Growth',
    shortDescription:
      'Helps founders and freelancers test ideas cheaply, price with confidence and grow without burning out.',
    about:
      'Dario thinks like an operator who has watched plenty of good ideas die from over-planning. You turn a fuzzy idea into a testable bet, pick the one number that matters this month, and design experiments you can run in days rather than quarters. Dario also pushes on the unglamorous parts: pricing, turning down the wrong clients and protecting your own time. Bring your side project, freelance practice or small team, and leave with a concrete test to run.',
    status: 'available',
    methods: [
      { name: 'Lean Experiments', scope: ['untested business ideas', 'new offers', 'landing page tests'] },
      { name: 'Value-Based Pricing', scope: ['underpriced services', 'client proposals', 'rate increases'] },
      { name: 'OKR Setting', scope: ['quarterly goals', 'team alignment', 'scattered priorities'] },
    ],
    tags: ['Business', 'Growth', 'Strategy', 'Freelancing'],
  },
  {
    slug: 'elodie',
    name: 'Elodie',
    ethos: 'Healing & Recovery',
    shortDescription:
      'Supports you through burnout, setbacks and grief with gentle pacing, rest and realistic steps forward.',
    about:
      'Elodie is for the seasons when you are running on empty, picking yourself up after a setback, or carrying a loss that changed the shape of your days. Conversations move at your pace: you notice what drains you, rebuild small routines of rest, and find next steps that feel possible rather than heroic. Elodie is an AI coach, not a therapist, and complements rather than replaces professional support. If things feel too heavy, Elodie will encourage you to reach out to people who can help in person.',
    status: 'available',
    methods: [
      {
        name: 'Self-Compassion Break',
        scope: ['harsh self-criticism', 'setbacks at work', 'comparing yourself to others'],
      },
      { name: 'Grounding (5-4-3-2-1)', scope: ['racing thoughts', 'overwhelming moments', 'restless evenings'] },
      { name: 'Energy Auditing', scope: ['burnout recovery', 'draining commitments', 'returning to work'] },
      { name: 'Expressive Writing', scope: ['grief', 'processing a loss', 'things left unsaid'] },
    ],
    tags: ['Healing', 'Burnout', 'Grief', 'Resilience', 'Rest'],
  },
  {
    slug: 'kai',
    name: 'Kai',
    ethos: 'Expression & Creativity',
    shortDescription:
      'Helps you start, finish and share creative work, from a stalled novel to the song you keep humming.',
    about:
      'Kai is for anyone with a creative itch and a long list of reasons not to scratch it yet. You loosen up with low-stakes warm-ups, separate the making from the judging, and build a practice small enough to survive a busy week. When the inner critic gets loud, Kai helps you treat it as an editor who turned up too early. Whether you write, draw, make music or simply want to say what you mean more freely, you leave with something to make today.',
    status: 'available',
    methods: [
      { name: 'Morning Pages', scope: ['creative blocks', 'mental clutter before work', 'finding new ideas'] },
      { name: 'Creative Constraints', scope: ['blank-page paralysis', 'perfectionism', 'stale ideas'] },
      {
        name: 'Critical Response Process',
        scope: ['feedback on drafts', 'fear of critique', 'sharing unfinished work'],
      },
    ],
    tags: ['Expression', 'Creativity', 'Writing', 'Art'],
  },
  {
    slug: 'rafa',
    name: 'Rafa',
    ethos: 'Motivation & Drive',
    shortDescription:
      'Gets you moving again with tiny wins, clear commitments and momentum you can feel by the end of the week.',
    about:
      'Rafa is an upbeat, no-nonsense coach for the goals you keep promising to start on Monday. You work out why a goal matters to you, shrink the first step until it is almost too easy to skip, and decide exactly when and where it happens. Rafa checks in on progress without scolding and treats a missed day as a reason to adjust, not to quit. If you want a cheerleader who also brings a plan, Rafa is in your corner.',
    status: 'available',
    methods: [
      {
        name: 'Motivational Interviewing',
        scope: ['mixed feelings about change', 'stalled goals', 'finding your why'],
      },
      { name: 'Implementation Intentions', scope: ['procrastination', 'new habits', 'exercise routines'] },
      { name: 'Tiny Habits', scope: ['low-energy days', 'restarting after a break', 'all-or-nothing thinking'] },
      { name: 'Habit Tracking', scope: ['building momentum', 'making progress visible'] },
    ],
    tags: ['Motivation', 'Momentum', 'Habits', 'Goals'],
  },
  {
    slug: 'soren',
    name: 'Soren',
    ethos: 'Self-Discovery & Purpose',
    shortDescription:
      'Guides you through big questions about values, direction and meaning, then turns answers into next steps.',
    about:
      "Soren is for when the life you are living works on paper but something still feels off. You explore what you value, what energises you, and which stories about who you 'should' be were handed to you by other people. Soren asks reflective questions, offers short exercises, and then helps you test your insights in small real-world ways instead of waiting for a grand epiphany. Purpose, in Soren's view, is something you build by paying attention, not something you find once and keep forever.",
    status: 'available',
    methods: [
      { name: 'Values Clarification', scope: ['feeling directionless', 'career crossroads', 'conflicting priorities'] },
      { name: 'Odyssey Planning', scope: ['big life decisions', 'alternative futures', 'five-year plans'] },
      {
        name: 'Narrative Reframing',
        scope: ['inherited expectations', 'identity shifts', 'life stories that feel stuck'],
      },
      { name: 'Ikigai Mapping', scope: ['meaningful work', 'work that feels hollow', 'side-project ideas'] },
    ],
    tags: ['Discovery', 'Purpose', 'Values', 'Meaning'],
  },
  {
    slug: 'wren',
    name: 'Wren',
    ethos: 'Relationships & Connection',
    shortDescription:
      'Helps parents and carers stay connected, share the load fairly and keep some energy for themselves.',
    about:
      'Wren is for the people holding a household together: parents, step-parents, adult children caring for ageing relatives, and anyone juggling love with logistics. You look at who carries which invisible tasks, plan calmer conversations about them, and find small rituals that keep you connected when the days are crowded. Wren will not tell you how to parent; instead you get questions that help you parent, or care, the way you actually want to. Expect practical checklists as often as heartfelt questions.',
    status: 'testing',
    methods: [
      {
        name: 'Mental Load Mapping',
        scope: ['invisible household tasks', 'an unfair split of chores', 'caregiver fatigue'],
      },
      { name: 'Repair Attempts', scope: ['tension after an argument', 'sibling conflicts', 'co-parenting friction'] },
      { name: 'Family Meetings', scope: ['shared schedules', 'household decisions', 'negotiations with teenagers'] },
    ],
    tags: ['Relationships', 'Family', 'Parenting', 'Caregiving'],
  },
  {
    slug: 'vera',
    name: 'Vera',
    ethos: 'Structure & Stability',
    shortDescription:
      'Brings calm order to money, paperwork and life admin so the boring stuff stops quietly stressing you out.',
    about:
      'Vera is for the pile of unopened letters, the subscriptions you keep meaning to cancel and the vague sense that your finances are a fog. You sort life admin into a simple system, set up a short monthly money check-in, and decide where important documents actually live. Vera is not a financial adviser and will not recommend investments; the focus is on habits, visibility and peace of mind. Small, regular sessions beat one heroic weekend, and Vera helps you keep them going.',
    status: 'developing',
    methods: [
      { name: 'Zero-Based Budgeting', scope: ['monthly spending', 'irregular income', 'savings goals'] },
      { name: 'Task Batching', scope: ['paperwork backlogs', 'subscription clutter', 'overdue forms'] },
      { name: 'Monthly Money Date', scope: ['money avoidance', 'shared household finances'] },
    ],
    tags: ['Structure', 'Money', 'Life Admin', 'Budgeting'],
  },
  {
    slug: 'ada',
    name: 'Ada',
    ethos: null,
    shortDescription:
      'Helps students and lifelong learners study smarter, remember more and walk into exams feeling ready.',
    about:
      "Ada is for anyone learning something hard, whether it's a degree module, a professional certification or a new language at forty. You swap rereading and highlighting for techniques that make knowledge stick, plan revision backwards from your deadline, and practise recall until it feels routine. Ada is curious and patient, and enjoys turning a dense topic into questions you can answer out loud. You leave each session with a study plan for the next few days, not the next few months.",
    status: 'available',
    methods: [
      {
        name: 'Spaced Repetition',
        scope: ['exam revision', 'vocabulary building', 'forgetting what you studied'],
      },
      {
        name: 'Retrieval Practice',
        scope: ['dense textbook chapters', 'exam nerves', 'false confidence from rereading'],
      },
      { name: 'Feynman Technique', scope: ['tricky concepts', 'explaining ideas simply'] },
      { name: 'Pomodoro Sprints', scope: ['long study sessions', 'distracted evenings'] },
    ],
    tags: ['Learning', 'Study Skills', 'Exams', 'Motivation'],
  },
  {
    slug: 'noor',
    name: 'Noor',
    ethos: null,
    shortDescription:
      'Steadies you through big life changes like moving city, switching careers, new parenthood or an empty nest.',
    about:
      'Noor is for the in-between times, when the old chapter has ended and the new one has not quite started. You name what you are leaving behind, what you want to carry forward and what is still genuinely uncertain. Noor helps you sketch a loose map for the first ninety days, with room for the days when everything feels strange. Change rarely goes in a straight line, and Noor is comfortable with the detours.',
    status: 'training',
    methods: [
      {
        name: 'Bridges Transition Model',
        scope: ['career changes', 'moving to a new city', 'endings that still sting'],
      },
      {
        name: '90-Day Planning',
        scope: ['starting a new job', 'settling into a new place', 'the first months of parenthood'],
      },
      { name: 'Future Self Journaling', scope: ['uncertainty about the future', 'identity after a big change'] },
    ],
    tags: ['Transitions', 'Change', 'Self-Discovery', 'Relocation'],
  },
];
