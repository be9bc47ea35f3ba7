import { type GenerateBody, type GenerateReply, type GenerationProgress, statusForErrorCode } from '@droidforge/contracts';
import { ApiError, apiErrorFromReply } from './api-error';
import { apiResponse } from './client';

/** One server-sent event block: `event:` name (default "message") and its joined `data:` lines. */
export interface ServerEvent {
  event: string;
  data: string;
}

/**
 * Splits a text/event-stream body into events as chunks arrive. Written by hand because EventSource
 * cannot POST nor send the Bearer header. Follows the SSE framing rules we rely on: blank line ends
 * an event, `:` lines are comments, several `data:` lines join with newlines, CRLF is accepted.
 */
export async function* readServerEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let heldCr = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      // stream: true keeps a multi-byte character split across chunks intact; a trailing CR waits
      // for the next chunk, which may start with the LF of the same CRLF.
      let text = heldCr + decoder.decode(value, { stream: !done });
      heldCr = !done && text.endsWith('\r') ? '\r' : '';
      if (heldCr) text = text.slice(0, -1);
      buffer += text.replace(/\r\n?/g, '\n');
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        const event = parseEventBlock(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        if (event) yield event;
        end = buffer.indexOf('\n\n');
      }
      if (done) break;
    }
    const last = parseEventBlock(buffer);
    if (last) yield last;
  } finally {
    reader.releaseLock();
  }
}

function parseEventBlock(block: string): ServerEvent | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length > 0 ? { event, data: data.join('\n') } : null;
}

/**
 * Generates or refines through POST /generate/stream, reporting each progress event, and resolves
 * with the reply. Rejects with ApiError: the stream's `error` event, a refused request (validation
 * and 401 answer before the stream starts) or a stream that ended without a result.
 */
export async function streamGeneration(
  request: GenerateBody,
  onProgress: (progress: GenerationProgress) => void,
  signal?: AbortSignal,
): Promise<GenerateReply> {
  const response = await apiResponse('/generate/stream', { method: 'POST', body: request, signal });
  if (!response.body) throw new ApiError(response.status, 'UNEXPECTED_RESPONSE', 'The server sent no progress stream.', null);
  for await (const { event, data } of readServerEvents(response.body)) {
    const payload = parseJson(data);
    if (event === 'progress') onProgress(payload as GenerationProgress);
    else if (event === 'result') return payload as GenerateReply;
    else if (event === 'error') throw apiErrorFromReply(statusForCode(payload), payload);
  }
  throw new ApiError(0, 'UNEXPECTED_RESPONSE', 'The generation stream ended without a result.', null);
}

function parseJson(data: string): unknown {
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return null;
  }
}

/** Stream errors arrive inside a 200 reply; give them the status the plain endpoint would have used. */
function statusForCode(payload: unknown): number {
  return statusForErrorCode((payload as { error?: { code?: unknown } } | null)?.error?.code);
}
