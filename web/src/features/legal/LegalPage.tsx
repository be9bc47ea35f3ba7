import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { POLICY_FACTS } from './policy-facts';

export interface LegalSection {
  title: string;
  body: ReactNode;
}

interface LegalPageProps {
  title: string;
  /** The opening paragraph, above the numbered sections. */
  intro: string;
  sections: readonly LegalSection[];
  /** Rendered after the numbered sections, e.g. the refund summary. */
  children?: ReactNode;
}

/**
 * Shared frame of the policy pages: numbered sections in an ordered list, readable line length.
 * The policies change together, so they share one "last updated" date.
 */
export function LegalPage({ title, intro, sections, children }: LegalPageProps) {
  return (
    <div className="px-4 py-10 sm:px-6 sm:py-14">
      <title>{`${title} · Droidforge`}</title>
      <article className="mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        <Link to="/" className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand-800 hover:underline">
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          Back to Home
        </Link>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
        <p className="mt-1 text-sm text-slate-500">Last updated: {POLICY_FACTS.updated}</p>
        <p className="mt-6 leading-relaxed text-slate-700">{intro}</p>
        <ol className="mt-8 space-y-8">
          {sections.map((section, index) => (
            <li key={section.title}>
              <section aria-labelledby={`section-${index + 1}`}>
                <h2 id={`section-${index + 1}`} className="text-lg font-semibold text-slate-900">
                  {index + 1}. {section.title}
                </h2>
                <div className="mt-2 space-y-3 leading-relaxed text-slate-700">{section.body}</div>
              </section>
            </li>
          ))}
        </ol>
        {children}
      </article>
    </div>
  );
}

/** A bulleted list inside a policy section. */
export function PolicyList({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul className="list-disc space-y-1.5 pl-5">
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}
