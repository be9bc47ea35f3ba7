import { CREDIT_COSTS, PROMPT_MAX } from '@droidforge/contracts';
import { Plus, Sparkles, Wand2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../components/Alert';
import { buttonClass } from '../../components/button-styles';
import { FailureAlert } from './FailureAlert';
import { GenerationProgressBar } from './GenerationProgressBar';
import type { Generation } from './use-generation';

interface PromptPanelProps {
  hasApp: boolean;
  /** False after hand edits: the server cannot refine a version without its AppSpec. */
  canRefine: boolean;
  generation: Generation;
  onNewApp: () => void;
}

const EXAMPLE = 'A to-do list where I can add tasks, tick them off and clear the finished ones. Green theme.';

/** With no app: describe it and Generate (100 credits). With an app: Refine it (50) or start a new one. */
export function PromptPanel({ hasApp, canRefine, generation, onNewApp }: PromptPanelProps) {
  const [text, setText] = useState('');
  const id = useId();
  const busy = generation.progress !== null;
  const mode = hasApp ? 'refine' : 'generate';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await generation.run(text, mode)) setText('');
  };
  const trySuggestion = (suggestion: string) => {
    setText(suggestion);
    void generation.run(suggestion, mode).then((ok) => ok && setText(''));
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {hasApp ? 'Refine your app' : 'Describe your app'}
        </h2>
        {hasApp && (
          <button type="button" onClick={onNewApp} disabled={busy} className={buttonClass('secondary', 'sm')}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            New App
          </button>
        )}
      </div>
      <form onSubmit={(e) => void submit(e)} className="mt-3 space-y-3">
        <label htmlFor={id} className="sr-only">
          {hasApp ? 'Refinement request' : 'App description'}
        </label>
        <textarea
          id={id}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit(e);
          }}
          rows={hasApp ? 3 : 5}
          maxLength={PROMPT_MAX}
          disabled={busy}
          placeholder={hasApp ? 'e.g. rename the app to DoIt and use an orange theme' : EXAMPLE}
          className="block w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none disabled:bg-slate-50"
        />
        {hasApp && !canRefine && (
          <Alert tone="info">This version was edited by hand, so chat refinement is off. Restore a generated version from the history to refine it again.</Alert>
        )}
        {generation.progress ? <GenerationProgressBar progress={generation.progress} /> : <SendRow hasApp={hasApp} disabled={hasApp && !canRefine} />}
        {generation.failure && <FailureAlert failure={generation.failure} onSuggestion={trySuggestion} />}
      </form>
    </section>
  );
}

/** The send button with its price, and the keyboard hint. */
function SendRow({ hasApp, disabled }: { hasApp: boolean; disabled: boolean }) {
  const cost = hasApp ? CREDIT_COSTS.refine : CREDIT_COSTS.generate;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="submit" className={buttonClass('primary', 'md')} disabled={disabled}>
        {hasApp ? <Wand2 aria-hidden="true" className="h-4 w-4" /> : <Sparkles aria-hidden="true" className="h-4 w-4" />}
        {hasApp ? 'Refine App' : 'Generate App'}
        <span className="rounded bg-white/20 px-1.5 py-0.5 text-xs font-medium">{cost} credits</span>
      </button>
      <span className="text-xs text-slate-500">Ctrl+Enter to send</span>
    </div>
  );
}
