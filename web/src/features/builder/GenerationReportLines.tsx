import type { GenerationReport } from '@droidforge/contracts';

/** Under an assistant turn: the features built, and each part of the request not built, with why. */
export function GenerationReportLines({ report }: { report: GenerationReport }) {
  if (report.built.length === 0 && report.notBuilt.length === 0) return null;
  return (
    <div className="mt-2 space-y-1 text-left text-xs">
      {report.built.length > 0 && (
        <ul aria-label="Built" className="list-disc space-y-0.5 pl-4 text-brand-900">
          {report.built.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      )}
      {report.notBuilt.length > 0 && (
        <ul aria-label="Not built" className="space-y-0.5 text-amber-800">
          {report.notBuilt.map((item, i) => (
            <li key={i}>
              Not built: “{item.request}” because {lowerFirst(item.reason)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);
