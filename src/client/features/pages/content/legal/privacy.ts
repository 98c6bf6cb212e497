import { appName } from '../../../../lib/env.ts';
import { legalLastUpdated, type LegalDocument } from './legal-document.ts';

/**
 * True to what the product stores (src/server/db/schema, docs/accounts.md): keep it in step when a
 * feature starts storing something new.
 */
export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  description: `What ${appName} stores and why: free chats are not kept on our servers, Premium conversations and memory are yours to see and delete, and we never sell your data.`,
  lastUpdated: legalLastUpdated,
  intro: `This policy explains what information ${appName} collects, why, how long we keep it and the choices you have. We collect only what the service needs, and we never sell your data.`,
  sections: [
    {
      id: 'summary',
      title: 'The short version',
      blocks: [
        {
          list: [
            '**Free chats are not stored on our servers.** Your browser sends the conversation with each message, and we keep nothing once the reply is written, except a count of how many messages you sent that day, for the daily limit.',
            '**Premium conversations and memory are stored** until you delete them, so that you can continue them. You can see, edit and delete them yourself, and turn memory off.',
            '**We never sell your data** or use it for advertising.',
            '**Passwords are stored only as secure hashes**, and your session lives in a cookie that scripts on the page cannot read.',
            'You can leave the mailing list, or have your account and data deleted, by asking us through the [contact page](/contact).',
          ],
        },
      ],
    },
    {
      id: 'what-we-collect',
      title: 'What we collect',
      blocks: [
        '**Your account.** Your name, email address, password (stored only as a one-way hash, never in readable form), your plan (Free or Premium), and the profile photo you upload, which we keep as a small resized copy.',
        '**Invite requests.** When you ask for an invite: your name, email address, the advisors you are interested in, how you heard about us, whether you want our emails, and whether the request was approved.',
        '**Your conversations.** What happens to them depends on your plan; see [Your conversations with advisors](/privacy#conversations) below.',
        '**Travel itineraries.** If you use the travel planner, the trips you describe and the itineraries you save are stored with your account until you delete them.',
        '**Mailing list.** Your email address and where you signed up (the website footer, your account page or the invite form).',
        '**Feedback and contact messages.** What you send us: your rating and message, and your name and email address when you ask for a reply or write to us through the contact form.',
        '**Security records.** Each sign-in attempt is logged with the email address used, the network (IP) address it came from, the time and whether it succeeded. Each signed-in session records its IP address and browser type. We use these to stop password guessing and to protect your account.',
        '**Emails we send you.** We keep a copy of the emails we send, such as invitations and password-reset links, with the time they were sent, so that we can confirm delivery and fix problems.',
      ],
    },
    {
      id: 'conversations',
      title: 'Your conversations with advisors',
      blocks: [
        '**On the Free plan**, chats are not stored on our servers. Your browser keeps the conversation while it is open and sends it along with each new message so that the advisor has the context to reply. Once the reply is written, we do not keep it. When you leave the chat, it is gone. The only thing we record is how many messages you sent each day, without their content, so that the daily message limit works.',
        '**On Premium**, your conversations are stored with your account as you chat, so that you can see your history and continue where you left off. After a session, each advisor also keeps a short memory: a brief summary of what you shared and what you prefer, such as your goals, which it uses in your next sessions with you. You can see, edit and delete that memory, and delete any conversation, whenever you like, in the Chat History and Advisor Memory sections of your [profile](/profile). Deleting a conversation or a memory removes it for good. You can also turn memory off: advisors then remember nothing new and use none of what they kept until you turn it back on.',
        'To write each reply, your message and the conversation so far (on Premium, with what the advisor remembers, when memory is on) are sent to the AI model provider the service is set up to use; on Premium, the session is also sent to it to write the advisor’s memory. Depending on how the service is run, that model may be operated by a third-party AI provider, which processes the text only to produce the reply or the memory on our behalf. We do not use your conversations for advertising.',
      ],
    },
    {
      id: 'how-we-use',
      title: 'How we use your information',
      blocks: [
        {
          list: [
            'to run the service: review invite requests, create your account, sign you in, and let you chat with the advisors;',
            'to provide Premium: keep your conversations and your advisors’ memory;',
            'to email you what you asked for: invitations, password-reset links, replies to your messages and, if you joined the mailing list, product updates and early-access news;',
            'to keep the service and your account safe: limit sign-in attempts, detect abuse and investigate problems;',
            'to improve the service, using the feedback you choose to send us.',
          ],
        },
      ],
    },
    {
      id: 'sharing',
      title: 'Who we share it with',
      blocks: [
        '**We do not sell your personal information, and we do not share it for advertising.**',
        'We share information only with service providers that help us run the service, and only what each one needs: the hosting of our servers and database, the delivery of our emails, the AI model that writes the advisors’ replies, and the tool that sends our mailing-list emails. They may use it only to provide their service to us.',
        'We may also disclose information when the law requires it, or when it is necessary to protect someone’s safety, and we will tell you about such a request where we are allowed to.',
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies and storage on your device',
      blocks: [
        'We use one essential cookie: your session cookie, which keeps you signed in. It is marked httpOnly, so scripts running on the page cannot read it, and it is sent only to our own website.',
        'Your browser also remembers whether you chose the light or dark theme (in local storage), and keeps a Free chat in memory while it is open. We use no advertising or tracking cookies.',
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      blocks: [
        {
          list: [
            'Your account, profile photo and saved itineraries: until you delete them or ask us to delete your account.',
            'Premium conversations and advisor memories: until you delete them, or your account is deleted. A deleted conversation or memory is gone for good.',
            'Free chats: not kept on our servers at all.',
            'The daily count of the messages you send, on any plan (a number, without their content), used for the daily message limit: at most as long as your account.',
            'Invite requests: until you ask us to delete them, for example together with your account.',
            'Mailing list: until you ask us to remove you.',
            'Feedback and contact messages: until we no longer need them to reply or to improve the service, or until you ask us to delete them.',
            'Sign-in records, sessions and copies of emails we sent: as long as they are needed to protect accounts and to investigate problems.',
          ],
        },
      ],
    },
    {
      id: 'security',
      title: 'How we protect it',
      blocks: [
        'Passwords are hashed before they are stored. Sessions are kept in httpOnly cookies and checked on every request, so signing out ends a session straight away. Invitation and password-reset links work once and expire. Sign-in attempts are rate-limited to stop password guessing, and connections to the service are encrypted.',
        'No system is perfectly secure. If we ever learn of a breach that affects your information, we will tell you and the authorities as the law requires.',
      ],
    },
    {
      id: 'your-choices',
      title: 'Your choices and rights',
      blocks: [
        {
          list: [
            '**See and correct** your name and photo on your [profile](/profile) at any time.',
            '**Delete** your Premium conversations and what an advisor remembers about you, yourself, whenever you like, on your [profile](/profile), where you can also **turn memory off**.',
            '**Leave the mailing list** by asking us through the [contact page](/contact).',
            '**Get a copy** of your information, or **have your account and data deleted**, by asking us through the [contact page](/contact). We will confirm it is you and answer within 30 days.',
          ],
        },
        'Depending on where you live, you may have further rights, such as objecting to some uses of your information or complaining to your data protection authority. We will help you use them.',
      ],
    },
    {
      id: 'children',
      title: 'Children',
      blocks: [
        `${appName} is for adults. We do not knowingly collect information from children; if you believe a child has given us information, please tell us and we will delete it.`,
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      blocks: [
        'When the service changes what it collects, we update this policy and the date at the top. If a change is significant, we will tell you by email or in the app before it takes effect.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact us',
      blocks: ['Questions about your privacy, or a request about your data? Write to us through the [contact page](/contact).'],
    },
  ],
};
