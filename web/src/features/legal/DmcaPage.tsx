import { Link } from 'react-router';
import { SUPPORT_EMAIL, SUPPORT_MAILTO } from '../../components/site-links';
import { LegalPage, PolicyList, type LegalSection } from './LegalPage';
import { POLICY_FACTS as F } from './policy-facts';

const mail = <a href={SUPPORT_MAILTO}>{SUPPORT_EMAIL}</a>;
const inline = 'text-brand-800 underline';

/** Spec §1: twelve sections. */
export const DMCA_SECTIONS: readonly LegalSection[] = [
  { title: 'Purpose', body: <p>Droidforge respects intellectual property rights and expects its users to do the same. This policy explains how to report content that infringes your copyright.</p> },
  { title: 'Scope', body: <p>It covers projects, generated code, app names, descriptions and APK files stored or served by Droidforge.</p> },
  { title: 'Designated agent', body: <p>Send notices to our copyright agent at {mail} with the subject line “DMCA Notice”.</p> },
  {
    title: 'What a notice must contain',
    body: (
      <PolicyList
        items={[
          'Your physical or electronic signature.',
          'Identification of the copyrighted work you believe was infringed.',
          'Identification of the infringing material and enough information for us to find it (for example a project link).',
          'Your name, address, telephone number and email address.',
          'A statement that you believe in good faith the use is not authorised by the owner, its agent or the law.',
          'A statement, under penalty of perjury, that the notice is accurate and that you are the owner or authorised to act for the owner.',
        ]}
      />
    ),
  },
  { title: 'Our response', body: <p>We aim to respond to complete notices within {F.dmcaResponse}. We may remove or disable access to the material and will notify the affected user.</p> },
  { title: 'Counter-notification', body: <p>If you believe material was removed by mistake, you may send a counter-notice with your signature, the removed material and its former location, a statement under penalty of perjury that it was removed by mistake, and your consent to the jurisdiction of your local court.</p> },
  { title: 'Restoring material', body: <p>After a valid counter-notice we may restore the material in 10 to 14 business days unless the complaining party tells us it has filed a court action.</p> },
  { title: 'Repeat infringers', body: <p>We close the accounts of users who repeatedly infringe the rights of others.</p> },
  { title: 'False claims', body: <p>Knowingly false notices or counter-notices can make the sender liable for damages, including costs and legal fees.</p> },
  { title: 'Generated code', body: <p>Users own the code Droidforge generates for them and are responsible for the names, images and text they put into their apps.</p> },
  {
    title: 'Related policies',
    body: (
      <p>
        Read this policy together with our{' '}
        <Link to="/terms" className={inline}>
          terms of use
        </Link>
        , our{' '}
        <Link to="/privacy" className={inline}>
          privacy notice
        </Link>{' '}
        and our{' '}
        <Link to="/refund" className={inline}>
          refund rules
        </Link>
        .
      </p>
    ),
  },
  { title: 'Contact', body: <p>Questions about this policy: {mail}.</p> },
];

export function DmcaPage() {
  return (
    <LegalPage
      title="DMCA Policy"
      intro="How to report copyright infringement on Droidforge under the Digital Millennium Copyright Act, and how we respond."
      sections={DMCA_SECTIONS}
    />
  );
}
