import { CREDIT_COSTS } from '@droidforge/contracts';
import { ChevronDown } from 'lucide-react';

const FAQ: readonly { question: string; answer: string }[] = [
  {
    question: 'What are credits?',
    answer: `Credits pay for AI work: generating an app costs ${CREDIT_COSTS.generate} credits, a refinement ${CREDIT_COSTS.refine} and fixing build errors with AI ${CREDIT_COSTS.fix}. Building an APK is free on plans that include builds. Failed actions are refunded automatically.`,
  },
  {
    question: 'Do unused credits roll over?',
    answer: 'No. Paid plans grant a fresh allowance every month; credits reset monthly and do not roll over. The Free plan’s credits are a one-time grant.',
  },
  {
    question: 'Can I cancel at any time?',
    answer: 'Yes. Cancellation takes effect at the end of your billing period; you keep your plan until then and your account then returns to Free. Downgrades also take effect at period end.',
  },
  {
    question: 'Is there a money-back guarantee?',
    answer: 'First-time subscribers can ask for a full refund within 7 days of their first payment. See the refund policy for the details.',
  },
  {
    question: 'Do I own the apps I build?',
    answer: 'Yes. You own the generated Kotlin code and layouts, and you can publish or sell the apps you build.',
  },
  {
    question: 'How does annual billing work?',
    answer: 'Pro and Business can be paid yearly for the price of ten months. Annual plans renew automatically unless cancelled at least 24 hours before renewal. Starter is monthly only.',
  },
];

/** Native <details> gives keyboard and screen-reader support for free. */
export function PricingFaq() {
  return (
    <section aria-labelledby="faq-title" className="mx-auto mt-20 max-w-3xl">
      <h2 id="faq-title" className="text-center text-2xl font-bold tracking-tight text-slate-900">
        Frequently asked questions
      </h2>
      <div className="mt-8 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {FAQ.map(({ question, answer }) => (
          <details key={question} className="group p-5">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded font-medium text-slate-900">
              {question}
              <ChevronDown aria-hidden="true" className="h-4 w-4 shrink-0 transition-transform group-open:rotate-180" />
            </summary>
            <p className="mt-3 text-sm leading-relaxed text-slate-600">{answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
