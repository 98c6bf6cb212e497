import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdvisorRecord } from '../../src/shared/advisors/advisor.schema.ts';
import { crisisReplyPreamble } from '../../src/shared/chat/crisis-resources.ts';
import { type CrisisCheck, type CrisisFinding, type CrisisTurns, checkCrisisTurns } from '../../src/server/safety/index.ts';
import { advisorList, chat, eventually } from './support/chat.ts';
import { generated, streamCall } from './support/itineraries.ts';
import { call, signUpAndSignIn, startTestServer, type TestServer, type TestUser } from './support/test-server.ts';

/**
 * Issue 23, the flow around the crisis check, on the offline engine: each request is screened
 * once, with the user's last turns, and the verdict travels with the turn. The app runs with a
 * local check that records every call and answers the real `checkCrisisTurns`, unless a test cues
 * a finding for a text (so that the flow is tested whatever the detection says of a phrase).
 */
const calls: CrisisTurns[] = [];
const cues = new Map<string, CrisisFinding | null>();
const recordingCheck: CrisisCheck = async (turns) => {
  calls.push(turns);
  for (const text of turns.current) if (cues.has(text)) return cues.get(text) ?? null;
  return checkCrisisTurns(turns);
};
/** The calls whose current turn holds `text`. */
const callsFor = (text: string) => calls.filter((turns) => turns.current.includes(text));

const explicit: CrisisFinding = { kind: 'suicide', certainty: 'explicit' };
const possible: CrisisFinding = { kind: 'suicide', certainty: 'possible' };

