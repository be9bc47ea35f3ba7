import { beforeAll, describe, expect, test } from 'vitest';
import type { Finding } from '@droidforge/generator/check/index';
import { AppError } from '../../errors';
import { createFileRepairer, type FileRepairer } from './repair-files';
import { fakeLlmConfig, messagesOf } from './testing/answers';
import { setUpFakeOpenAiServer } from './testing/fake-openai-server';

const ACTIVITY = 'app/src/main/java/com/example/app/MainActivity.kt';
const BROKEN = 'package com.example.app\nclass MainActivity : Activity() {\n  val t = getString(R.string.gone)\n}\n';
const FIXED = 'package com.example.app\nclass MainActivity : Activity() {\n}\n';
const files = { [ACTIVITY]: BROKEN, 'app/src/main/AndroidManifest.xml': '<manifest/>', 'app/build.gradle': 'android {}' };
const findings: Finding[] = [{ code: 'UNRESOLVED_R_REFERENCE', severity: 'error', file: ACTIVITY, line: 3, message: 'R.string.gone does not exist' }];
const answer = (paths: Record<string, string>, summary = 'Removed the unknown string.') => JSON.stringify({ files: Object.entries(paths).map(([path, content]) => ({ path, content })), summary });

const fake = setUpFakeOpenAiServer();
let repairer: FileRepairer;

beforeAll(() => {
  repairer = createFileRepairer(fakeLlmConfig(fake.url), undefined, { maxRetries: 0 })!;
});

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe('GENERATION_FAILED');
  return error as AppError;
}

describe('createFileRepairer', () => {
  test('stays offline (no repairer) for the offline provider and for a half-configured one', () => {
    expect(createFileRepairer({ ...fakeLlmConfig(fake.url), provider: 'offline' })).toBeUndefined();
    expect(createFileRepairer(fakeLlmConfig(fake.url, { baseUrl: null }))).toBeUndefined();
    expect(createFileRepairer(fakeLlmConfig(fake.url, { model: null }))).toBeUndefined();
    expect(createFileRepairer(fakeLlmConfig(fake.url, { provider: 'openai', apiKey: null, baseUrl: null }))).toBeUndefined();
    expect(fake.requests).toHaveLength(0);
  });
});

describe('a repair through an OpenAI-compatible provider', () => {
  test('returns the changed file and the summary, having sent only the named file and the findings', async () => {
    fake.enqueue({ content: answer({ [ACTIVITY]: FIXED }) });
    const result = await repairer.repair({ files, findings });
    expect(result).toEqual({ files: { [ACTIVITY]: FIXED }, summary: 'Removed the unknown string.' });
    expect(fake.requests).toHaveLength(1);
    const [system, user] = messagesOf(fake.requests[0]!.body);
    expect(system!.content).toMatch(/API level 23/);
    expect(user!.content).toContain(`${ACTIVITY}:3: R.string.gone does not exist`);
    expect(user!.content).not.toContain('android {}');
  });

  test('leaves out returned files that did not change', async () => {
    fake.enqueue({ content: answer({ [ACTIVITY]: BROKEN }, 'Nothing needed to change.') });
    expect((await repairer.repair({ files, findings })).files).toEqual({});
  });

  test('asks once more after an invalid answer and uses the corrected one', async () => {
    fake.enqueue({ content: '{"files": [' }, { content: answer({ [ACTIVITY]: FIXED }) });
    expect((await repairer.repair({ files, findings })).files).toEqual({ [ACTIVITY]: FIXED });
    expect(fake.requests).toHaveLength(2);
    expect(messagesOf(fake.requests[1]!.body).at(-1)!.content).toMatch(/cannot be used/);
  });

  test('refuses an answer that writes a file it was not given, also after the retry', async () => {
    fake.enqueue({ content: answer({ 'app/build.gradle': 'evil' }) }, { content: answer({ [ACTIVITY]: FIXED, '../x': 'evil' }) });
    const error = await failure(repairer.repair({ files, findings }));
    expect(error.reason).toBe('invalid_answer');
    expect(error.message).toContain('"../x"');
    expect(fake.requests).toHaveLength(2);
  });

  test('maps a 429 to rate_limited and a 500 to provider_error, like generation', async () => {
    fake.enqueue({ status: 429 });
    expect((await failure(repairer.repair({ files, findings }))).reason).toBe('rate_limited');
    fake.enqueue({ status: 500 });
    expect((await failure(repairer.repair({ files, findings }))).reason).toBe('provider_error');
  });

  test('gives up after the configured timeout', async () => {
    const slow = createFileRepairer(fakeLlmConfig(fake.url, { timeoutMs: 100 }), undefined, { maxRetries: 0 })!;
    fake.enqueue({ content: answer({ [ACTIVITY]: FIXED }), delayMs: 1_000 });
    expect((await failure(slow.repair({ files, findings }))).reason).toBe('timeout');
  });

  test('does not call the model when the findings name only files it may not change', async () => {
    const gradle: Finding[] = [{ ...findings[0]!, file: 'app/build.gradle' }];
    expect((await failure(repairer.repair({ files, findings: gradle }))).reason).toBe('unsupported');
    expect(fake.requests).toHaveLength(0);
  });
});
