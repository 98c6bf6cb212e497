import { describe, expect, it } from 'vitest';
import { chatCopy } from '../chat-copy.ts';
import { chatReducer, connectingSession, crisisBannerOf, historyOf, initialChatState, sessionFor, type ChatAction, type ChatMessage, type ChatState, type ReplyOutcome } from './chat-session-state.ts';

const at = '2026-11-22T10:00:00.000Z';
const later = '2026-11-22T10:00:05.000Z';
const greeting: ChatMessage = { id: 'greeting-1', role: 'assistant', content: 'Hello, I am Maren.', timestamp: at, greeting: true };
const question = (id: string, content: string): ChatMessage => ({ id, role: 'user', content, timestamp: at });

const run = (...actions: ChatAction[]): ChatState => actions.reduce(chatReducer, initialChatState);
const opened = (messages: ChatMessage[] = [greeting], key = 's1'): ChatAction => ({ type: 'opened', key, connection: 'available', offline: false, messages, conversationId: null });
const sent = (id: string, content: string, key = 's1'): ChatAction => ({ type: 'sent', key, message: question(id, content), replyId: `reply-${id}` });
const finished = (id: string, outcome: ReplyOutcome, key = 's1'): Extract<ChatAction, { type: 'finished' }> => ({
  type: 'finished',
  key,
  replyId: `reply-${id}`,
  timestamp: later,
  conversationId: null,
  outcome,
});
const replied = (id: string, content: string, key = 's1') => finished(id, { kind: 'replied', content, advisorName: 'Maren' }, key);

describe('chatReducer', () => {
  it('opens a session with its messages, not streaming', () => {
    const state = run(opened());
    expect(state.session).toEqual({ key: 's1', connection: 'available', offline: false, messages: [greeting], streaming: false, conversationId: null });
  });

  it('shows a fresh connecting session for a key it has not opened yet', () => {
    const state = run(opened());
    expect(sessionFor(state, 's1')).toBe(state.session);
    expect(sessionFor(state, 's2')).toEqual(connectingSession('s2'));
  });

  it('adds the question and a pending reply on send, clears the announcement, and streams into the reply', () => {
    let state = run(opened(), sent('u1', 'How do I start?'), replied('u1', 'Gently.'));
    expect(state.announcement).toBe('Maren replied: Gently.');
    state = chatReducer(state, sent('u2', 'And then?'));
    expect(state.announcement).toBe('');
    expect(state.session.streaming).toBe(true);
    expect(state.session.messages.at(-1)).toEqual({ id: 'reply-u2', role: 'assistant', content: '', timestamp: at, isPending: true });

    state = chatReducer(state, { type: 'streamed', key: 's1', replyId: 'reply-u2', content: 'One step' });
    expect(state.session.messages.at(-1)?.content).toBe('One step');
    expect(state.session.messages.at(-1)?.isPending).toBe(true);
  });

  it('finishes a reply with its text, time and conversation, and announces it', () => {
    const state = run(opened(), sent('u1', 'Hi'), { ...replied('u1', 'Hello **there**'), conversationId: 'c1' });
    expect(state.session.streaming).toBe(false);
    expect(state.session.conversationId).toBe('c1');
    expect(state.session.messages.at(-1)).toEqual({ id: 'reply-u1', role: 'assistant', content: 'Hello **there**', timestamp: later, isPending: false });
    expect(state.announcement).toMatch(/^Maren replied: /);
  });

  it('keeps what arrived of a stopped reply', () => {
    const state = run(opened(), sent('u1', 'Hi'), finished('u1', { kind: 'stopped', content: 'Half a', advisorName: 'Maren' }));
    expect(state.session.messages.at(-1)).toMatchObject({ content: 'Half a', stopped: true, isPending: false });
    expect(state.announcement).toBe('Maren stopped.');
  });

  it('replaces a failed reply with the apology and keeps the server’s words', () => {
    const state = run(opened(), sent('u1', 'Hi'), finished('u1', { kind: 'failed', detail: 'Too many messages.' }));
    expect(state.session.messages.at(-1)).toMatchObject({ content: chatCopy.replyError, error: true, errorDetail: 'Too many messages.', isPending: false });
    expect(state.announcement).toBe(chatCopy.replyError);
  });

  it('drops what arrives for another session', () => {
    const before = run(opened(), sent('u1', 'Hi'));
    expect(chatReducer(before, { type: 'streamed', key: 'old', replyId: 'reply-u1', content: 'x' })).toBe(before);
    expect(chatReducer(before, replied('u1', 'x', 'old'))).toBe(before);
    expect(chatReducer(before, sent('u2', 'x', 'old'))).toBe(before);
  });

  it('keeps the announcement across a new session', () => {
    let state = run(opened(), sent('u1', 'Hi'), replied('u1', 'Hello'));
    state = chatReducer(state, opened([greeting], 's2'));
    expect(state.session.key).toBe('s2');
    expect(state.announcement).toBe('Maren replied: Hello');
  });

  it('shows the crisis banner in the session that raised it; a new session offers the resources without it', () => {
    let state = run(opened());
    expect(crisisBannerOf(state, 's1')).toBe('none');
    state = run(opened(), sent('u1', 'Hi'), { type: 'crisis', key: 's1', banner: 'shown' });
    expect(crisisBannerOf(state, 's1')).toBe('shown');
    expect(crisisBannerOf(chatReducer(state, { type: 'crisis', key: 's1', banner: 'dismissed' }), 's1')).toBe('dismissed');
    // Switch Advisor, Reset, New session: another session key. Its banner is closed, the resources one tap away.
    state = chatReducer(state, opened([greeting], 's2'));
    expect(crisisBannerOf(state, 's2')).toBe('dismissed');
    state = chatReducer(state, { type: 'crisis', key: 's2', banner: 'shown' });
    expect(crisisBannerOf(state, 's2')).toBe('shown');
    expect(crisisBannerOf(state, 's3')).toBe('dismissed');
  });
});

