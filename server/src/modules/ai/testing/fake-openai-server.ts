import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/** One scripted answer: a chat completion with `content`, or an HTTP error. */
export interface FakeReply {
  status?: number;
  headers?: Record<string, string>;
  /** The assistant message text of a successful completion. */
  content?: string;
  /** A raw JSON body, instead of a completion built from `content`. */
  body?: unknown;
  /** Waits this long before answering (for timeout tests). */
  delayMs?: number;
  /** Closes the connection without answering, like a crashed or unreachable server. */
  dropConnection?: boolean;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
  body: unknown;
}

export interface FakeOpenAiServer {
  /** Base URL including `/v1`, as providers expect it. */
  readonly url: string;
  readonly requests: RecordedRequest[];
  /** Queues answers; each request takes the next one. */
  enqueue(...replies: FakeReply[]): void;
  close(): Promise<void>;
}

/**
 * An OpenAI-compatible chat-completions endpoint on loopback (port 0), scripted per test and
 * recording every request body, so provider code is exercised over real HTTP without a network.
 * It also answers Anthropic's `/v1/messages`, so the Anthropic provider's JSON-tool mode is covered.
 * Tests only.
 */
export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  const queue: FakeReply[] = [];
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const body = parseJson(rawBody);
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, rawBody, body });
      const format = FORMATS[req.url ?? ''];
      if (req.method !== 'POST' || !format) return send(res, 404, {}, errorBody('Not found'));
      const reply = queue.shift() ?? { status: 500, body: errorBody('The fake server has no reply queued') };
      const timer = setTimeout(() => {
        timers.delete(timer);
        answer(res, reply, (content) => format(content, body));
      }, reply.delayMs ?? 0);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...replies) => void queue.push(...replies),
    close: () =>
      new Promise<void>((resolve) => {
        timers.forEach(clearTimeout);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type Format = (content: string, requestBody: unknown) => unknown;

const FORMATS: Record<string, Format> = {
  '/v1/chat/completions': (content, body) => completion(content, modelOf(body)),
  '/v1/messages': (content, body) => anthropicMessage(content, body),
};

/** A successful completion whose message is `content`. */
export function completion(content: string, modelId = 'fake-model'): unknown {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: modelId,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
  };
}

/**
 * An Anthropic message. When the request offered a tool (the SDK's JSON tool), JSON content comes
 * back as that tool's call, as Claude answers; anything else as a text block.
 */
function anthropicMessage(content: string, requestBody: unknown): unknown {
  const tool = (requestBody as { tools?: { name: string }[] } | undefined)?.tools?.[0];
  const input = parseJson(content);
  const block = tool && typeof input === 'object' && input !== null ? { type: 'tool_use', id: 'toolu_fake', name: tool.name, input } : { type: 'text', text: content };
  return {
    id: 'msg_fake',
    type: 'message',
    role: 'assistant',
    model: modelOf(requestBody),
    content: [block],
    stop_reason: block.type === 'tool_use' ? 'tool_use' : 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: 100, output_tokens: 50 },
  };
}

function answer(res: ServerResponse, reply: FakeReply, format: (content: string) => unknown): void {
  if (res.destroyed) return;
  if (reply.dropConnection) return void res.socket?.destroy();
  const status = reply.status ?? 200;
  const body = reply.body ?? (status === 200 ? format(reply.content ?? '') : errorBody(`HTTP ${status}`));
  send(res, status, reply.headers ?? {}, body);
}

function send(res: ServerResponse, status: number, headers: Record<string, string>, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

function errorBody(message: string): unknown {
  return { error: { message, type: 'fake_error', code: null } };
}

/** Echoes the requested model id, as the real API does. */
function modelOf(body: unknown): string {
  return typeof body === 'object' && body !== null && typeof (body as { model?: unknown }).model === 'string' ? (body as { model: string }).model : 'fake-model';
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A fake server for one test file: started before its tests, closed after them, its request log
 * emptied before each test. Reading it before the file's `beforeAll` ran throws.
 */
export function setUpFakeOpenAiServer(): FakeOpenAiServer {
  let server: FakeOpenAiServer | undefined;
  const started = (): FakeOpenAiServer => {
    if (!server) throw new Error('the fake OpenAI server starts in beforeAll');
    return server;
  };
  beforeAll(async () => {
    server = await startFakeOpenAiServer();
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    if (server) server.requests.length = 0;
  });
  return {
    get url() {
      return started().url;
    },
    get requests() {
      return started().requests;
    },
    enqueue: (...replies) => started().enqueue(...replies),
    close: () => started().close(),
  };
}
