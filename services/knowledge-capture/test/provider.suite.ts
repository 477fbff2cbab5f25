import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { KnowledgeCaptureSystem } from './support';

/** The openai provider chosen by OPENAI_API_KEY, against a stub server, through the gateway. */
export function providerSuite(sys: KnowledgeCaptureSystem): void {
  describe('with the openai provider', () => {
    let stub: Server;
    let respond: (res: ServerResponse) => void;

    beforeAll(async () => {
      stub = createServer((req, res) => {
        req.resume();
        req.on('end', () => respond(res));
      });
      await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
      await sys.restartService({
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: `http://127.0.0.1:${(stub.address() as AddressInfo).port}/v1`,
        AI_TIMEOUT_MS: '300',
      });
    });

    afterAll(async () => {
      await sys.restartService();
      stub.closeAllConnections();
      await new Promise((resolve) => stub.close(resolve));
    });

    const reply = (status: number, body: unknown) => (res: ServerResponse) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const completion = (content: unknown) => ({
      id: 'c',
      object: 'chat.completion',
      created: 0,
      model: 'm',
      choices: [
        {
          index: 0,
          finish_reason: 'stop',
          message: { role: 'assistant', content: JSON.stringify(content), refusal: null },
        },
      ],
    });

    it("answers the provider's result through the gateway", async () => {
      const result = {
        summary: 'From the provider.',
        questions: [{ question: 'Q?', reasoning: 'R', audience: 'therapist' }],
        analysis: [{ insight: 'I', application: 'A' }],
      };
      respond = reply(200, completion(result));
      const res = await sys.post('/api/therapist-input', {
        therapistName: 'maya',
        rawInput: 'Thoughts.',
      });
      expect([res.status, res.body.processedInput]).toEqual([200, result]);
    });

    it.each([
      [
        'fails',
        reply(500, { error: { message: 'boom' } }),
        'The AI service answered with an error. Please try again shortly.',
      ],
      [
        'returns malformed JSON',
        reply(200, {
          ...completion(''),
          choices: [
            {
              index: 0,
              finish_reason: 'stop',
              message: { role: 'assistant', content: '{"summ', refusal: null },
            },
          ],
        }),
        'The AI service returned an answer in an unexpected format. Please try again.',
      ],
      [
        'does not answer in time',
        () => undefined,
        'The AI service did not answer in time. Please try again.',
      ],
    ])('answers 502 with a readable message when the provider %s', async (_case, r, message) => {
      respond = r;
      const res = await sys.post('/api/therapist-input', {
        therapistName: 'maya',
        rawInput: 'Thoughts.',
      });
      expect([res.status, res.body.error]).toEqual([502, message]);
    });
  });
}
