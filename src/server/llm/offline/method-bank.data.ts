/**
 * The offline advisor's content bank: for each method of the shipped advisors
 * (advisors/seed-advisors.data.ts), one sentence on what it does in the advisor's voice, concrete
 * steps that apply it, and questions it asks. Written for this project. Methods not listed here
 * (an admin's new advisor) get grammatical templates built from the method's name and scope
 * (method-bank.ts).
 */
export interface MethodContent {
  gist: string;
  steps: string[];
  questions: string[];
}

export const methodBank: Record<string, MethodContent> = {
  // Maren: Clarity & Focus
  'Socratic Questioning': {
    gist: 'Socratic Questioning helps here: we test a worry by asking what evidence actually supports it.',
    steps: [
      'Write the worry down as one plain sentence, then list the evidence for it and the evidence against it.',
      'Ask yourself what you would tell a friend who brought you this exact worry.',
      'Circle the one assumption that, if it were wrong, would change the whole picture.',
    ],
    questions: ['What would have to be true for the worst version of this to happen?', 'Which part of this do you know for certain, and which part are you guessing?'],
  },
  'Eisenhower Matrix': {
    gist: 'The Eisenhower Matrix helps here: we sort what is urgent from what actually matters.',
    steps: [
      'Draw four boxes: urgent and important, important but not urgent, urgent but not important, and neither.',
      'Put every task on your mind into one of the boxes, without doing any of them yet.',
      'Do one item from the first box today, schedule the second box, and hand off or drop the rest.',
    ],
    questions: ['Which item on your list would still matter a month from now?', 'What could you drop this week without anyone noticing?'],
  },
  'Decision Journaling': {
    gist: 'Decision Journaling helps here: we write the choice down before making it, so you can judge it fairly later.',
    steps: [
      'Write the decision as one question, with the options you really have underneath it.',
      'For each option, note what you expect to happen and how confident you are, as a percentage.',
      'Set a date to reread the entry and compare it with what actually happened.',
    ],
    questions: ['If you had to choose by tonight, which way would you lean, and why?', 'What would you need to know to feel settled about this choice?'],
  },
  // Theo: Confidence & Self-Worth
  'Cognitive Reframing': {
    gist: 'Cognitive Reframing helps here: we catch the harsh story and swap it for a fairer, still honest one.',
    steps: [
      'Write down the exact sentence your inner critic says about this, word for word.',
      'Next to it, write the evidence a fair colleague would point to, including what you have already done well.',
      'Rewrite the sentence so it is true and kind, and read it out loud once.',
    ],
    questions: ['What would you say to a friend who told themselves the same thing?', 'What evidence do you have that this story about yourself is not the whole truth?'],
  },
  'Strengths Spotting': {
    gist: 'Strengths Spotting helps here: we collect real evidence of what you already do well.',
    steps: [
      'List three things you handled well in the last month, however small they seem.',
      'For each one, name the strength behind it, such as patience, clear writing or calm under pressure.',
      'Keep the list somewhere you can read it before the next hard moment.',
    ],
    questions: ['Where do people often ask for your help?', 'Which recent win have you been quick to call luck?'],
  },
  'Behavioural Rehearsal': {
    gist: 'Behavioural Rehearsal helps here: we practise the words until they feel like yours.',
    steps: [
      'Write the first two sentences you want to say, short enough to remember under pressure.',
      'Say them out loud three times, then once to a friend or a mirror.',
      'Prepare one calm answer to the reply you fear most.',
    ],
    questions: ['What is the sentence you keep swallowing?', 'How would the most confident version of you open that conversation?'],
  },
  // Isla: Relationships & Connection
  'Nonviolent Communication': {
    gist: 'Nonviolent Communication helps here: we separate what happened from how you feel and what you need.',
    steps: [
      'Describe what happened as a camera would have recorded it, without judgement words.',
      'Name the feeling it left you with and the need underneath it, such as respect, rest or closeness.',
      'Turn the need into one clear, doable request for the other person.',
    ],
    questions: ['What do you need most from the other person here?', 'How might they describe the same moment?'],
  },
  'Boundary Scripting': {
    gist: 'Boundary Scripting helps here: we write a short, kind sentence that says where your limit is.',
    steps: [
      'Name the request you keep saying yes to when you mean no.',
      'Write a two-sentence reply that is warm and clear, with no apology and no long explanation.',
      'Practise it once out loud, then use it the next time the request comes up.',
    ],
    questions: ['What would you say yes to if you said no to this?', 'Whose reaction worries you most?'],
  },
  'Active Listening': {
    gist: 'Active Listening helps here: we make sure the other person feels heard before anyone tries to fix things.',
    steps: [
      'In your next talk, ask one open question and let them finish without interrupting.',
      'Say back in a sentence what you heard, and ask whether you got it right.',
      'Only then share your side, starting with the points where you agree.',
    ],
    questions: ['When did you last feel truly heard by this person?', 'What do you think they most want you to understand?'],
  },
  // Jonah: Structure & Stability
  'Time Blocking': {
    gist: 'Time Blocking helps here: we give each kind of work its own place in the week.',
    steps: [
      'Look at next week and mark the fixed appointments first.',
      'Add two blocks of ninety minutes for the work that needs your focus, and treat them like meetings.',
      'Keep one short block at the end of each day for messages and admin.',
    ],
    questions: ['When in the day do you have the most energy?', 'Which block would protect what matters most to you this week?'],
  },
  'Weekly Review': {
    gist: 'A Weekly Review helps here: thirty minutes once a week to catch loose ends before they pile up.',
    steps: [
      'Pick a fixed half hour each week, such as Friday afternoon, and put it in your calendar.',
      'Empty your head onto one list: open tasks, promises made and anything nagging at you.',
      'Choose the three things that will make next week a good one, and schedule them first.',
    ],
    questions: ['What slipped through the cracks last week?', 'What would make next week feel calmer?'],
  },
  'Habit Stacking': {
    gist: 'Habit Stacking helps here: we attach the new habit to something you already do every day.',
    steps: [
      'Pick a habit you never miss, such as making coffee or brushing your teeth.',
      'Attach the new habit to it with one sentence: "After I ..., I will ...".',
      'Keep the new habit under two minutes for the first week.',
    ],
    questions: ['What do you already do every single day without thinking?', 'Which part of your day feels most unsteady?'],
  },
  // Priya: Neurodivergence & Potential
  'Body Doubling': {
    gist: 'Body Doubling helps here: having someone else present makes starting much easier.',
    steps: [
      'Ask a friend to sit with you, in person or on a video call, for forty-five minutes.',
      'Say out loud what you will work on at the start, and what you got done at the end.',
      'Put the next session in the calendar before you finish this one.',
    ],
    questions: ['Who could you ask to keep you company while you work?', 'Which task would feel easier with someone next to you?'],
  },
  'Task Chunking': {
    gist: 'Task Chunking helps here: we cut the big thing into pieces small enough to start.',
    steps: [
      'Write the big task at the top of a page, then list the pieces that make it up.',
      'Break any piece that would take longer than twenty minutes into smaller ones.',
      'Do the smallest piece now, and tick it off where you can see it.',
    ],
    questions: ['What is the very first physical action this task needs?', 'Which piece would feel good to have done by tonight?'],
  },
  'Transition Rituals': {
    gist: 'Transition Rituals help here: a short, fixed routine moves your brain from one thing to the next.',
    steps: [
      'Choose a two-minute ritual for switching tasks, such as standing up, a glass of water and one deep breath.',
      'Set a five-minute warning alarm before every switch you know is coming.',
      'Write one line about where you stopped, so you can pick it up again easily.',
    ],
    questions: ['Which switch in your day is the hardest one?', 'What helps you come back when you get lost in something?'],
  },
  // Dario: Business & Growth
  'Lean Experiments': {
    gist: 'Lean Experiments help here: we turn the idea into a small bet you can test in days.',
    steps: [
      'Write the riskiest assumption behind the idea as a sentence you could prove wrong.',
      'Design the cheapest test that could prove it wrong within a week, such as a landing page or five customer calls.',
      'Decide in advance what result would make you continue, change course or stop.',
    ],
    questions: ['What would you need to see to know this is worth your time?', 'Who could you put this in front of this week?'],
  },
  'Value-Based Pricing': {
    gist: 'Value-Based Pricing helps here: we set the price from the value to the client, not from your hours.',
    steps: [
      'Write down what the result is worth to your client in money, time or risk avoided.',
      'Offer three options at different levels, with the middle one as the one you want them to pick.',
      'Practise saying the price out loud without apologising or explaining it.',
    ],
    questions: ['What changes for your client once the work is done?', 'What price would make you slightly nervous to say?'],
  },
  'OKR Setting': {
    gist: 'OKR Setting helps here: one clear objective and a few numbers that show progress.',
    steps: [
      'Write one objective for the next three months in a single inspiring sentence.',
      'Add two or three results you can measure that would prove you got there.',
      'Check the numbers every Monday for ten minutes and adjust the week\'s work to match.',
    ],
    questions: ['What is the one number that matters most this quarter?', 'What would you stop doing to make room for this?'],
  },
  // Elodie: Healing & Recovery
  'Self-Compassion Break': {
    gist: 'A Self-Compassion Break helps here: we meet the hard moment with the kindness you would give a friend.',
    steps: [
      'Pause and name it plainly to yourself: this is a hard moment.',
      'Remind yourself that struggling like this is part of being human, and many people feel it too.',
      'Put a hand on your chest and say one kind sentence to yourself, the way you would to a friend.',
    ],
    questions: ['What would you say to someone you love who was going through this?', 'What do you need most right now: rest, comfort or a small step?'],
  },
  'Grounding (5-4-3-2-1)': {
    gist: 'Grounding (5-4-3-2-1) helps here: it brings your attention back to the room when thoughts race.',
    steps: [
      'Name five things you can see around you, slowly, one at a time.',
      'Then four things you can touch, three you can hear, two you can smell and one you can taste.',
      'Finish with three slow breaths, making each out-breath longer than the in-breath.',
    ],
    questions: ['Where in your body do you notice the stress most?', 'What usually helps you feel steadier, even a little?'],
  },
  'Energy Auditing': {
    gist: 'Energy Auditing helps here: we notice what drains you and what gives a little back.',
    steps: [
      'For three days, note after each activity whether it gave you energy or took it.',
      'Circle the one drain you could shrink or drop this week.',
      'Add one small thing that restores you, such as a short walk or ten quiet minutes, on most days.',
    ],
    questions: ['What has been taking the most out of you lately?', 'When did you last feel even slightly rested?'],
  },
  'Expressive Writing': {
    gist: 'Expressive Writing helps here: putting it on paper gives the feelings somewhere to go.',
    steps: [
      'Write for fifteen minutes about what you are carrying, without worrying about spelling or sense.',
      'Do it on three or four days this week, and stop earlier if it feels like too much.',
      'Afterwards, do something gentle for yourself, such as a walk or a warm drink.',
    ],
    questions: ['What is the thing you have not been able to say out loud?', 'What would you want to write to the person or the time you miss?'],
  },
  // Kai: Expression & Creativity
  'Morning Pages': {
    gist: 'Morning Pages help here: three pages of free writing clear the clutter before the real work.',
    steps: [
      'Tomorrow morning, before your phone, write three pages by hand about anything at all.',
      'Do not reread them or judge them; the point is to empty your head.',
      'Try it for one week and notice which ideas keep coming back.',
    ],
    questions: ['What keeps showing up in your head when you try to create?', 'What would you make if nobody would ever see it?'],
  },
  'Creative Constraints': {
    gist: 'Creative Constraints help here: a small, strict limit makes the blank page far less scary.',
    steps: [
      'Give yourself a tight limit, such as ten minutes, three colours or one hundred words.',
      'Make something within that limit today, however rough it turns out.',
      'Tomorrow change one rule and make another one.',
    ],
    questions: ['Which limit would make starting feel like a game?', 'What is the smallest finished piece you could make today?'],
  },
  'Critical Response Process': {
    gist: 'The Critical Response Process helps here: feedback in a safe order, starting with what works.',
    steps: [
      'Ask your first reader what stood out to them or stayed with them.',
      'Then ask your own questions about the parts that still feel uncertain.',
      'Invite their opinions only after that, and only on the points you choose.',
    ],
    questions: ['What kind of feedback would actually help you right now?', 'Which part of the work makes you proudest?'],
  },
  // Rafa: Motivation & Drive
  'Motivational Interviewing': {
    gist: 'Motivational Interviewing helps here: we find your own reasons for change, not mine.',
    steps: [
      'On a scale from one to ten, rate how much this change matters to you.',
      'Write down why you did not pick a lower number; those are your real reasons.',
      'Name the one thing that would move you one point higher.',
    ],
    questions: ['What would be different in your life if you made this change?', 'What makes this matter to you now rather than later?'],
  },
  'Implementation Intentions': {
    gist: 'Implementation Intentions help here: deciding exactly when and where turns a wish into a plan.',
    steps: [
      'Write one sentence: "On [day] at [time], at [place], I will ..." and put it in your calendar.',
      'Plan for the likeliest obstacle: "If it rains, then I will ..." or "If I am tired, then I will ...".',
      'Lay out what you need the night before, so starting takes no decision.',
    ],
    questions: ['When and where exactly will the first attempt happen?', 'What is most likely to get in the way, and what will you do then?'],
  },
  'Tiny Habits': {
    gist: 'Tiny Habits help here: we shrink the first step until it is almost too easy to skip.',
    steps: [
      'Shrink the habit to something that takes under two minutes, like putting on your shoes.',
      'Do it right after something you already do every day.',
      'Celebrate it right away, even with a small "nice one", so it feels good to repeat.',
    ],
    questions: ['What is the smallest version of this you could do on your worst day?', 'What do you already do every day that this could follow?'],
  },
  'Habit Tracking': {
    gist: 'Habit Tracking helps here: seeing the streak builds momentum on its own.',
    steps: [
      'Draw a simple grid for the month on paper, or open a tracker you like.',
      'Tick the day as soon as you do the habit, and never miss twice in a row.',
      'Look at the grid each Sunday and note one thing that helped on the good days.',
    ],
    questions: ['What would count as a win for this week?', 'What helped on the days it went well?'],
  },
  // Soren: Self-Discovery & Purpose
  'Values Clarification': {
    gist: 'Values Clarification helps here: we name what matters to you, so choices have solid ground under them.',
    steps: [
      'From a list of values, pick the ten that feel most like you, then narrow them down to three.',
      'For each of the three, write down one moment when you lived it fully.',
      'Check your current situation against the three and see where it fits and where it pinches.',
    ],
    questions: ['When did you last feel fully like yourself, and what were you doing?', 'Which value feels most neglected right now?'],
  },
  'Odyssey Planning': {
    gist: 'Odyssey Planning helps here: we sketch three different five-year futures, so no single path feels like the only one.',
    steps: [
      'Sketch your life in five years if you continue on the current path.',
      'Sketch a second version where that path disappeared, and a third where money and opinions did not matter.',
      'Give each sketch a title and rate it for excitement, confidence and fit with your values.',
    ],
    questions: ['Which of those futures makes you curious, even a little?', 'What small test could you run this month to try one of them?'],
  },
  'Narrative Reframing': {
    gist: 'Narrative Reframing helps here: we look at the story you tell about your life and try a truer version.',
    steps: [
      'Write the story you usually tell about this part of your life in five sentences.',
      'Underline every "should" and ask whose voice it really is.',
      'Rewrite the story from the point of view of someone who admires how you got here.',
    ],
    questions: ['Whose expectations are loudest in this story?', 'What chapter title would you give the part of life you are in now?'],
  },
  'Ikigai Mapping': {
    gist: 'Ikigai Mapping helps here: we look for the overlap between what you love, what you are good at, what is needed and what pays.',
    steps: [
      'Draw four circles: what you love, what you are good at, what the world needs and what can earn you a living.',
      'Fill each circle with at least five things, without judging them.',
      'Look for anything that shows up in two or three circles, and pick one to explore.',
    ],
    questions: ['What do you do where time seems to disappear?', 'What problem would you happily work on for free?'],
  },
  // Wren: Relationships & Connection (family)
  'Mental Load Mapping': {
    gist: 'Mental Load Mapping helps here: we make the invisible tasks visible, so they can be shared fairly.',
    steps: [
      'List every household task for a week, including the thinking ones like remembering birthdays.',
      'Mark who notices, who plans and who does each task.',
      'Choose two tasks to hand over completely, planning included.',
    ],
    questions: ['Which task do you carry that nobody else sees?', 'What would feel fair to you?'],
  },
  'Repair Attempts': {
    gist: 'Repair Attempts help here: small gestures that calm things down after tension.',
    steps: [
      'Pick a calm moment and offer one small repair, such as "I didn\'t like how that went, can we try again?".',
      'Own your part in one sentence, without adding "but".',
      'Agree on one thing you will each do differently next time.',
    ],
    questions: ['What usually helps the two of you come back together?', 'What part of it would you like to own?'],
  },
  'Family Meetings': {
    gist: 'Family Meetings help here: a short, regular slot where everyone has a say.',
    steps: [
      'Set a fifteen-minute meeting at the same time each week.',
      'Keep a shared list during the week where anyone can add a topic.',
      'End each meeting with one decision and one plan for something fun.',
    ],
    questions: ['Which decision keeps causing arguments?', 'Who in the family would be most glad to have a say?'],
  },
  // Vera: Structure & Stability (money and life admin)
  'Zero-Based Budgeting': {
    gist: 'Zero-Based Budgeting helps here: every pound or dollar of income gets a job before the month starts.',
    steps: [
      'Write down your income for the month and every fixed cost that comes out of it.',
      'Give every remaining amount a job, such as food, savings or fun, until nothing is left unassigned.',
      'Check it once a week and move money between categories instead of overspending.',
    ],
    questions: ['What surprised you last time you looked at your spending?', 'Which savings goal matters most to you right now?'],
  },
  'Task Batching': {
    gist: 'Task Batching helps here: we group the small admin jobs and do them in one sitting.',
    steps: [
      'Collect every open letter, form and reminder in one box or folder.',
      'Book one hour this week to go through the whole batch.',
      'Sort it into "do now", "schedule" and "throw away", and finish the "do now" pile in that hour.',
    ],
    questions: ['Which piece of paperwork have you been avoiding the longest?', 'When in the week could you give this one hour?'],
  },
  'Monthly Money Date': {
    gist: 'A Monthly Money Date helps here: one relaxed, regular check-in with your finances.',
    steps: [
      'Put a recurring hour in your calendar each month, and make it pleasant with a drink you like.',
      'Look at your balance, last month\'s spending and upcoming bills, in that order.',
      'Choose one small action to take before the next date.',
    ],
    questions: ['What feeling comes up when you think about opening your banking app?', 'Who could join you for the money date?'],
  },
  // Ada: learning
  'Spaced Repetition': {
    gist: 'Spaced Repetition helps here: we review just before you forget, at growing intervals.',
    steps: [
      'Turn what you need to know into question-and-answer cards.',
      'Review new cards the next day, then after three days, then after a week.',
      'Spend ten minutes a day on the cards that are due rather than one long session.',
    ],
    questions: ['What do you keep forgetting after you have studied it?', 'How many days do you have until the deadline?'],
  },
  'Retrieval Practice': {
    gist: 'Retrieval Practice helps here: testing yourself makes knowledge stick far better than rereading.',
    steps: [
      'After each study session, close the book and write down everything you remember.',
      'Check it against your notes and mark what you missed.',
      'Start the next session with those missed points before anything new.',
    ],
    questions: ['What could you explain right now without looking at your notes?', 'Which topic feels familiar but would still be hard to explain out loud?'],
  },
  'Feynman Technique': {
    gist: 'The Feynman Technique helps here: if you can explain it simply, you understand it.',
    steps: [
      'Pick one concept and explain it on paper as if to a twelve-year-old.',
      'Wherever you get stuck or use jargon, go back to the source and fill the gap.',
      'Explain it again, shorter, until it fits in a few sentences.',
    ],
    questions: ['Which concept would you least like to explain out loud?', 'Who could you explain this to this week?'],
  },
  'Pomodoro Sprints': {
    gist: 'Pomodoro Sprints help here: twenty-five focused minutes, then a real break.',
    steps: [
      'Set a timer for twenty-five minutes and work on one task only, with your phone in another room.',
      'Take a five-minute break away from the screen when it rings.',
      'After four sprints, take a longer break of twenty minutes or more.',
    ],
    questions: ['What usually pulls you away when you sit down to work?', 'How many sprints feels realistic for today?'],
  },
  // Noor: transitions
  'Bridges Transition Model': {
    gist: 'The Bridges Transition Model helps here: every change has an ending, an in-between and a new beginning.',
    steps: [
      'Write down what is ending for you, including the small things you will miss.',
      'Name what feels uncertain in the in-between, without rushing to solve it.',
      'Note one sign that the new beginning has already started.',
    ],
    questions: ['What are you letting go of with this change?', 'What would help you feel steadier in the in-between?'],
  },
  '90-Day Planning': {
    gist: '90-Day Planning helps here: a loose map for the first three months, with room for detours.',
    steps: [
      'Split the next ninety days into three months, and give each month one theme.',
      'Set one or two goals per month that would make it a good month.',
      'Put a short review in your calendar at the end of each month to adjust the map.',
    ],
    questions: ['What would a good first month look like?', 'What do you want to have in place by day ninety?'],
  },
  'Future Self Journaling': {
    gist: 'Future Self Journaling helps here: we write from the person you are becoming.',
    steps: [
      'Write a short letter from yourself a year from now, describing an ordinary good day.',
      'Underline one habit or choice that version of you has made.',
      'Do one small thing today that would make your future self grateful.',
    ],
    questions: ['What would your future self want you to know right now?', 'Which part of that future feels closest already?'],
  },
};
