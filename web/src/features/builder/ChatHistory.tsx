import type { ChatTurn, GenerationReport } from '@droidforge/contracts';
import { Bot, User } from 'lucide-react';
import { GenerationReportLines } from './GenerationReportLines';

/** A turn as the project holds it: assistant turns of a generation or refinement carry its report. */
export type ShownTurn = ChatTurn & { report?: GenerationReport };

/** The conversation that shaped the app; the request in flight shows at the end until answered. */
export function ChatHistory({ turns, pendingPrompt }: { turns: readonly ShownTurn[]; pendingPrompt: string | null }) {
  const shown: readonly ShownTurn[] = pendingPrompt ? [...turns, { role: 'user' as const, content: pendingPrompt }] : turns;
  if (shown.length === 0) return null;
  return (
    <section aria-label="Chat history" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">Chat history</h2>
      <ol className="mt-3 max-h-72 space-y-2 overflow-y-auto">
        {shown.map((turn, index) => (
          <li key={index} className={`flex gap-2 ${turn.role === 'user' ? 'flex-row-reverse text-right' : ''}`}>
            <span aria-hidden="true" className={`mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full ${turn.role === 'user' ? 'bg-slate-200' : 'bg-brand-100 text-brand-800'}`}>
              {turn.role === 'user' ? <User className="h-3.5 w-3.5" /> : <Bot className="h-3.5 w-3.5" />}
            </span>
            <div className={`max-w-[85%] rounded-xl px-3 py-2 text-sm break-words whitespace-pre-wrap ${turn.role === 'user' ? 'bg-slate-100 text-slate-900' : 'bg-brand-50 text-brand-950'}`}>
              <span className="sr-only">{turn.role === 'user' ? 'You: ' : 'Droidforge: '}</span>
              {turn.content}
              {turn.report && <GenerationReportLines report={turn.report} />}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