describe('the crisis check in the request flow (offline engine)', () => {
  let server: TestServer;
  let advisor: AdvisorRecord;
  // Each test its own users: the chat's per-minute limit is counted per user.
  const user = (plan: 'free' | 'premium') => signUpAndSignIn(server, { plan });
  const memoryOff = async (member: TestUser) => expect((await call(server, '/api/memories', { method: 'PATCH', headers: member.headers, body: { enabled: false } })).status).toBe(200);
  const say = (member: TestUser, message: string, extra: Record<string, unknown> = {}) => chat(server, member.headers, { message, advisorId: advisor.id, ...extra });

  beforeAll(async () => {
    server = await startTestServer('pglite', { ITINERARY_RATE_LIMIT: '100' }, { crisisCheck: recordingCheck });
    advisor = (await advisorList(server)).find((record) => record.status === 'available') as AdvisorRecord;
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(() => {
    cues.clear();
  });

  it('runs the local check once per chat message, free and Premium', async () => {
    const free = await user('free');
    const premium = await user('premium');
    // The memory rewrite screens the conversation again after the reply: a separate job, tested below.
    await memoryOff(premium);
    for (const [member, message] of [
      [free, 'Once for a free message about the lighthouse'],
      [premium, 'Once for a Premium message about the lighthouse'],
    ] as const) {
      expect((await say(member, message)).done).toBe(true);
      expect(callsFor(message), message).toHaveLength(1);
    }
  });

  it('runs it once per itinerary request: the planner, one day again, the travel assistant', async () => {
    const member = await user('premium');
    const before = calls.length;
    const itinerary = await generated(server, member.headers, { otherPreferences: 'Quiet mornings by the harbour' });
    expect(calls.length - before).toBe(1);
    expect(calls.at(-1)?.current).toContain('Quiet mornings by the harbour');

    const again = await streamCall(server, `/api/itineraries/${itinerary.id}/days/2/regenerate`, member.headers, { note: 'More time in the old town' });
    expect(again.done).toBe(true);
    expect(calls.length - before).toBe(2);
    expect(calls.at(-1)).toEqual({ prior: [], current: ['More time in the old town'] });

    const assistant = await chat(server, member.headers, { message: '', advisorId: '2', travelData: { destinationCity: 'Lisbon', otherPreferences: 'A slow trip' } });
    expect(assistant.done).toBe(true);
    expect(calls.length - before).toBe(3);
  });

  // The example: neither message fires alone; together they do (a possible signal, shown at
  // once on the offline engine, which has no model to confirm it).
  const done = "I'm done with everything";
  const decided = "I've made up my mind";

  it("reads a free user's earlier turns, as the client sent them, with the current one", async () => {
    const member = await user('free');
    const alone = await say(member, decided);
    expect(alone.events.some((event) => event.safety)).toBe(false);

    const history = [
      { role: 'user', content: done },
      { role: 'assistant', content: 'That sounds heavy. What happened?' },
    ];
    const before = calls.length;
    const result = await say(member, decided, { conversationHistory: history });
    expect(calls.slice(before)).toEqual([{ prior: [done], current: [decided] }]);
    expect(result.events[0]).toEqual({ safety: { crisis: true } });
    expect(result.content.startsWith(crisisReplyPreamble)).toBe(true);
  });

  it("reads a Premium user's stored turns with the current one", async () => {
    const member = await user('premium');
    await memoryOff(member);
    // "I'm done with everything" is a possible signal: offline it shows at once (recall first);
    // "I've made up my mind" after it makes the pair explicit, and that is shown again.
    const first = await say(member, done);
    expect(first.events[0]).toEqual({ safety: { crisis: true } });
    const result = await say(member, decided, { threadId: first.headers.get('x-conversation-id') });
    expect(callsFor(decided).at(-1)).toEqual({ prior: [done], current: [decided] });
    expect(result.events[0]).toEqual({ safety: { crisis: true } });
  });

  it("reads a Premium user's last three stored messages, oldest first", async () => {
    const member = await user('premium');
    await memoryOff(member);
    const first = await say(member, 'First note about the garden');
    const threadId = first.headers.get('x-conversation-id');
    for (const message of ['Second note about the garden', 'Third note about the garden', 'Fourth note about the garden']) {
      expect((await say(member, message, { threadId })).done).toBe(true);
    }
    expect(callsFor('Fourth note about the garden')).toEqual([
      { prior: ['First note about the garden', 'Second note about the garden', 'Third note about the garden'], current: ['Fourth note about the garden'] },
    ]);
    await say(member, 'Fifth note about the garden', { threadId });
    expect(callsFor('Fifth note about the garden')[0]?.prior).toEqual(['Second note about the garden', 'Third note about the garden', 'Fourth note about the garden']);
  });

  it('the offline engine answers from the verdict it is passed, never from its own check', async () => {
    const member = await user('free');
    const flagged = 'Could you remind me what we agreed about the blue notebook?';
    cues.set(flagged, explicit);
    const crisis = await say(member, flagged);
    expect(crisis.content.startsWith(crisisReplyPreamble)).toBe(true);
    // Presence, not a technique: the engine's crisis reply.
    expect(crisis.content).toContain("I'm here to listen while you do");

    const unflagged = 'I want to kill myself';
    cues.set(unflagged, null);
    const ordinary = await say(member, unflagged);
    expect(ordinary.events.some((event) => event.safety)).toBe(false);
    expect(ordinary.content).not.toContain("I'm here to listen while you do");
  });

  it('leaves a crisis exchange out of the memory it writes', async () => {
    const member = await user('premium');
    const disclosure = 'Lately I keep giving my things away to my friends for good.';
    cues.set(disclosure, possible);
    const first = await say(member, 'I keep putting off my thesis and I feel guilty about it.');
    const threadId = first.headers.get('x-conversation-id');
    await say(member, disclosure, { threadId });
    await server.services.memoryWriter.idle();
    const memories = await eventually(
      async () => (await call(server, '/api/memories', { headers: member.headers })).body as { memories: { summary: string }[] },
      (body) => body.memories.length === 1,
    );
    expect(memories.memories[0]?.summary).toContain('thesis');
    expect(memories.memories[0]?.summary).not.toMatch(/giving|things away|friends/i);
    // The rewrite screened the disclosure with the message before it.
    expect(callsFor(disclosure).at(-1)?.prior).toEqual(['I keep putting off my thesis and I feel guilty about it.']);
  });
});
