/*
 * The offline advisor's own sentences around the content bank: acknowledgements, openers and
 * closing questions for each intent. None of them carries the user's words; a topic appears only
 * as the noun phrase found by topics.ts.
 */

export const numberNames: Record<number, string> = { 2: 'two', 3: 'three', 4: 'four', 5: 'five' };

export const planOpeners = [
  (count: string, forTopic: string, method: string) => `Here is a ${count}-step plan${forTopic}, built around ${method}:`,
  (count: string, forTopic: string, method: string) => `Let's make it concrete with ${method}. A ${count}-step plan${forTopic}:`,
  (count: string, forTopic: string, method: string) => `Good idea to put it in steps. Using ${method}, here is a ${count}-step plan${forTopic}:`,
];

/** Extra steps when a plan asks for more than the topic and the method give. */
export const extraSteps = [
  'Put the first step in your calendar with a day and a time.',
  'Tell one person what you are doing and when you will let them know how it went.',
];

export const planQuestions = [
  'Which of these could you start in the next two days?',
  'Which step feels easiest to begin with, and when will you do it?',
  'What might get in the way of the first step, and how will you handle it?',
];

export const anxiousAcknowledgements = [
  (about: string) => `That sounds stressful, and it makes sense to feel on edge${about}.`,
  (about: string) => `Feeling nervous${about} is a normal reaction to something that matters to you.`,
  (about: string) => `It's understandable to feel anxious${about}; it usually means this matters to you.`,
];

export const reassurances = [
  "You don't have to sort all of it out today; one small step is enough.",
  'You have handled hard things before, and we can take this one piece at a time.',
  "Nothing has to be solved right now; let's just make the next hour a little easier.",
];

export const lowAcknowledgements = [
  "I'm sorry it feels so heavy right now.",
  'That sounds really hard, and it makes sense that you feel low.',
  'Thank you for telling me; feeling this low is tiring in itself.',
];

export const gentleQuestions = ['What would make today a little easier?', 'Who could you lean on a little this week?', 'What has helped you, even slightly, on days like this before?'];

export const unsureAcknowledgements = [
  "That's alright; not knowing yet is a fine place to start.",
  "It's okay not to have the answer yet; we can find it together.",
  'Not being sure is a normal part of working something out.',
];

export const decisionAcknowledgements = [
  'Choosing is hard when each option has something going for it.',
  'A decision like this deserves a clear head rather than a quick answer.',
  'It is normal to feel pulled both ways before a choice like this.',
];

export const decisionStep = 'Write each option at the top of its own page, and list what it gives you and what it costs you.';

export const adviceOpeners = [
  (forTopic: string) => `Here is where I would start${forTopic}.`,
  (forTopic: string) => `Here is a practical first step${forTopic}.`,
  (forTopic: string) => `My suggestion${forTopic} is simple.`,
];

export const thanksCloses = ["You're welcome; I'm glad we talked this through.", 'My pleasure; it was good to think this through with you.', 'Anytime, and well done for making time for this.'];

export const goodbyeCloses = ['Take care, and thank you for the conversation.', 'Go gently, and thank you for talking with me.'];

export const openDoors = ["Come back whenever you want to pick this up again; I'll be here.", 'Whenever you want to continue, just start a new message.'];

export const closingQuestion = 'Is there anything else on your mind, or shall we leave it there for today?';

export const greetingQuestions = ['What would you like to talk about today?', "What's on your mind today?", 'Where would you like to start today?'];

export const checkinAcknowledgements = [
  'Thanks for the update; checking in like this is how progress gets made.',
  'Good to hear how it went, whatever the result.',
  'Thank you for coming back to tell me how it went.',
];

export const checkinSteps = [
  'Write down one thing that helped and one thing that got in the way.',
  'Keep what worked exactly as it is, and change only one thing for the next try.',
];

export const checkinQuestions = ['What worked better than you expected?', 'What would you change for next week?', 'What did you learn about yourself from trying it?'];

export const otherAcknowledgements = [
  (topic: string) => `Thank you for telling me about ${topic}.`,
  (topic: string) => `Let's look at ${topic} together.`,
  (topic: string) => `Happy to think about ${topic} with you.`,
];

export const otherPlainAcknowledgements = ['Thank you for telling me.', "Let's look at this together.", "I'm glad you brought this here."];

/** When the advisor's methods are about something else: say so, and answer the topic instead. */
export const looseFitLines = [
  (method: string, topic: string) => `This is a little different from what I usually help with, and ${method} is made for other questions, so here is a plain first step for ${topic}.`,
  (method: string, topic: string) => `I usually work with ${method}, which is made for other questions than ${topic}, so here is a plain first step instead.`,
];

export const looseFitQuestions = ['Which part of this feels hardest right now?', 'What would a good outcome look like for you?', 'What have you already tried, and how did it go?'];
