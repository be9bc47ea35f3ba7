import { Link } from 'react-router';
import { SUPPORT_EMAIL, SUPPORT_MAILTO } from '../../components/site-links';
import { LegalPage, PolicyList, type LegalSection } from './LegalPage';
import { POLICY_FACTS as F } from './policy-facts';

const mail = <a href={SUPPORT_MAILTO}>{SUPPORT_EMAIL}</a>;

/** Spec §1/§2: thirteen numbered sections plus a summary. */
export const REFUND_SECTIONS: readonly LegalSection[] = [
  {
    title: `Our ${F.refundWindowDays}-day money-back guarantee`,
    body: <p>If Droidforge is not right for you, first-time subscribers can get their money back, as described below.</p>,
  },
  {
    title: 'Who is eligible',
    body: (
      <p>
        A full refund is available only to first-time subscribers who ask within {F.refundWindowDays} days of their first payment.
        Renewals, later subscriptions and plan changes are not covered by the guarantee.
      </p>
    ),
  },
  {
    title: 'When a refund may be denied',
    body: (
      <PolicyList
        items={[
          `All credits of the plan were consumed (for example ${F.fairUseApps.starter}+ apps generated on Starter or ${F.fairUseApps.pro}+ apps on Pro).`,
          `${F.fairUseDownloads} or more APK files were downloaded.`,
          'The account was used for abuse or broke our Terms of Service.',
        ]}
      />
    ),
  },
  {
    title: 'How to request a refund',
    body: <p>Email {mail} from the address of your account, and tell us the reason if you are willing to. No forms, no calls.</p>,
  },
  {
    title: 'Processing times',
    body: (
      <p>
        We process approved refunds within {F.refundProcessing}. The money then reaches your card or bank account within{' '}
        {F.refundArrival}, depending on your bank.
      </p>
    ),
  },
  {
    title: 'Payment errors',
    body: <p>If you were charged twice or charged the wrong amount, we refund the difference within {F.paymentErrorRefund}, whatever the plan or date.</p>,
  },
  {
    title: 'Service outages',
    body: (
      <p>
        If the service is unavailable for {F.outageCompensationHours} or more continuous hours, we compensate affected subscribers with
        credits or a pro-rated refund. Shorter interruptions are not compensated.
      </p>
    ),
  },
  {
    title: 'Cancelling your subscription',
    body: (
      <p>
        You can cancel at any time. Cancellation takes effect at the end of the current billing period: you keep your plan until then,
        and your account then reverts to the Free plan. Cancelling does not by itself refund the current period.
      </p>
    ),
  },
  {
    title: 'Downgrades',
    body: <p>A move to a cheaper plan also takes effect at the end of the current billing period. Upgrades take effect immediately.</p>,
  },
  {
    title: 'Annual plans',
    body: (
      <p>
        Annual plans renew automatically unless cancelled at least {F.annualCancelNoticeHours} hours before the renewal date. We email
        you a reminder before each annual renewal.
      </p>
    ),
  },
  {
    title: 'Credits',
    body: <p>Credits have no cash value. Unused credits are not refunded on their own, and they reset monthly without rolling over.</p>,
  },
  {
    title: 'Chargebacks',
    body: <p>Please contact us before disputing a charge with your bank; we can usually resolve the problem faster.</p>,
  },
  {
    title: 'Contact',
    body: <p>Questions about a payment or refund: {mail}. Our support team replies within {F.supportReply}.</p>,
  },
];

function RefundSummary() {
  return (
    <section aria-labelledby="refund-summary" className="mt-10 rounded-xl border border-brand-200 bg-brand-50 p-5">
      <h2 id="refund-summary" className="text-lg font-semibold text-brand-900">
        Summary
      </h2>
      <PolicyList
        items={[
          `Full refund for first-time subscribers within ${F.refundWindowDays} days of the first payment.`,
          `Processed in ${F.refundProcessing}; money back in ${F.refundArrival}.`,
          `Payment errors refunded in ${F.paymentErrorRefund}; outages of ${F.outageCompensationHours}+ hours compensated.`,
          'Cancellations and downgrades take effect at the end of the billing period.',
        ]}
      />
      <p className="mt-3 text-sm text-slate-700">
        See also our{' '}
        <Link to="/terms" className="text-brand-800 underline">
          terms
        </Link>
        .
      </p>
    </section>
  );
}

export function RefundPage() {
  return (
    <LegalPage
      title="Refund Policy"
      intro="We want you to be happy with Droidforge. This policy explains when and how you can get your money back."
      sections={REFUND_SECTIONS}
    >
      <RefundSummary />
    </LegalPage>
  );
}
