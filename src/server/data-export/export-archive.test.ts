import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { archiveEntries, archiveName, buildArchive, type ArchiveInput } from './export-archive.ts';
import type { PersonalData } from './personal-data.queries.ts';

const at = new Date('2026-11-28T10:00:00.000Z');

function personalData(overrides: Partial<PersonalData> = {}): PersonalData {
  return {
    profile: {
      name: 'Ines Moreau',
      firstName: 'Ines',
      lastName: 'Moreau',
      email: 'ines@example.com',
      emailVerified: true,
      role: 'user',
      createdAt: at,
      updatedAt: at,
    },
    preferences: { memoryEnabled: false },
    photo: undefined,
    plans: [
      {
        plan: 'premium',
        status: 'canceled',
        provider: 'stripe',
        currentPeriodEnd: at,
        cancelAtPeriodEnd: true,
        createdAt: at,
        updatedAt: at,
      },
    ],
    sessions: [],
    chats: [{ id: 'c1', title: 'Sunday worries', advisor: 'Maren', createdAt: at, updatedAt: at }],
    messages: [
      { conversationId: 'c1', role: 'user', content: 'I keep putting off the call.', createdAt: at },
      { conversationId: 'c2', role: 'user', content: 'Not this conversation.', createdAt: at },
    ],
    memories: [
      { advisor: 'Maren', summary: 'Prefers short answers.', updatedAt: at },
      { advisor: 'Theo', summary: null, updatedAt: at },
    ],
    usage: [],
    feedbackSent: [],
    contactSent: [],
    newsletter: { email: 'ines@example.com', source: 'footer', createdAt: at, unsubscribedAt: at },
    inviteRequest: undefined,
    ...overrides,
  };
}

const input = (overrides: Partial<ArchiveInput> = {}): ArchiveInput => ({
  appName: 'Wayfinder',
  data: personalData(),
  plan: 'free',
  itineraries: [],
  createdAt: at,
  ...overrides,
});
const json = (entries: Record<string, Uint8Array>, path: string) => JSON.parse(strFromU8(entries[path]!));

describe('the data export archive', () => {
  it('keeps each conversation’s own messages, drops deleted memories, and says what the plan history was', () => {
    const entries = archiveEntries(input());
    expect(json(entries, 'conversations.json')).toEqual([
      {
        title: 'Sunday worries',
        advisor: 'Maren',
        createdAt: at.toISOString(),
        updatedAt: at.toISOString(),
        messages: [{ from: 'you', text: 'I keep putting off the call.', at: at.toISOString() }],
      },
    ]);
    expect(json(entries, 'advisor-memories.json')).toEqual([
      { advisor: 'Maren', summary: 'Prefers short answers.', updatedAt: at.toISOString() },
    ]);
    expect(json(entries, 'plan-and-subscriptions.json')).toMatchObject({
      currentPlan: 'free',
      subscriptions: [{ status: 'canceled', paidBy: 'card, through Stripe', cancelAtPeriodEnd: true }],
    });
    expect(json(entries, 'profile.json')).toMatchObject({ photo: null, chat: { advisorsMayRemember: false } });
    expect(json(entries, 'newsletter.json')).toMatchObject({ subscribed: false });
    expect(json(entries, 'invite-request.json')).toBeNull();
  });

  it('explains every file it holds in its README, the photo only when there is one', () => {
    const without = archiveEntries(input());
    const readme = strFromU8(without['README.txt']!);
    for (const path of Object.keys(without).filter((name) => name !== 'README.txt')) expect(readme).toContain(path);
    expect(readme).not.toContain('profile-photo.webp');

    const withPhoto = archiveEntries(
      input({ data: personalData({ photo: { contentType: 'image/webp', bytes: Buffer.from([1, 2, 3]), updatedAt: at } }) }),
    );
    expect([...withPhoto['profile-photo.webp']!]).toEqual([1, 2, 3]);
    expect(strFromU8(withPhoto['README.txt']!)).toContain('profile-photo.webp');
  });

  it('numbers the calendar files, so that two trips to one city keep both', () => {
    const trip = (id: string) => ({
      itinerary: { id } as never,
      calendar: { fileName: 'tokyo-japan-trip.ics', ics: `BEGIN:VCALENDAR ${id}` },
    });
    const entries = archiveEntries(input({ itineraries: [trip('a'), trip('b')] }));
    expect(strFromU8(entries['itineraries/01-tokyo-japan-trip.ics']!)).toBe('BEGIN:VCALENDAR a');
    expect(strFromU8(entries['itineraries/02-tokyo-japan-trip.ics']!)).toBe('BEGIN:VCALENDAR b');
    expect(json(entries, 'itineraries/itineraries.json')).toEqual([{ id: 'a' }, { id: 'b' }]);
  });

  it('zips everything inside one folder named after the app and the day', () => {
    expect(archiveName('Wayfinder', at)).toBe('wayfinder-data-2026-11-28');
    expect(archiveName('   ', at)).toBe('account-data-2026-11-28');
    const unzipped = unzipSync(buildArchive(input()));
    expect(Object.keys(unzipped).every((path) => path.startsWith('wayfinder-data-2026-11-28/'))).toBe(true);
    expect(strFromU8(unzipped['wayfinder-data-2026-11-28/README.txt']!)).toContain('Ines Moreau (ines@example.com)');
  });
});
