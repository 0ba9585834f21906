import { Link } from 'wouter';
import { PREMIUM_OFFER, premiumOfferInWords } from '#contract/premium-offer';
import { paths } from '#client/lib/paths';
import { TeamEmail, type DocumentSection, type SiteFacts } from './static-page';

/** The terms of service: every point of docs/product.md §M9, in plain English. */
export function termsOfServiceSections({ siteName, companyNumber }: SiteFacts): DocumentSection[] {
  return [
    {
      id: 'about',
      title: 'About these terms',
      body: (
        <>
          <p>
            These terms are the agreement between you and the community interest company that runs {siteName},
            registered in Scotland{companyNumber ? ` with company number ${companyNumber}` : ''}. By creating
            an account or using the site you accept them, so please read them carefully. Our{' '}
            <Link href={paths.privacyPolicy()}>Privacy Policy</Link> explains how we look after your
            information.
          </p>
          <p>
            {siteName} is a meeting place: it helps horse owners and horse enthusiasts find each other. Any
            arrangement you make with another member is between you and them. We are not a party to it, and we
            do not employ, supervise or act as an agent for any member.
          </p>
        </>
      ),
    },
    {
      id: 'eligibility',
      title: 'Who can join',
      body: (
        <ul>
          <li>You must be 18 or over to register or use a member account.</li>
          <li>
            The information you give us, about yourself and about your horses, must be true and kept up to
            date.
          </li>
          <li>
            One account per person. Keep your password to yourself; you are responsible for what happens on
            your account.
          </li>
          <li>
            Riding schools and equestrian centres join as owners and must say so in their profile. Their
            horses are listed only once we have checked the business’s name and its insurance certificate
            (which must name the business, show public liability cover and give the date it expires), while
            that insurance is in date and while they hold Horse Owner Premium. We check those documents, not
            the lessons, yards or horses themselves. Promoting lessons is not offered on {siteName} yet.
          </li>
        </ul>
      ),
    },
    {
      id: 'plans',
      title: 'Free and premium plans',
      body: (
        <>
          <h3>Free</h3>
          <p>
            It is always free to get started. On the free plan owners can list horses, receive messages and
            connect with enthusiasts, and enthusiasts can browse horses.
          </p>
          <h3>Horse Owner Premium</h3>
          <p>A subscription for owners. {premiumOfferInWords()}</p>
          <h3>Horse Enthusiast</h3>
          <p>
            Enthusiasts may need a small subscription for messaging, ID verification or more visibility. You
            can also make a donation to obtain verification. {PREMIUM_OFFER.paysForCheck}
          </p>
          <h3>Paying and cancelling</h3>
          <p>
            Prices are shown in pounds per month on our card payment provider&apos;s page before you pay, and
            payments are taken by that provider. To cancel a subscription or a regular donation, send a
            cancellation request from your profile page or e-mail <TeamEmail />. We process cancellation
            requests within 24 hours, and you will not be charged again once the cancellation has taken
            effect.
          </p>
        </>
      ),
    },
    {
      id: 'refunds',
      title: 'Refunds',
      body: (
        <>
          <p>
            Payments are not refunded, except where UK consumer law gives you a right to a refund. For
            example, you may have a right to cancel a new subscription within 14 days under the Consumer
            Contracts Regulations 2013 (if you asked the service to start straight away, we may deduct the
            part you have already used), and a right to a remedy under the Consumer Rights Act 2015 if a
            service is not provided with reasonable care and skill.
          </p>
          <p>
            Donations go to horse welfare and are not refundable, unless one was taken in error. Nothing in
            these terms affects your statutory rights.
          </p>
        </>
      ),
    },
    {
      id: 'no-insurance',
      title: 'No insurance, and no payments between members',
      body: (
        <>
          <p>
            <strong>{siteName} does not insure anyone.</strong> We do not provide insurance for members, their
            horses, their property or any activity arranged through the site. Horses can be unpredictable and
            riding and handling them carry real risk. Owners should hold suitable insurance for their horses,
            such as third-party liability cover, and should check that it covers the people who help them.
            Enthusiasts should consider their own personal accident and liability cover.
          </p>
          <p>
            Money for riding or services is not allowed on the platform: members must not ask for or offer
            payment for riding, care or help through {siteName}.
          </p>
          <p>
            Please follow our <Link href={paths.safetyGuidelines()}>Safety Guidelines</Link>, meet before
            agreeing anything, and only take on what you are experienced enough to do safely.
          </p>
        </>
      ),
    },
    {
      id: 'acceptable-use',
      title: 'Acceptable use',
      body: (
        <>
          <p>Treat everyone, and every horse, with respect. When using {siteName} you must not:</p>
          <ul>
            <li>harass, threaten, bully or discriminate against anyone;</li>
            <li>
              post anything false or misleading, including about a horse&apos;s temperament, health or
              experience level;
            </li>
            <li>
              upload photos or content you do not have the right to share, or that is offensive or unlawful;
            </li>
            <li>ask for or offer money for riding or services, or use the site to scam or defraud anyone;</li>
            <li>share another person&apos;s personal details without their permission;</li>
            <li>send spam or advertise unrelated products or services;</li>
            <li>
              copy data from the site in bulk, or try to get around our security, rate limits or photo checks;
            </li>
            <li>put a horse&apos;s welfare at risk.</li>
          </ul>
          <p>
            We check new photos before they appear and may remove any content that breaks these rules. Please
            report anything that worries you to <TeamEmail kind="safety" />.
          </p>
        </>
      ),
    },
    {
      id: 'id-verification',
      title: 'ID verification',
      body: (
        <>
          <p>
            Verification is optional for enthusiasts. If you choose it, you upload an identity document, our
            moderators check it by hand, and a Verified badge appears on your profile when they approve it.
            Owner Premium includes the check; the badge still comes only from an approved document.
          </p>
          <ul>
            <li>
              Only upload your own genuine, valid document. Submitting someone else&apos;s, or a forged one,
              may lead to your account being closed.
            </li>
            <li>
              A badge shows that an identity check was completed. It is not a guarantee of anyone&apos;s
              character, skills or experience, so still take the usual care when meeting someone.
            </li>
            <li>
              We may decline a verification or remove a badge if a document cannot be checked or a badge is
              misused.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'feedback-and-ratings',
      title: 'Feedback and ratings',
      body: (
        <>
          <p>Reviews help members trust each other, so they must be fair and honest:</p>
          <ul>
            <li>only review a horse or a member you have genuinely dealt with, and only once;</li>
            <li>give a rating from 1 to 5 stars and keep any comment factual, relevant and polite;</li>
            <li>never post fake reviews, or offer or accept anything in exchange for a review.</li>
          </ul>
          <p>
            We may remove reviews that break these rules. Ideas and suggestions you send us, through the
            feedback form or otherwise, are very welcome, and we may use them to improve {siteName} without
            owing you anything for them.
          </p>
        </>
      ),
    },
    {
      id: 'your-content',
      title: 'Your content',
      body: (
        <p>
          You keep ownership of the photos and words you post. You give us permission to store, show and adapt
          them (for example, resizing photos) on {siteName} for as long as they are on the site, so that we
          can run the service. You are responsible for what you post.
        </p>
      ),
    },
    {
      id: 'liability',
      title: 'Our responsibility to you',
      body: (
        <>
          <p>
            We work hard to keep {siteName} running and safe, but we cannot promise it will always be
            available or free of errors. We are not responsible for what members say or do, or for
            arrangements made between members, though we will act on reports of misuse.
          </p>
          <p>
            Nothing in these terms limits our liability for death or personal injury caused by our negligence,
            for fraud, or for anything else the law does not allow us to limit.
          </p>
        </>
      ),
    },
    {
      id: 'termination',
      title: 'Closing an account',
      body: (
        <>
          <p>
            You can stop using {siteName} at any time. To close your account, e-mail <TeamEmail />; remember
            to cancel any subscription or regular donation as well.
          </p>
          <p>
            We may suspend or close an account, and remove its content, if its owner breaks these terms, is
            under 18, or puts members or horses at risk. Where it is safe and lawful, we will tell you why.
          </p>
        </>
      ),
    },
    {
      id: 'changes',
      title: 'Changes and the law that applies',
      body: (
        <>
          <p>
            We may update these terms as {siteName} grows. We will change the date at the top of this page
            and, for important changes, e-mail members before they take effect. If you keep using the site
            afterwards, the new terms apply.
          </p>
          <p>
            These terms are governed by the law of Scotland. If you live elsewhere in the UK, you may also
            bring proceedings in the courts of the part of the UK where you live.
          </p>
        </>
      ),
    },
    {
      id: 'contact',
      title: 'Contact',
      body: (
        <p>
          Questions about these terms? E-mail <TeamEmail /> or use our{' '}
          <Link href={paths.contactUs()}>Contact Us</Link> page.
        </p>
      ),
    },
  ];
}
