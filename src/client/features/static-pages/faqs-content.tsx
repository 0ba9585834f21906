import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { PREMIUM_OFFER, premiumOfferInWords } from '#contract/premium-offer';
import { paths } from '#client/lib/paths';
import { TeamEmail } from './static-page';

export interface FaqGroup {
  id: string;
  title: string;
  items: { question: string; answer: ReactNode }[];
}

/** docs/product.md §P2: owners, enthusiasts, trust/safety/support, using the platform, riding schools. */
export function faqGroups(siteName: string): FaqGroup[] {
  return [
    {
      id: 'owners',
      title: 'For horse owners',
      items: [
        {
          question: 'Is it free to list my horse?',
          answer: `Yes. It is always free to get started: on the free plan you can list your horses, receive messages and connect with enthusiasts near you.`,
        },
        {
          question: 'What does Horse Owner Premium add?',
          answer: premiumOfferInWords(),
        },
        {
          question: 'What kind of help can I find?',
          answer:
            'Exercising and riding, stable and yard help, general care, and occasional cover, for example while you are on holiday.',
        },
        {
          question: "Why does my horse's photo say Pending Approval?",
          answer:
            'Every new photo is checked by our team before it appears publicly, for everyone\'s safety. Until then your listing shows a "Photo under review" placeholder.',
        },
        {
          question: 'Will people see where my horse is kept?',
          answer:
            'No. Visitors see the town you enter and, when they search by location, a rounded distance. Your postcode and the exact location stay private to you.',
        },
        {
          question: 'Can I charge for rides or ask helpers to pay?',
          answer: `No. Money for riding or services is not allowed on ${siteName}: it is a community of people helping each other.`,
        },
      ],
    },
    {
      id: 'enthusiasts',
      title: 'For horse lovers',
      items: [
        {
          question: 'Do I need riding experience?',
          answer:
            'No. Each horse shows the experience level it suits, from beginner to advanced, and many owners need help on the ground as much as in the saddle. Just be honest about what you can do.',
        },
        {
          question: 'How do I find horses near me?',
          answer: (
            <>
              Go to <Link href={paths.browse()}>Browse horses</Link> and enter your town, city or postcode.
              You will see horses within 300 miles, closest first, and you can filter by experience level and
              the help needed.
            </>
          ),
        },
        {
          question: 'How do I get in touch with an owner?',
          answer:
            "Sign in, open the horse's page and either enquire about a time slot from its availability calendar or send the owner a direct message.",
        },
        {
          question: 'Do I have to pay anything?',
          answer:
            'It is free to get started. Enthusiasts may need a small subscription for messaging, ID verification or more visibility; the price is always shown before you pay.',
        },
        {
          question: 'Why do you ask for my rider weight?',
          answer:
            'So owners can match riders with horses that can carry them comfortably. We ask for a weight band, not an exact weight, and it is never shown on your public profile.',
        },
      ],
    },
    {
      id: 'trust-safety-support',
      title: 'Trust, safety and support',
      items: [
        {
          question: 'How does ID verification work?',
          answer: `It is optional for enthusiasts. Upload an identity document from your profile page and our own moderators check it by hand; once they approve it, a Verified badge appears on your profile. ${PREMIUM_OFFER.paysForCheck}`,
        },
        {
          question: `Does ${siteName} insure members?`,
          answer:
            'No. We do not insure users. Owners should make sure their insurance covers people who help with their horse, and helpers should consider their own personal accident and liability cover.',
        },
        {
          question: 'How do reviews work?',
          answer:
            'After you have dealt with someone, you can rate the horse or the member from 1 to 5 stars and leave an optional comment. Each person can review a horse or member once.',
        },
        {
          question: 'Something worried me. What should I do?',
          answer: (
            <>
              In an emergency call 999. Otherwise, tell our safety team at <TeamEmail kind="safety" />: we aim
              to respond to safety concerns within 12 hours. Our{' '}
              <Link href={paths.safetyGuidelines()}>Safety Guidelines</Link> have more advice.
            </>
          ),
        },
        {
          question: 'How quickly will you reply to me?',
          answer:
            'General enquiries within 24-48 hours, technical support within 24 hours, safety concerns within 12 hours, and urgent matters the same day when possible.',
        },
      ],
    },
    {
      id: 'using-the-platform',
      title: 'Using the platform',
      items: [
        {
          question: 'Who can join?',
          answer: 'Anyone in the UK aged 18 or over who owns a horse or loves horses.',
        },
        {
          question: 'Is there a mobile app?',
          answer: `${siteName} installs on your phone as an app today, from the browser: on Android, open Chrome's menu and choose Install app (or Add to Home screen); on an iPhone, tap Share in Safari and choose Add to Home Screen. It then opens from your home screen, full screen, like any other app.`,
        },
        {
          question: 'I have forgotten my password.',
          answer: (
            <>
              Use the <Link href={paths.forgotPassword()}>Forgot your password?</Link> link on the login page
              and we will e-mail you a link to set a new one.
            </>
          ),
        },
        {
          question: 'How do I cancel a subscription or a regular donation?',
          answer:
            'Send a cancellation request from your profile page. Our team processes cancellation requests within 24 hours.',
        },
        {
          question: 'Where do donations go?',
          answer: '100% of donations go to horse welfare: horse rescue, rehabilitation and rehoming.',
        },
        {
          question: 'How do I close my account?',
          answer: (
            <>
              E-mail <TeamEmail /> and we will close it and delete your information as our{' '}
              <Link href={paths.privacyPolicy()}>Privacy Policy</Link> describes.
            </>
          ),
        },
      ],
    },
    {
      id: 'riding-schools',
      title: 'Riding schools and equestrian centres',
      items: [
        {
          question: 'Can riding schools and equestrian centres join?',
          answer:
            'Yes, as owners on Horse Owner Premium. In My Profile, tell us the name of the business, then upload its insurance certificate with the date it expires. Our team checks that the certificate names the business, shows public liability cover and ends on the date you gave. Your horses are listed only once that check is done, while the insurance is in date and while you hold Premium.',
        },
        {
          question: 'What does the “Verified riding school” badge mean?',
          answer:
            'That our team has checked the business’s name and insurance certificate, the insurance has not expired, and the owner holds Horse Owner Premium now. Nothing else gives the badge, and it comes off as soon as one of the three stops being true. We do not inspect lessons, yards or horses: please make your own checks too.',
        },
        {
          question: 'What happens when our insurance expires?',
          answer:
            'We e-mail you 30 days before the expiry date on the certificate we checked. Send the renewed certificate before then and your horses stay listed while we check it. If the date passes first, your horses leave the listings and the badge comes off the day after, until we have checked the renewed certificate.',
        },
        {
          question: 'Can we promote our lessons?',
          answer: `Not yet. Lesson promotion is not offered on ${siteName} at the moment.`,
        },
        {
          question: 'Why do businesses need to be verified and insured?',
          answer:
            'Members need to know that a business they meet is genuine and properly covered. Verification and insurance give them that confidence.',
        },
      ],
    },
  ];
}
