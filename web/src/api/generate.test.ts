import { describe, expect, test, vi } from 'vitest';
import type { GenerationProgress } from '@droidforge/contracts';
import { useApiSession } from '../testing/api-session';
import { makeGenerateReply } from '../testing/factories';
import { ApiError } from './api-error';
import { readServerEvents, streamGeneration } from './generate';

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function collect(chunks: string[]) {
  const events = [];
  for await (const event of readServerEvents(streamOf(chunks))) events.push(event);
  return events;
}

const reply = makeGenerateReply();

function sse(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

describe('readServerEvents', () => {
  test('joins events split across chunks, even inside a line', async () => {
    const events = await collect(['event: prog', 'ress\ndata: {"a":', '1}\n', '\nevent: result\ndata: 2\n\n']);
    expect(events).toEqual([
      { event: 'progress', data: '{"a":1}' },
      { event: 'result', data: '2' },
    ]);
  });

  test('accepts CRLF line ends, skips comments and joins several data lines with newlines', async () => {
    const events = await collect([': keep-alive\r\n\r\ndata: first\r\ndata: second\r\n\r\n']);
    expect(events).toEqual([{ event: 'message', data: 'first\nsecond' }]);
  });

  test('treats a CRLF split across two chunks as one line end', async () => {
    expect(await collect(['data: a\r', '\ndata: b\r\n\r\n'])).toEqual([{ event: 'message', data: 'a\nb' }]);
  });

  test('yields a last event that the stream closed without a blank line', async () => {
    expect(await collect(['event: done\ndata: {}'])).toEqual([{ event: 'done', data: '{}' }]);
  });
});

describe('streamGeneration', () => {
  useApiSession();

  function stubStream(chunks: string[], status = 200) {
    const fetchMock = vi.fn(async () => new Response(streamOf(chunks), { status, headers: { 'Content-Type': 'text/event-stream' } }));
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  test('posts the request with the Bearer header, reports each stage and resolves with the result', async () => {
    const fetchMock = stubStream([
      sse('progress', { stage: 'reserving', percent: 5, message: 'Reserving credits' }),
      sse('progress', { stage: 'writing', percent: 55, message: 'Writing Kotlin and layouts' }),
      sse('result', reply),
    ]);
    const seen: GenerationProgress[] = [];

    const result = await streamGeneration({ prompt: 'a todo app', conversationHistory: [], mode: 'generate' }, (p) => seen.push(p));

    expect(result).toEqual(reply);
    expect(seen.map((p) => p.percent)).toEqual([5, 55]);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/generate/stream');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer sess.secret');
    expect(JSON.parse(String(init.body))).toEqual({ prompt: 'a todo app', conversationHistory: [], mode: 'generate' });
  });

  test('rejects with the code and message of an error event', async () => {
    stubStream([
      sse('progress', { stage: 'reserving', percent: 5, message: 'Reserving credits' }),
      sse('error', { error: { code: 'INSUFFICIENT_CREDITS', message: 'You need 100 credits' } }),
    ]);
    const failure = await streamGeneration({ prompt: 'x', conversationHistory: [], mode: 'generate' }, () => {}).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 'INSUFFICIENT_CREDITS', status: 402, message: 'You need 100 credits' });
  });

  test('rejects with the JSON error of a request refused before the stream started', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ error: { code: 'NO_PROJECT', message: 'Generate an app first before refining' } }), { status: 400 })));
    const failure = await streamGeneration({ prompt: 'x', conversationHistory: [], mode: 'refine' }, () => {}).catch((e: unknown) => e);
    expect(failure).toMatchObject({ code: 'NO_PROJECT', status: 400 });
  });

  test('rejects when the stream ends without a result', async () => {
    stubStream([sse('progress', { stage: 'reserving', percent: 5, message: 'Reserving credits' })]);
    const failure = await streamGeneration({ prompt: 'x', conversationHistory: [], mode: 'generate' }, () => {}).catch((e: unknown) => e);
    expect(failure).toMatchObject({ code: 'UNEXPECTED_RESPONSE' });
  });
});
