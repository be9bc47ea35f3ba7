/**
 * Run by the crash test as its own process: opens the database folder, starts one generation whose
 * model never answers, prints `generating` and waits to be killed (SIGKILL, no clean-up).
 */
import { buildApp } from '../../../app';
import { loadConfig } from '../../../config';
import { openDatabase } from '../../../db/client';

const { CHILD_DATABASE, CHILD_TOKEN, CHILD_MODEL_URL, CHILD_KEY } = process.env;
if (!CHILD_DATABASE || !CHILD_TOKEN || !CHILD_MODEL_URL || !CHILD_KEY) throw new Error('generate-child needs CHILD_DATABASE, CHILD_TOKEN, CHILD_MODEL_URL and CHILD_KEY');

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: 'tmp/test-data',
  LLM_PROVIDER: 'openai-compatible',
  LLM_MODEL: 'never-answers',
  LLM_BASE_URL: CHILD_MODEL_URL,
  LLM_API_KEY: 'test',
  LLM_TIMEOUT_MS: '600000',
});
const database = await openDatabase({ kind: 'pglite', dir: CHILD_DATABASE });
const app = await buildApp({ ...config, webDistDir: null }, { database });
process.stdout.write('generating\n');
await app.inject({
  method: 'POST',
  url: '/api/generate/app',
  headers: { authorization: `Bearer ${CHILD_TOKEN}`, 'idempotency-key': CHILD_KEY },
  payload: { prompt: 'A counter app with a reset button' },
});
process.stdout.write('answered\n');