describe('historyOf', () => {
  it('is the conversation without the greeting', () => {
    const state = run(opened(), sent('u1', 'Hi'), replied('u1', 'Hello'), sent('u2', 'More'), replied('u2', 'Sure'));
    expect(historyOf(state.session.messages)).toEqual([
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Hello' },
      { role: 'user', content: 'More' },
      { role: 'assistant', content: 'Sure' },
    ]);
  });

  it('leaves out a reply still on its way, and the question it answers', () => {
    const state = run(opened(), sent('u1', 'Hi'), replied('u1', 'Hello'), sent('u2', 'More'));
    expect(historyOf(state.session.messages.slice(0, -1))).toEqual([
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Hello' },
      { role: 'user', content: 'More' },
    ]);
    // What send() derives: the messages before the new question.
    expect(historyOf(state.session.messages.slice(0, -2))).toEqual([
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Hello' },
    ]);
  });

  it('drops an exchange that produced no answer: a failure, or a stop before any text', () => {
    const failed = finished('u1', { kind: 'failed', detail: 'x' });
    const stoppedEmpty = finished('u2', { kind: 'stopped', content: '', advisorName: 'Maren' });
    const stoppedWithText = finished('u3', { kind: 'stopped', content: 'Part', advisorName: 'Maren' });
    const state = run(opened(), sent('u1', 'A'), failed, sent('u2', 'B'), stoppedEmpty, sent('u3', 'C'), stoppedWithText);
    expect(historyOf(state.session.messages)).toEqual([
      { role: 'user', content: 'C' },
      { role: 'assistant', content: 'Part' },
    ]);
  });

  it('is every message of a reopened saved conversation', () => {
    const saved: ChatMessage[] = [question('m1', 'Earlier'), { id: 'm2', role: 'assistant', content: 'Reply', timestamp: at }, question('m3', 'Unanswered')];
    expect(historyOf(run(opened(saved)).session.messages)).toEqual([
      { role: 'user', content: 'Earlier' },
      { role: 'assistant', content: 'Reply' },
      { role: 'user', content: 'Unanswered' },
    ]);
  });
});
