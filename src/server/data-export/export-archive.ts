import { strToU8, zipSync, type Zippable } from 'fflate';
import type { UserPlan } from '../../shared/account/me.schema.ts';
import { slugify } from '../../shared/text/slug.ts';
import type { Itinerary } from '../../shared/itineraries/itinerary.schema.ts';
import { archiveFiles, archiveReadme } from './archive-readme.ts';
import type { PersonalData } from './personal-data.queries.ts';

export interface ExportedItinerary {
  itinerary: Itinerary;
  calendar: { fileName: string; ics: string };
}

export interface ArchiveInput {
  appName: string;
  data: PersonalData;
  plan: UserPlan;
  itineraries: ExportedItinerary[];
  createdAt: Date;
}

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

/** `wayfinder-data-2026-11-28`: the folder inside the archive and the downloaded file's name. */
export function archiveName(appName: string, createdAt: Date): string {
  return `${slugify(appName, 40) || 'account'}-data-${createdAt.toISOString().slice(0, 10)}`;
}

/** The files of the archive by path (inside its folder): JSON, the calendar files and the photo. */
export function archiveEntries({ appName, data, plan, itineraries, createdAt }: ArchiveInput): Record<string, Uint8Array> {
  const { profile, preferences, photo } = data;
  const messagesOf = (conversationId: string) =>
    data.messages
      .filter((message) => message.conversationId === conversationId)
      .map(({ role, content, createdAt: at }) => ({ from: role === 'user' ? 'you' : 'advisor', text: content, at }));
  const entries: Record<string, Uint8Array> = {
    'README.txt': strToU8(
      archiveReadme({
        appName,
        name: profile.name,
        email: profile.email,
        createdAt,
        calendarFiles: itineraries.length,
        hasPhoto: photo !== undefined,
      }),
    ),
    [archiveFiles.profile]: json({
      ...profile,
      photo: photo ? `${archiveFiles.photo}.webp` : null,
      chat: { advisorsMayRemember: preferences?.memoryEnabled ?? true },
    }),
    [archiveFiles.plan]: json({
      currentPlan: plan,
      subscriptions: data.plans.map(({ provider, ...row }) => ({
        ...row,
        paidBy: provider === 'stripe' ? 'card, through Stripe' : 'granted by our team',
      })),
    }),
    [archiveFiles.sessions]: json(data.sessions),
    [archiveFiles.conversations]: json(data.chats.map(({ id, ...chat }) => ({ ...chat, messages: messagesOf(id) }))),
    [archiveFiles.memories]: json(data.memories.filter((memory) => memory.summary !== null)),
    [archiveFiles.usage]: json(data.usage),
    [archiveFiles.itineraries]: json(itineraries.map(({ itinerary }) => itinerary)),
    [archiveFiles.feedback]: json(data.feedbackSent),
    [archiveFiles.contact]: json(data.contactSent),
    [archiveFiles.newsletter]: json(data.newsletter ? { ...data.newsletter, subscribed: data.newsletter.unsubscribedAt === null } : null),
    [archiveFiles.inviteRequest]: json(data.inviteRequest ?? null),
  };
  if (photo) entries[`${archiveFiles.photo}.webp`] = new Uint8Array(photo.bytes);
  itineraries.forEach(({ calendar }, index) => {
    // Numbered: two trips to one city would otherwise share a name.
    entries[`itineraries/${String(index + 1).padStart(2, '0')}-${calendar.fileName}`] = strToU8(calendar.ics);
  });
  return entries;
}

/** The ZIP: every entry inside one folder named after the app and the day, so it unpacks tidily. */
export function buildArchive(input: ArchiveInput): Buffer {
  const folder = archiveName(input.appName, input.createdAt);
  const zippable: Zippable = {};
  for (const [path, bytes] of Object.entries(archiveEntries(input))) zippable[`${folder}/${path}`] = [bytes, { mtime: input.createdAt }];
  return Buffer.from(zipSync(zippable, { level: 6 }));
}
