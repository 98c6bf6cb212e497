import { GraduationCap, HeartHandshake, LockKeyhole, RefreshCw, Search, ShieldCheck, Users, type LucideIcon } from 'lucide-react';
import { appName } from '../../../lib/env.ts';

export interface AboutItem {
  title: string;
  text: string;
  icon: LucideIcon;
}

/** The spec's About claims: platform, mission, founder, safety, and the four advisor-creation steps. */
export const aboutContent = {
  intro: `${appName} offers AI-powered advisors for self-understanding: evidence-based, therapy-informed guidance, there whenever you need it.`,
  mission: {
    title: 'Our Mission',
    paragraphs: [
      'Our mission is to make evidence-based guidance accessible to everyone. Good support should not depend on where you live, what you can afford, or whether someone is free to talk at two in the morning.',
      `${appName}’s advisors help you understand yourself better, think through what is in front of you, and take the next step with more clarity and confidence.`,
    ],
  },
  founder: {
    title: 'Our Founder',
    paragraphs: [
      `${appName} was founded by someone with lived experience of neurodiversity and 20+ years of behaviour studies. They know from the inside how hard it can be to find guidance that fits the way your mind works, and from decades of study which methods actually help people change.`,
      'That combination shapes every advisor: grounded in research, and written for real people with real, messy lives.',
    ],
  },
  safety: {
    title: 'Safety & Trust',
    intro: 'Talking about what matters takes trust. These are the commitments we build on.',
    items: [
      {
        title: 'Private and encrypted conversations',
        text: "Conversations travel over encrypted connections and are never sold or used for advertising. Free chats aren't stored on our servers, and Premium conversations are yours to delete.",
        icon: LockKeyhole,
      },
      {
        title: 'Evidence-based methods',
        text: 'Every advisor works from established, therapy-informed approaches, chosen for the research behind them rather than for what sounds good.',
        icon: ShieldCheck,
      },
      {
        title: 'AI that complements human support',
        text: 'Our advisors are here between conversations with the people in your life, not instead of them, and never instead of a therapist, a doctor or a crisis service.',
        icon: HeartHandshake,
      },
    ] satisfies AboutItem[],
  },
  steps: {
    title: 'How We Create Our Advisors',
    intro: 'Each advisor goes through the same four steps before it meets you, and keeps going through the last one after.',
    items: [
      {
        title: 'Research and method selection',
        text: 'We start from the evidence: which methods help with this part of life, for whom, and how they are best delivered in conversation.',
        icon: Search,
      },
      {
        title: 'Expert training',
        text: 'The advisor is shaped around those methods, their scope and their limits, so that it guides the way a skilled coach would and knows when to point you elsewhere.',
        icon: GraduationCap,
      },
      {
        title: 'Testing with real users',
        text: 'Before an advisor is available to everyone, real people try it and tell us where it helps, where it misses, and where it needs to be more careful.',
        icon: Users,
      },
      {
        title: 'Continuous improvement',
        text: 'We keep refining every advisor from your feedback and from new research, so that the guidance gets better over time.',
        icon: RefreshCw,
      },
    ] satisfies AboutItem[],
  },
};

/** Shown in the page's closing call to action. */
export const aboutClosing = {
  title: 'Ready to meet your advisor?',
  text: 'Browse the advisors and start with the one that fits what you are working through today.',
};
