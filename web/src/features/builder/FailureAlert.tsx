import { Link } from 'react-router';
import { Alert } from '../../components/Alert';
import type { GenerationFailure } from './use-generation';

/** Why a generation failed, a link to the plans when it needs one, and prompts to try instead. */
export function FailureAlert({ failure, onSuggestion }: { failure: GenerationFailure; onSuggestion: (suggestion: string) => void }) {
  return (
    <Alert tone="error">
      {failure.message}{' '}
      {failure.needsUpgrade && (
        <Link to="/pricing" className="font-semibold underline">
          See plans
        </Link>
      )}
      {failure.suggestions.length > 0 && (
        <span className="mt-2 block">
          Nothing was charged. Try one of these:
          <span className="mt-1 flex flex-wrap gap-2">
            {failure.suggestions.map((suggestion) => (
              <button
                key={suggestion}
                type="button"
                onClick={() => onSuggestion(suggestion)}
                className="rounded-full border border-red-300 bg-white px-3 py-1 text-left text-xs font-medium text-red-900 hover:bg-red-50"
              >
                {suggestion}
              </button>
            ))}
          </span>
        </span>
      )}
    </Alert>
  );
}
