import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the stub received, with the parts the specs look at. */
export interface Recorded {
  url: string;
  headers: IncomingMessage['headers'];
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format: {
      type: string;
      json_schema: { name: string; strict: boolean; schema: Record<string, unknown> };
    };
  };
}

/** How the stub answers; it may look at the request (e.g. which schema was asked for). */
export type Reply = (res: ServerResponse, request: Recorded) => void;

/** A tiny OpenAI-compatible server on loopback, shared by every provider test: records each request, answers what the spec set. */
export class OpenAiStub {
  readonly requests: Recorded[] = [];
  reply: Reply = json(500, { error: { message: 'no reply set' } });
  private server: Server | undefined;
  baseURL = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        const request: Recorded = {
          url: req.url ?? '',
          headers: req.headers,
          body: JSON.parse(raw),
        };
        this.requests.push(request);
        this.reply(res, request);
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.baseURL = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

export function json(status: number, body: unknown): Reply {
  return (res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
}

/** A chat completion body with this assistant message (content, refusal) and finish reason. */
export function completion(message: Record<string, unknown>, finish_reason = 'stop') {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: 'gpt-test',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', refusal: null, ...message },
        finish_reason,
        logprobs: null,
      },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

/** A chat completion whose message content is `content` as JSON. */
export function answer(content: unknown): Reply {
  return json(200, completion({ content: JSON.stringify(content) }));
}
