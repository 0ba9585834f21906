import { TeamEmail, type DocumentSection, type SiteFacts } from './static-page';

/** The privacy policy (UK GDPR and the Data Protection Act 2018), as sections. */
export function privacyPolicySections({ siteName, companyNumber }: SiteFacts): DocumentSection[] {
  return [
    {
      id: 'who-we-are',
      title: 'Who we are',
      body: (
        <>
          <p>
            {siteName} is run by a community interest company registered in Scotland
            {companyNumber ? ` (company number ${companyNumber})` : ''}. We are the controller of the personal
            information described in this policy, which means we decide how and why it is used and we are
            responsible for looking after it under the UK General Data Protection Regulation (UK GDPR) and the
            Data Protection Act 2018.
          </p>
          <p>
            Questions about this policy or your information can go to <TeamEmail />.
          </p>
        </>
      ),
    },
    {
      id: 'what-we-collect',
      title: 'What we collect',
      body: (
        <>
          <p>
            We only ask for what we need to run the community safely. Depending on how you use {siteName}:
          </p>
          <ul>
            <li>
              <strong>Account details:</strong> your first and last name, e-mail address, password (stored
              only in a scrambled, one-way form), whether you are an owner or an enthusiast, your interests,
              your town or city and postcode, and your marketing preference.
            </li>
            <li>
              <strong>Registration in progress:</strong> if you start registering, we keep what you have
              entered so far (such as your e-mail address, name, interests, town and postcode) so you can
              carry on.
            </li>
            <li>
              <strong>Profile details you choose to add:</strong> a profile photo, a short bio, your
              experience with horses and a phone number.
            </li>
            <li>
              <strong>Rider weight (enthusiasts):</strong> a weight band, such as 9-11st, never an exact
              weight. It is used only to match riders with horses that can carry them comfortably, and it is
              never shown on your public profile.
            </li>
            <li>
              <strong>ID verification documents:</strong> if you choose to verify your identity, a photo or
              scan of an identity document, and the outcome of the check.
            </li>
            <li>
              <strong>Your horses (owners):</strong> each horse&apos;s details, photos, town, postcode and the
              times you publish as available.
            </li>
            <li>
              <strong>What you send and write:</strong> messages to other members, enquiries about time slots,
              reviews and ratings, and anything you send us through the Contact Us form.
            </li>
            <li>
              <strong>Share agreements:</strong> for a share (or a visit, when the owner writes one), the
              agreement the owner completes, including the horse&apos;s passport number and microchip, each
              version of it, and when each of you accepted which version. Only the two members of that share
              see it, and our moderators only when one of you reports it (each time they read it is logged).
            </li>
            <li>
              <strong>Payments:</strong> if you subscribe or donate, a record of the product, amount, status
              and dates, and the customer reference our payment provider gives us. We never see or store your
              full card details.
            </li>
            <li>
              <strong>Technical information:</strong> your IP address and basic details of the requests your
              browser makes, kept in security logs and used to stop abuse such as repeated sign-in attempts.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'how-we-use-it',
      title: 'How we use it, and our lawful bases',
      body: (
        <>
          <p>UK GDPR asks us to tell you the lawful basis for each use of your information:</p>
          <ul>
            <li>
              <strong>Contract:</strong> to create and run your account, show your profile and horses, let you
              search, enquire, message and review, take subscriptions and send the e-mails the service needs,
              such as password resets.
            </li>
            <li>
              <strong>Legitimate interests:</strong> to keep members and horses safe. That includes checking
              photos before they appear, handling verification, investigating reports, preventing fraud and
              abuse, and understanding, in overall numbers, how the site is used so we can improve it. We have
              weighed these interests against your rights and keep what we use to a minimum.
            </li>
            <li>
              <strong>Legitimate interests (news):</strong> to send occasional news about the community,
              unless you opted out when you registered. You can opt out at any time, and we will stop.
            </li>
            <li>
              <strong>Consent:</strong> for optional things you choose to do, such as uploading an ID document
              for verification or adding a phone number. You can withdraw consent at any time.
            </li>
            <li>
              <strong>Legal obligation:</strong> to keep payment records for tax and accounting, and to
              respond to lawful requests from the authorities.
            </li>
          </ul>
          <p>
            We do not sell your information, we do not show advertising, and we do not make decisions about
            you by automated means alone.
          </p>
        </>
      ),
    },
    {
      id: 'sharing',
      title: 'Who can see it, and who we share it with',
      body: (
        <>
          <h3>Other members and visitors</h3>
          <p>
            Your public profile shows your name, your town, your bio, experience, photo, member type, the date
            you joined and a verified badge if you are verified. Horse listings show the horse&apos;s details,
            approved photos and town. Your e-mail address, phone number, postcode, rider weight and ID
            documents are never shown publicly, and a horse&apos;s postcode and exact location stay private to
            its owner.
          </p>
          <h3>Service providers who process information for us</h3>
          <p>
            We use a small number of trusted providers, under contracts that only let them act on our
            instructions:
          </p>
          <ul>
            <li>our card payment provider (Stripe), which takes subscription and donation payments;</li>
            <li>
              our e-mail delivery provider, which sends account e-mails and passes contact messages to our
              team;
            </li>
            <li>our hosting and storage providers, which run the site, its database and uploaded files;</li>
            <li>where we use one, a specialist identity verification provider;</li>
            <li>
              a postcode look-up service, which turns a postcode into an approximate location for searches.
            </li>
          </ul>
          <p>
            Our feedback form is hosted by a separate forms service; anything you write there is covered by
            that service&apos;s terms as well as ours.
          </p>
          <p>
            Some providers may process information outside the UK. When they do, we make sure it is protected
            by UK adequacy regulations or by approved contract terms, such as the UK International Data
            Transfer Agreement.
          </p>
          <h3>When the law requires it</h3>
          <p>
            We may share information with the police or other authorities where the law requires it, or where
            it is needed to protect someone from harm.
          </p>
        </>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies',
      body: (
        <>
          <p>
            We use one cookie: a session cookie that keeps you signed in. It is strictly necessary for the
            site to work, so it does not need your consent, and it is deleted when you log out or when your
            session expires.
          </p>
          <p>
            While you register, we also keep a registration reference and your member type in your
            browser&apos;s own storage so you can move between steps; they are removed when registration
            finishes.
          </p>
          <p>We use no advertising, tracking or third-party analytics cookies.</p>
        </>
      ),
    },
    {
      id: 'security',
      title: 'How we keep it secure',
      body: (
        <ul>
          <li>Passwords are stored only as strong one-way hashes, never in readable form.</li>
          <li>
            The site is served over an encrypted connection, and sessions expire after a period of inactivity.
          </li>
          <li>
            Location and camera details hidden inside photo files are removed when photos are uploaded, and
            new photos are checked by our team before they appear.
          </li>
          <li>ID documents are stored privately and can only be seen by the team members who review them.</li>
          <li>
            Only a small number of team members can reach personal information, and only when their role needs
            it.
          </li>
        </ul>
      ),
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      body: (
        <ul>
          <li>
            <strong>Your account, profile, horses, messages and reviews:</strong> while your account is open.
            When you ask us to close it, we delete or anonymise them within 30 days, apart from anything we
            must keep for the reasons below.
          </li>
          <li>
            <strong>Reports:</strong> when a member reports you, or you report someone, we keep the report and
            the information it concerns until our team has reviewed it, and a record of the decision after. A
            report never stops you deleting your account: we delete everything else, and keep only the report
            and what it is about (a reported listing stays hidden) until it is reviewed.
          </li>
          <li>
            <strong>Share agreements:</strong> kept with their share, so both of you can still read and
            download one after the share has ended, for as long as both of your accounts are open. When either
            of you deletes their account, the share and its agreement are deleted with it, so keep a copy of
            the PDF if you want one. The agreement is also in each member&apos;s copy of their data.
          </li>
          <li>
            <strong>Unfinished registrations:</strong> deleted if they are not completed within 30 days.
          </li>
          <li>
            <strong>ID documents:</strong> only for as long as we need to complete the check and handle any
            question about it, after which we delete the document and keep only the outcome.
          </li>
          <li>
            <strong>Contact Us messages:</strong> up to two years, so we can follow up and see earlier
            conversations, or until you delete your account (messages sent from your confirmed address).
          </li>
          <li>
            <strong>Payment records:</strong> six years after the end of the financial year they relate to, as
            UK tax law requires.
          </li>
          <li>
            <strong>Security logs:</strong> a few weeks, unless they are needed to investigate a particular
            problem.
          </li>
        </ul>
      ),
    },
    {
      id: 'your-rights',
      title: 'Your rights and how to use them',
      body: (
        <>
          <p>Under UK data protection law you have the right to:</p>
          <ul>
            <li>ask for a copy of the personal information we hold about you (access);</li>
            <li>
              have inaccurate information corrected, or incomplete information completed (rectification);
            </li>
            <li>ask us to delete your information (erasure);</li>
            <li>ask us to limit how we use it (restriction);</li>
            <li>
              receive information you gave us in a common digital format, or have it sent to another
              organisation (portability);
            </li>
            <li>object to uses based on our legitimate interests, including news e-mails;</li>
            <li>withdraw your consent at any time, where we rely on it.</li>
          </ul>
          <p>
            You can update most of your details yourself on your profile page. For anything else, e-mail{' '}
            <TeamEmail /> and tell us which right you want to use. It is free, we may ask you to confirm who
            you are, and we will reply within one month (or tell you within that month if a complex request
            needs longer).
          </p>
        </>
      ),
    },
    {
      id: 'complaints',
      title: 'Complaints and the ICO',
      body: (
        <p>
          If you are unhappy with how we have handled your information, please tell us first so we can put it
          right. You also have the right to complain to the Information Commissioner&apos;s Office (ICO), the
          UK regulator for data protection, at <a href="https://ico.org.uk/make-a-complaint/">ico.org.uk</a>{' '}
          or on 0303 123 1113.
        </p>
      ),
    },
    {
      id: 'children',
      title: 'Children',
      body: (
        <p>
          {siteName} is for adults: members must be 18 or over. We do not knowingly collect information about
          anyone under 18. If you believe a child has registered, please tell us and we will close the account
          and delete their information.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      body: (
        <p>
          We will update this policy when our services or the law change, and change the date at the top of
          the page. If a change affects how we use information you have already given us, we will tell you by
          e-mail before it takes effect.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact us',
      body: (
        <p>
          For any question about privacy, or to use your rights, e-mail <TeamEmail /> or use our Contact Us
          page. Safety concerns can go straight to <TeamEmail kind="safety" />.
        </p>
      ),
    },
    {
      id: 'summary',
      title: 'Summary',
      body: (
        <ul>
          <li>
            We collect what we need to match owners and enthusiasts safely, and nothing for advertising.
          </li>
          <li>Your e-mail, phone, postcode, rider weight and ID documents are never shown publicly.</li>
          <li>
            We share information only with the providers that help us run the site, or when the law requires
            it.
          </li>
          <li>We use a single, necessary session cookie.</li>
          <li>You can see, correct, download or delete your information, and complain to the ICO.</li>
        </ul>
      ),
    },
  ];
}
