import { appName } from '../../../../lib/env.ts';
import { premiumMonthlyPrice } from '../../../account/index.ts';
import { legalLastUpdated, type LegalDocument } from './legal-document.ts';

export const termsOfUse: LegalDocument = {
  title: 'Terms of Use',
  description: `The terms that apply when you use ${appName}: your account, what the AI advisors are and are not, the Free and Premium plans, billing and cancelling.`,
  lastUpdated: legalLastUpdated,
  intro: `These terms are the agreement between you and ${appName} when you use our website and our AI advisors. We have tried to keep them short and plain. Please read them, together with our [Privacy Policy](/privacy).`,
  sections: [
    {
      id: 'agreement',
      title: '1. Agreeing to these terms',
      blocks: [
        `By creating an account or using ${appName}, you agree to these terms. If you don't agree, please don't use the service.`,
        'If you use the service on behalf of an organization, you confirm that you may accept these terms for it.',
      ],
    },
    {
      id: 'who-can-use',
      title: '2. Who can use the service',
      blocks: [
        `You must be at least 18 years old, or the age of majority where you live if that is higher, to create an account. ${appName} is not intended for children.`,
        'Access is by invitation: you can request an invite, and we decide whether and when to approve it. An invitation link is personal, works once, and only for the email address it was sent to.',
      ],
    },
    {
      id: 'your-account',
      title: '3. Your account',
      blocks: [
        'Give us accurate information and keep it up to date. Your account is for you alone; please do not share it.',
        'Keep your password safe and tell us through the [contact page](/contact) if you think someone else has used your account. You are responsible for what happens in your account unless it happens because of our failure.',
      ],
    },
    {
      id: 'advisors',
      title: '4. What the advisors are, and what they are not',
      blocks: [
        `The advisors are AI systems. They offer coaching-style conversations, built on evidence-based and therapy-informed methods, for reflection, clarity and support. They are **not** therapists, doctors, lawyers or financial advisers, and ${appName} is **not** a medical, mental-health or emergency service.`,
        'AI can be wrong, incomplete or out of date, even when it sounds sure. Use your own judgement, and speak to a qualified professional before making important decisions about your health, money, legal matters or safety.',
        '**If you are in crisis or in danger, contact your local emergency number or a crisis line now.** The advisors cannot call for help or act on your behalf.',
      ],
    },
    {
      id: 'acceptable-use',
      title: '5. Acceptable use',
      blocks: [
        'Please use the service the way it is meant to be used. You agree not to:',
        {
          list: [
            'break the law, or use the service to harass, threaten or harm anyone;',
            'try to get into accounts, data or systems that are not yours, or get around our limits and security measures;',
            'overload, scrape or copy the service, or use automated means to access it, except through the features we offer;',
            'use the advisors to create content that is illegal, hateful or sexually exploits anyone;',
            'resell or sublicense access to the service, or pass off its answers as professional advice.',
          ],
        },
        'We may limit, suspend or end access that breaks these rules (see section 10).',
      ],
    },
    {
      id: 'your-content',
      title: '6. Your content',
      blocks: [
        'What you write to the advisors, and your feedback and messages, remain yours. You give us permission to process them only as needed to run and improve the service as described in our [Privacy Policy](/privacy): for example, to send your message to the AI model that writes the reply, and, on Premium, to keep your conversations and your advisors’ memory.',
        'The answers the advisors write are yours to use for your own, personal purposes.',
      ],
    },
    {
      id: 'plans-and-billing',
      title: '7. Plans, billing and cancelling',
      blocks: [
        '**Free.** With a free account you can chat with any advisor. Free chats are not saved.',
        `**Premium.** Premium costs ${premiumMonthlyPrice} per month, billed monthly in advance from the day you upgrade, and renews automatically each month until you cancel. It adds the features described on the [pricing page](/pricing).`,
        '**Cancelling.** You can cancel any time from your account settings. Cancelling stops the next renewal; Premium stays active until the end of the billing period you have paid for, and then your account returns to the Free plan. We do not give refunds for part of a billing period, except where the law requires it.',
        '**Price changes.** If we change the price of Premium, we will tell you by email at least 30 days before the change applies to you, and you can cancel before it does.',
        'Online checkout is not open yet. Until it is, no one is charged, and these billing terms apply from the day you first upgrade.',
      ],
    },
    {
      id: 'coming-soon',
      title: '8. Features marked “coming soon”',
      blocks: [
        'Some features, such as inviting others to a session, are described as coming soon. They are plans, not promises: we may change them, release them later than hoped, or not release them. Please do not subscribe for a feature that is not available yet.',
      ],
    },
    {
      id: 'our-service',
      title: '9. Our service and our property',
      blocks: [
        `${appName}, its advisors, design, text and software belong to us or our licensors. These terms give you a personal, non-transferable right to use the service; they do not give you any other rights in it.`,
        'We keep improving the service, so features, advisors and limits may change. If a change takes away something you have paid for, we will tell you in advance.',
      ],
    },
    {
      id: 'ending',
      title: '10. Suspending or ending your access',
      blocks: [
        'You can stop using the service at any time, and ask us to delete your account through the [contact page](/contact).',
        'We may suspend or close an account that breaks these terms or puts other people or the service at risk. Where it is reasonable, we will tell you why and give you a chance to respond first. If we close a paid account without such a reason, we will refund the unused part of the billing period.',
      ],
    },
    {
      id: 'disclaimers',
      title: '11. Disclaimers',
      blocks: [
        'We work hard to keep the service available and the advisors helpful, but we provide the service “as is”. We do not promise that it will always be available, free of errors, or that an advisor’s answers will be accurate or suitable for your situation.',
      ],
    },
    {
      id: 'liability',
      title: '12. Limits on our liability',
      blocks: [
        'To the extent the law allows, we are not liable for indirect or consequential losses, or for decisions you make based on an advisor’s answers. Our total liability to you is limited to the amount you paid us in the 12 months before the claim.',
        'Nothing in these terms limits liability that cannot be limited by law, or your rights as a consumer.',
      ],
    },
    {
      id: 'changes',
      title: '13. Changes to these terms',
      blocks: [
        'We may update these terms as the service changes. The date at the top shows the latest version. If a change is significant, we will tell you by email or in the app before it takes effect; continuing to use the service after that means you accept the new terms.',
      ],
    },
    {
      id: 'contact',
      title: '14. Contact us',
      blocks: ['Questions about these terms? Write to us through the [contact page](/contact). We read every message.'],
    },
  ],
};
