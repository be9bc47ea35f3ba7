import { CREDIT_COSTS } from '@droidforge/contracts';
import { Link } from 'react-router';
import { SUPPORT_EMAIL, SUPPORT_MAILTO } from '../../components/site-links';
import { LegalPage, PolicyList, type LegalSection } from './LegalPage';
import { POLICY_FACTS as F } from './policy-facts';

const sections: LegalSection[] = [
  {
    title: 'Acceptance of these terms',
    body: <p>By creating an account or using Droidforge you agree to these Terms of Service. If you do not agree, do not use the service.</p>,
  },
  {
    title: 'The service',
    body: (
      <p>
        Droidforge turns a plain-English description into Android app source code (Kotlin and XML layouts), shows a live preview, lets
        you refine the app, and builds installable APK files.
      </p>
    ),
  },
  {
    title: 'Your account',
    body: (
      <p>
        You must be at least {F.minimumAge} years old to use Droidforge. Keep your password secret; you are responsible for everything
        done with your account. Tell us at once at <a href={SUPPORT_MAILTO}>{SUPPORT_EMAIL}</a> if you think it has been misused.
      </p>
    ),
  },
  {
    title: 'Credits',
    body: (
      <>
        <p>Credits are spent per action, at the moment you take it:</p>
        <PolicyList
          items={[
            `Generating an app: ${CREDIT_COSTS.generate} credits`,
            `Refining an app: ${CREDIT_COSTS.refine} credits`,
            `Fixing build errors with AI: ${CREDIT_COSTS.fix} credits`,
            'Building an APK: free (on plans that include builds)',
          ]}
        />
        <p>
          Credits are refunded automatically when an action fails on our side. Paid plans grant credits monthly; credits reset each
          month and do not roll over. Credits have no cash value and cannot be transferred.
        </p>
      </>
    ),
  },
  {
    title: 'Subscriptions and billing',
    body: (
      <p>
        Paid subscriptions renew automatically at the end of each billing period (monthly or annual) until you cancel. Cancellation
        takes effect at the end of the current period, after which your account returns to the Free plan. Refunds follow our{' '}
        <Link to="/refund" className="text-brand-800 underline">
          refund policy
        </Link>
        .
      </p>
    ),
  },
  {
    title: 'Ownership of generated code',
    body: (
      <p>
        You own the code Droidforge generates for you, and the apps you build from it. You may use, modify, publish and sell them. You
        are responsible for making sure your app and its content comply with the law and with the rules of any app store you publish to.
      </p>
    ),
  },
  {
    title: 'Acceptable use',
    body: (
      <PolicyList
        items={[
          'Do not generate malware, spyware, or apps that deceive or harm their users.',
          'Do not infringe anyone else’s intellectual property or privacy.',
          'Do not try to break, overload or get around the limits of the service.',
          'Do not resell access to the service without our written permission.',
        ]}
      />
    ),
  },
  {
    title: 'Availability',
    body: (
      <p>
        We aim for {F.uptimeAim} uptime, measured monthly. This is a goal, not a guarantee: maintenance and events outside our control
        can interrupt the service. Compensation for long outages is described in the refund policy.
      </p>
    ),
  },
  {
    title: 'Copyright complaints',
    body: (
      <p>
        We respond to notices of claimed copyright infringement as described in our{' '}
        <Link to="/dmca" className="text-brand-800 underline">
          DMCA policy
        </Link>
        .
      </p>
    ),
  },
  {
    title: 'Disclaimers and limitation of liability',
    body: (
      <p>
        Generated code is provided as is. Review and test it before you publish. To the extent the law allows, our total liability for
        any claim is limited to the amount you paid us in the twelve months before the claim.
      </p>
    ),
  },
  {
    title: 'Suspension and termination',
    body: (
      <p>
        We may suspend or close accounts that break these terms. You may close your account at any time; code you already downloaded
        remains yours.
      </p>
    ),
  },
  {
    title: 'Changes and contact',
    body: (
      <p>
        We will announce material changes to these terms by email or in the app before they take effect. Questions:{' '}
        <a href={SUPPORT_MAILTO}>{SUPPORT_EMAIL}</a>.
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      intro="These terms govern your use of Droidforge. Please read them together with our privacy and refund policies."
      sections={sections}
    />
  );
}
