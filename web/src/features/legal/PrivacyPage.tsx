import { SUPPORT_EMAIL, SUPPORT_MAILTO } from '../../components/site-links';
import { LegalPage, PolicyList, type LegalSection } from './LegalPage';
import { POLICY_FACTS as F } from './policy-facts';

const sections: LegalSection[] = [
  {
    title: 'Information we collect',
    body: (
      <PolicyList
        items={[
          'Account details: your name, email address and a securely hashed password.',
          'Content you give us: app descriptions, refinement requests, code edits and AdMob IDs.',
          'What we produce for you: generated source code and built APK files.',
          'Usage data: requests to our servers, IP address, browser type and approximate location.',
          'Billing data: plan, payment status and invoices. Card numbers are handled by our payment provider and never reach our servers.',
        ]}
      />
    ),
  },
  {
    title: 'How we use it',
    body: (
      <p>
        To run the service (generate, preview and build your apps), keep accounts secure, detect abuse and bots, process payments,
        answer support requests, and improve Droidforge. We do not sell your personal information.
      </p>
    ),
  },
  {
    title: 'How long we keep it',
    body: (
      <PolicyList
        items={[
          `Built APK files: ${F.apkRetentionDays} days after the build, then deleted.`,
          `Usage logs: ${F.usageLogRetentionDays} days.`,
          `Payment records: ${F.paymentRecordRetentionYears} years, as tax and accounting law requires.`,
          'Account data and projects: for as long as your account exists.',
        ]}
      />
    ),
  },
  {
    title: 'Cookies',
    body: (
      <p id="cookies">
        Essential cookies and local storage keep you signed in and remember your cookie choice; they are always active. Analytics
        cookies are optional and used only if you accept them. You can change your mind by clearing this site’s data in your browser.
      </p>
    ),
  },
  {
    title: 'Who we share it with',
    body: (
      <p>
        Service providers that help us run Droidforge (hosting, email delivery, payment processing and, when enabled, AI model
        providers that receive your app descriptions), under contracts that limit their use of the data. We disclose data to
        authorities only when the law requires it.
      </p>
    ),
  },
  {
    title: 'Security',
    body: <p>Passwords are hashed with a modern algorithm, sessions can be revoked, and traffic is encrypted in transit.</p>,
  },
  {
    title: 'Age requirement',
    body: (
      <p>
        Droidforge is for users aged {F.minimumAge} and over. We do not knowingly collect data from anyone younger; if you believe we
        have, contact us and we will delete it.
      </p>
    ),
  },
  {
    title: 'Your rights',
    body: (
      <p>
        You can ask for a copy of your data, correct it, or have your account and data deleted (except records we must keep by law),
        by writing to <a href={SUPPORT_MAILTO}>{SUPPORT_EMAIL}</a>. We reply within {F.supportReply}.
      </p>
    ),
  },
  {
    title: 'Changes to this policy',
    body: <p>We will post any change here and, for material changes, tell you by email before it takes effect.</p>,
  },
];

export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro="This policy explains what personal information Droidforge collects, why, how long we keep it and the choices you have."
      sections={sections}
    />
  );
}
