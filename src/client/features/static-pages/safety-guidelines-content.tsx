import { TeamEmail, type DocumentSection } from './static-page';

/** docs/product.md §P2: general safety, for horse lovers, for owners, tips for everyone, closing reminder. */
export function safetyGuidelinesSections(siteName: string): DocumentSection[] {
  return [
    {
      id: 'general-safety',
      title: 'General safety',
      body: (
        <ul>
          <li>
            Keep your first conversations on {siteName}&apos;s messages until you feel comfortable sharing a
            phone number or address.
          </li>
          <li>
            Look at profiles, verified badges and reviews, and ask questions. Someone who is genuine will be
            happy to answer them.
          </li>
          <li>
            Meet first at the yard in daylight, and tell a friend or family member where you are going and
            when you expect to be back.
          </li>
          <li>
            Money for riding or services is not allowed on {siteName}. Be wary of anyone who asks you to pay,
            asks for bank details or puts pressure on you.
          </li>
          <li>Trust your instincts. If something feels wrong, you can say no or leave at any time.</li>
        </ul>
      ),
    },
    {
      id: 'for-horse-lovers',
      title: 'For horse lovers',
      body: (
        <ul>
          <li>
            Be honest about your experience. There is no shame in being a beginner, and the right horse for
            you is one that matches your skills.
          </li>
          <li>
            Always wear a correctly fitted riding hat that meets a current safety standard, and suitable
            boots. Consider a body protector, and gloves for leading.
          </li>
          <li>
            Ask the owner about the horse&apos;s temperament, habits, health and any special needs before you
            handle or ride it, and ask them to show you their routine.
          </li>
          <li>
            Start with handling and groundwork, or ride with the owner present, before riding out on your own.
          </li>
          <li>
            We do not insure anyone. Check whether the owner&apos;s insurance covers you, and consider
            personal accident and liability cover of your own.
          </li>
        </ul>
      ),
    },
    {
      id: 'for-owners',
      title: 'For owners',
      body: (
        <ul>
          <li>
            Describe your horse honestly, including quirks, vices and the experience a helper needs. It keeps
            everyone, including your horse, safe.
          </li>
          <li>
            Meet helpers before they handle your horse, watch them groom, tack up and lead, and only add
            riding when you are confident in them.
          </li>
          <li>
            Make sure your insurance covers other people handling and riding your horse, and tell your yard
            owner who will be visiting.
          </li>
          <li>
            Show helpers where the first aid kit, fire points and emergency numbers are, including your
            vet&apos;s, and leave clear written notes for feeds, turnout and medication.
          </li>
          <li>
            Your postcode is never shown publicly. Share your yard&apos;s exact location only with people you
            have decided to meet.
          </li>
        </ul>
      ),
    },
    {
      id: 'tips-for-everyone',
      title: 'Tips for everyone',
      body: (
        <ul>
          <li>
            Agree clearly what the help involves: which days, what tasks, and what happens if plans change.
          </li>
          <li>Swap emergency contact details once you have decided to work together.</li>
          <li>Never ride alone without telling someone your route and when you expect to be back.</li>
          <li>
            Wear high-visibility clothing on the roads, for both rider and horse, and follow the Highway Code.
          </li>
          <li>Leave an honest review after you have met. It helps the next person make a good decision.</li>
        </ul>
      ),
    },
    {
      id: 'report-a-concern',
      title: 'If something goes wrong',
      body: (
        <>
          <p>In an emergency, call 999 first. For an injured or sick horse, call the vet.</p>
          <p>
            Please report anything that worried you, on the site or at a meeting, to our safety team at{' '}
            <TeamEmail kind="safety" />. We aim to respond to safety concerns within 12 hours, and to urgent
            matters the same day when possible. Your safety, and your horse&apos;s, always comes first.
          </p>
        </>
      ),
    },
  ];
}
