import { describe, expect, test } from 'vitest';
import { testDatabaseKinds } from '../testing/databases';
import { useTestApp } from '../testing/app';
import { bearer, GOOD_PASSWORD, signUp, uniqueEmail } from '../testing/users';
import { findControlCharacter } from './input-guard';

describe.each(testDatabaseKinds())('control characters on $name', (kind) => {
  const t = useTestApp(kind);

  async function expect400(res: { statusCode: number; json(): { error: { code: string; fields?: Record<string, string> } } }, field: string) {
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.json().error.fields ?? {})).toEqual([field]);
  }

  test('a NUL or bell in a name answers 400 naming the field, never a database 500', async () => {
    for (const name of ['Ada\u0000', 'Ada\u0007Lovelace']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { name, email: uniqueEmail(), password: GOOD_PASSWORD } });
      await expect400(res, 'name');
    }
  });

  test('control characters in a prompt, a file path or file contents answer 400; tabs and new lines are fine', async () => {
    const { token } = await signUp(t.app);
    await expect400(await t.app.inject({ method: 'POST', url: '/api/generate/app', headers: bearer(token), payload: { prompt: 'A counter\u0000 app' } }), 'prompt');
    const ok = await t.app.inject({ method: 'POST', url: '/api/generate/app', headers: bearer(token), payload: { prompt: 'A counter app\n\twith a reset button\r\n' } });
    expect(ok.statusCode).toBe(200);
    const id = ok.json().projectId as string;
    const file = 'app/src/main/res/values/strings.xml';
    await expect400(await t.app.inject({ method: 'PUT', url: `/api/generate/project/${id}`, headers: bearer(token), payload: { files: { [file]: '<resources>\u0000</resources>' } } }), `files.${file}`);
    await expect400(await t.app.inject({ method: 'PUT', url: `/api/generate/project/${id}`, headers: bearer(token), payload: { files: { [`${file}\u001b`]: '<resources/>' } } }), 'files');
  });

  test('control characters in a query or a path parameter answer 400', async () => {
    const { token } = await signUp(t.app);
    await expect400(await t.app.inject({ method: 'GET', url: '/api/generate/projects?page=%00', headers: bearer(token) }), 'page');
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/verify-email/abcdefghijklmnopqrstu%00vwxyz' });
    await expect400(res, 'token');
  });
});

test('finds the first control character anywhere in a body, keys included', () => {
  expect(findControlCharacter({ a: ['ok', { b: 'x\u007f' }] })).toBe('a.1.b');
  expect(findControlCharacter({ ['k\u0001']: 'v' })).toBe('_');
  expect(findControlCharacter({ text: 'line\nnext\ttab\r' })).toBeNull();
  expect(findControlCharacter('plain')).toBeNull();
});
