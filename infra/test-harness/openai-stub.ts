import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the specs read of a chat completion request. */
export interface ChatBody {
  model: string;
  messages: { role: string; content: string }[];
  response_format: {
    type: string;
    json_schema: { name: string; strict: boolean; schema: Record<string, unknown> };
  };
}

/** A request the stub received, with the parts the specs look at. */
export interface Recorded {
  url: string;
  headers: IncomingMessage['headers'];
  /** The body as sent: an audio upload is multipart, not JSON. */
  raw: Buffer;
  /** The JSON body (`{}` when it is not JSON), typed as the chat completions most specs read. */
  body: ChatBody;
}

/** How the stub answers; it may look at the request (e.g. which schema was asked for). */
export type Reply = (res: ServerResponse, request: Recorded) => void;

/**
 * A tiny OpenAI-compatible server on loopback, shared by every provider test: records each
 * request, answers what the spec set (chat completions, and with `routes` transcription and
 * speech too).
 */
export class OpenAiStub {
  readonly requests: Recorded[] = [];
  reply: Reply = json(500, { error: { message: 'no reply set' } });
  private server: Server | undefined;
  baseURL = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const parts: Buffer[] = [];
      req.on('data', (c: Buffer) => parts.push(c));
      req.on('end', () => {
        const raw = Buffer.concat(parts);
        const isJson = (req.headers['content-type'] ?? '').includes('json');
        const request: Recorded = {
          url: req.url ?? '',
          headers: req.headers,
          raw,
          body:
            isJson && raw.length > 0
              ? (JSON.parse(raw.toString('utf8')) as ChatBody)
              : ({} as ChatBody),
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

/**
 * Answers each structured completion by the name of the schema asked for, read when the
 * request comes (so a spec may add tasks later); a task without an answer gets a 500.
 */
export function byTask(answers: Record<string, unknown>): Reply {
  return (res, request) => {
    const task = request.body.response_format?.json_schema?.name ?? '';
    const reply =
      answers[task] === undefined
        ? json(500, { error: { message: `no stub answer for ${task}` } })
        : answer(answers[task]);
    reply(res, request);
  };
}

/** Audio streamed in `chunks`, 20 ms apart, as the speech endpoint streams it. */
export function streamed(contentType: string, chunks: readonly Buffer[]): Reply {
  return (res) => {
    res.writeHead(200, { 'content-type': contentType });
    const [first, ...rest] = chunks;
    res.write(first ?? Buffer.alloc(0));
    const next = () => {
      const chunk = rest.shift();
      if (chunk === undefined) res.end();
      else {
        res.write(chunk);
        setTimeout(next, 20);
      }
    };
    setTimeout(next, 20);
  };
}

/**
 * One reply per endpoint, by how the path ends (`/chat/completions`, `/audio/speech`,
 * `/audio/transcriptions`); any other path gets a 404.
 */
export function routes(replies: Record<string, Reply>): Reply {
  return (res, request) => {
    const path = request.url.split('?')[0] ?? '';
    const match = Object.keys(replies).find((suffix) => path.endsWith(suffix));
    if (match) replies[match]!(res, request);
    else json(404, { error: { message: `no stub for ${path}` } })(res, request);
  };
}
