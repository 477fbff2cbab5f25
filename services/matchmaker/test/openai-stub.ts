import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubRequest {
  path: string;
  body: Buffer;
  json?: Record<string, unknown>;
}

/** Fake MP3 bytes: an ID3 tag and two frames' worth of data, sent in two writes. */
export const stubMp3 = [
  Buffer.from('ID3\u0004\u0000\u0000stub-audio-part-1'),
  Buffer.from('stub-audio-part-2'),
];

/**
 * An OpenAI-compatible server on loopback: transcription answers `transcript`, speech streams
 * `stubMp3`, chat completions answer per structured-output task from `completions`.
 */
export class OpenAiStub {
  readonly requests: StubRequest[] = [];
  transcript = 'I have been anxious at work and my boss piles on deadlines.';
  completions: Record<string, unknown> = {};
  private server: Server | undefined;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      void this.read(req).then((body) => {
        const path = req.url ?? '';
        const request: StubRequest = { path, body };
        if ((req.headers['content-type'] ?? '').includes('json')) {
          request.json = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
        }
        this.requests.push(request);
        if (path.endsWith('/audio/transcriptions')) {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ text: this.transcript }));
        } else if (path.endsWith('/audio/speech')) {
          res.writeHead(200, { 'content-type': 'audio/mpeg' });
          res.write(stubMp3[0]);
          setTimeout(() => res.end(stubMp3[1]), 20);
        } else if (path.endsWith('/chat/completions')) {
          const format = request.json?.response_format as
            { json_schema?: { name?: string } } | undefined;
          const task = format?.json_schema?.name ?? '';
          const content = this.completions[task];
          res.writeHead(content ? 200 : 500, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify(
              content
                ? {
                    id: 'c',
                    object: 'chat.completion',
                    created: 0,
                    model: 'm',
                    choices: [
                      {
                        index: 0,
                        finish_reason: 'stop',
                        message: {
                          role: 'assistant',
                          content: JSON.stringify(content),
                          refusal: null,
                        },
                      },
                    ],
                  }
                : { error: { message: `no stub for ${task}` } },
            ),
          );
        } else {
          res.writeHead(404).end();
        }
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private read(req: IncomingMessage): Promise<Buffer> {
    return new Promise((resolve) => {
      const parts: Buffer[] = [];
      req.on('data', (c: Buffer) => parts.push(c));
      req.on('end', () => resolve(Buffer.concat(parts)));
    });
  }
}
