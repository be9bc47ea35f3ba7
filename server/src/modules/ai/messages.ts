import type { ModelMessage } from 'ai';
import type { AppSpec } from '@droidforge/contracts';
import type { ChatTurn } from './ai.types';

/** Recent turns carry the context that matters; older ones only cost tokens. */
const MAX_HISTORY_TURNS = 12;
const MAX_TURN_CHARS = 2_000;
/** A bad answer is echoed back for repair; beyond this its tail adds nothing. */
const MAX_ECHO_CHARS = 24_000;

/**
 * The conversation sent for a new app: recent chat history, then the prompt. Only what the user
 * wrote and what the assistant answered is sent, never configuration or environment.
 */
export function generateMessages(prompt: string, history: ChatTurn[]): ModelMessage[] {
  return [
    ...historyMessages(history, prompt),
    { role: 'user', content: `Design this app and answer with {"summary", "spec"}:\n\n${prompt}` },
  ];
}

/** The conversation sent for a change: history, the current spec, the request. */
export function refineMessages(spec: AppSpec, request: string, history: ChatTurn[]): ModelMessage[] {
  return [
    ...historyMessages(history, request),
    {
      role: 'user',
      content: [
        'This is the current AppSpec of my app:',
        '```json',
        JSON.stringify(spec),
        '```',
        '',
        `Change request: ${request}`,
        '',
        'Return the complete updated AppSpec as {"summary", "spec"}. Change only what the request asks for; keep every other',
        'screen, component, id, state variable, colour and text exactly as it is. The summary says what you changed.',
      ].join('\n'),
    },
  ];
}

/** Adds the rejected answer and the validation issues, asking for a corrected object. */
export function repairMessages(previous: ModelMessage[], badAnswer: string, issues: string[]): ModelMessage[] {
  return [
    ...previous,
    { role: 'assistant', content: badAnswer.slice(0, MAX_ECHO_CHARS) || '(empty answer)' },
    {
      role: 'user',
      content: [
        'That answer is not a valid AppSpec answer. Problems found:',
        ...issues.map((i) => `- ${i}`),
        '',
        'Reply with the corrected, complete JSON object {"summary", "spec"} and nothing else.',
      ].join('\n'),
    },
  ];
}

/**
 * Recent non-empty turns. The current prompt is dropped if the client already appended it, and
 * leading assistant turns too: some providers (Anthropic) require the conversation to open with
 * the user.
 */
function historyMessages(history: ChatTurn[], current: string): ModelMessage[] {
  const turns = history.slice(-MAX_HISTORY_TURNS).filter((t) => t.content.trim().length > 0);
  const last = turns.at(-1);
  if (last?.role === 'user' && last.content.trim() === current.trim()) turns.pop();
  const firstUser = turns.findIndex((t) => t.role === 'user');
  return (firstUser < 0 ? [] : turns.slice(firstUser)).map((t) => ({ role: t.role, content: t.content.slice(0, MAX_TURN_CHARS) }));
}
