/**
 * Production runs the JavaScript `make build` writes (<package>/dist/main.js), not TypeScript.
 * This starts the BUILT contact, knowledge-capture and gateway with plain node against the
 * run's real servers and uses them through HTTP, so a bundle that lost a dependency, a prompt
 * file, the NLP model or the web app fails here rather than in the image.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { builtEntry } from '../build/deployables';
import { startProcess, stopProcess, waitForHealthy, repoRoot, type Proc } from '../system/launcher';
import { freePort, uniqueDbPrefix } from '../test-harness';
import { OpenAiStub, answer } from '../test-harness/openai-stub';
import { http, testEnv } from '../test-harness/system';

const built = {
  gateway: builtEntry('gateway'),
  contact: builtEntry('contact'),
  'knowledge-capture': builtEntry('knowledge-capture'),
};
const webIndex = path.join(repoRoot, 'web', 'dist', 'index.html');
const missing = [...Object.values(built), webIndex].filter((file) => !existsSync(file));
if (missing.length > 0)
  throw new Error(`not built: ${missing.join(', ')}; run \`make build\` first`);

const prefix = uniqueDbPrefix('compiled');
const logDir = mkdtempSync(path.join(os.tmpdir(), 'rapport-compiled-'));
const procs = new Map<string, Proc>();
let env: NodeJS.ProcessEnv;
let baseUrl: string;
let mongo: MongoClient;

function start(name: keyof typeof built, extra: Record<string, string> = {}): void {
  procs.set(name, startProcess(name, built[name], { env: { ...env, ...extra }, logDir }));
}

/** Waits for /healthz; a failure carries what the processes logged. */
async function healthy(): Promise<void> {
  try {
    await waitForHealthy(baseUrl, 30_000);
  } catch (err) {
    const logs = [...procs.keys()].map((name) => {
      const file = path.join(logDir, `${name}.log`);
      return `--- ${name}\n${existsSync(file) ? readFileSync(file, 'utf8').slice(-3000) : ''}`;
    });
    throw new Error(`${(err as Error).message}\n${logs.join('\n')}`);
  }
}

beforeAll(async () => {
  const port = await freePort();
  env = testEnv(prefix, {
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    PORT: String(port),
    HEALTH_SERVICES: 'contact,knowledge-capture',
    // The offline engine first: it reads the wink-nlp model on the first call.
    OPENAI_API_KEY: '',
  });
  delete env.WEB_DIST; // the gateway's default, web/dist beside its working directory
  baseUrl = `http://127.0.0.1:${port}`;
  mongo = await MongoClient.connect(env.MONGO_URL!);
  start('contact');
  start('knowledge-capture');
  start('gateway');
  await healthy();
}, 60_000);

afterAll(async () => {
  await Promise.all([...procs.values()].map((proc) => stopProcess(proc)));
  await mongo?.close();
});

describe('the built gateway and services, run with node', () => {
  it('serves the built web app', async () => {
    const res = await fetch(`${baseUrl}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toBe(readFileSync(webIndex, 'utf8'));
  });

  it('takes a contact form through the gateway into the database', async () => {
    const body = {
      name: 'Ada Lovelace',
      email: 'ada.compiled@example.org',
      organization: 'Analytical Co',
      message: 'We would like to pilot Rapport.',
    };
    const res = await http(baseUrl, 'POST', '/api/contact', { body });
    expect([res.status, res.body.success]).toEqual([200, true]);
    const stored = await mongo
      .db(`${prefix}contact`)
      .collection('contact_messages')
      .findOne({ email: body.email });
    expect(stored).toMatchObject({ name: 'Ada Lovelace', message: body.message });
  });

  describe('knowledge capture', () => {
    const rawInput =
      'Clients who have lived through childhood trauma often need a therapist who lets them set the pace. ' +
      'I find that warm, gentle validation matters far more than clever interpretations in the first months. ' +
      'Many of them were never allowed to feel safe as children, so trust has to be earned slowly.';
    let token = '';
    const thoughts = () =>
      http(baseUrl, 'POST', '/api/therapist-input', {
        body: { therapistName: 'maya', rawInput },
        headers: { 'x-contribution-token': token },
      });

    beforeAll(async () => {
      const password = 'compiled-pass';
      const res = await http(baseUrl, 'POST', '/api/register-contribution-access', {
        body: { password, confirmPassword: password },
      });
      expect(res.status).toBe(200);
      token = String(res.body.token);
    });

    it('reads thoughts with the wink-nlp model (offline engine)', async () => {
      const res = await thoughts();
      expect(res.status).toBe(200);
      const processed = res.body.processedInput as { summary: string; questions: unknown[] };
      expect(processed.summary).toContain('childhood trauma');
      expect(processed.questions.length).toBeGreaterThan(0);
    });

    it('sends its prompt files and the shared system prompt (openai engine)', async () => {
      const stub = new OpenAiStub();
      await stub.start();
      try {
        const kc = procs.get('knowledge-capture');
        if (kc) await stopProcess(kc);
        start('knowledge-capture', { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: stub.baseURL });
        await healthy();
        const result = {
          summary: 'From the provider.',
          // Each item names the expert's sentence it came from (issue 12).
          questions: [{ question: 'Q?', reasoning: 'R', audience: 'therapist', source: 'S.' }],
          analysis: [{ insight: 'I', application: 'A', source: 'S.' }],
        };
        stub.reply = answer(result);
        const res = await thoughts();
        expect([res.status, res.body.processedInput]).toEqual([200, result]);
        const source = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8').trim();
        const [system, user] = stub.requests[0]?.body.messages ?? [];
        expect(system?.content).toBe(source('services/language/src/prompts/system.md'));
        const template = source(
          'services/knowledge-capture/src/ai/prompts/process-expert-input.md',
        );
        expect(user?.content).toBe(template.replace('{{rawInput}}', rawInput));
      } finally {
        await stub.stop();
      }
    }, 60_000);
  });
});
