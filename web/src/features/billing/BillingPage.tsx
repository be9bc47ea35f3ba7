import { planFor } from '@droidforge/contracts';
import { Alert } from '../../components/Alert';
import { AccountNav } from '../../components/AccountNav';
import { AppHeader } from '../../components/AppHeader';
import { Spinner } from '../../components/Spinner';
import { errorMessage } from '../../api/api-error';
import { formatCredits, formatDate, planLabel } from './billing-format';
import { PaymentHistory } from './PaymentHistory';
import { PlanActions } from './PlanActions';
import { useBilling } from './use-billing';

/** /billing, "Plan & billing": linked from the footer's Manage Subscription, the dashboard and the credit meter. */
export function BillingPage() {
  const { data, error, isLoading } = useBilling();
  return (
    <>
      <title>Plan & billing · Droidforge</title>
      <AppHeader>
        <AccountNav links={['pricing', 'dashboard', 'projects']} />
      </AppHeader>
      <main id="main" className="mx-auto w-full max-w-4xl flex-1 space-y-6 px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Plan & billing</h1>
        {isLoading && <Spinner label="Loading your plan" />}
        {error && <Alert tone="error">{errorMessage(error, 'Failed to load your plan. Please try again.')}</Alert>}
        {data && (
          <>
            <section aria-labelledby="plan-title" className="rounded-2xl border border-slate-200 bg-white p-6">
              <h2 id="plan-title" className="text-sm font-medium text-slate-500">
                Current plan
              </h2>
              <p className="mt-1 text-2xl font-semibold text-slate-900" data-testid="current-plan">
                {data.subscription ? planLabel(data.subscription.tier, data.subscription.billingPeriod) : planFor(data.tier).name}
              </p>
              <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
                <PlanDates overview={data} />
                <div>
                  <dt className="text-slate-500">Credits</dt>
                  <dd className="font-medium text-slate-900">{formatCredits(data.credits)}</dd>
                </div>
                <div>
                  <dt className="text-slate-500">Next credit reset</dt>
                  <dd className="font-medium text-slate-900">
                    {data.nextCreditReset ? `${formatDate(data.nextCreditReset)} (to ${formatCredits(planFor(data.tier).credits)}, no rollover)` : 'None: Free credits are one-time'}
                  </dd>
                </div>
              </dl>
            </section>
            <PlanActions overview={data} />
            <PaymentHistory payments={data.payments} />
          </>
        )}
      </main>
    </>
  );
}

function PlanDates({ overview }: { overview: NonNullable<ReturnType<typeof useBilling>['data']> }) {
  const sub = overview.subscription;
  if (!sub) return null;
  const endsAt = sub.cancelAt ?? (sub.cancelAtPeriodEnd ? sub.currentPeriodEnd : null);
  return (
    <>
      <div>
        <dt className="text-slate-500">{endsAt ? 'Ends on' : 'Renews on'}</dt>
        <dd className="font-medium text-slate-900">{formatDate(endsAt ?? sub.currentPeriodEnd)}</dd>
      </div>
      {endsAt && (
        <div className="sm:col-span-2">
          <Alert tone="warning">
            Your {planFor(sub.tier).name} plan is cancelled and ends on {formatDate(endsAt)}; after that your account is on Free.
          </Alert>
        </div>
      )}
      {sub.scheduledTier && sub.scheduledPeriod && (
        <div className="sm:col-span-2">
          <Alert tone="info">
            Your plan changes to {planLabel(sub.scheduledTier, sub.scheduledPeriod)} on {formatDate(sub.currentPeriodEnd)}.
          </Alert>
        </div>
      )}
    </>
  );
}
