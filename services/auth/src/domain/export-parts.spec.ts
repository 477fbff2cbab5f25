import { serviceNames, type ServiceName } from '@rapport/contracts';
import { assembleParts, type PartReply } from './export-parts';

const all = (reply: (s: ServiceName) => PartReply) =>
  Object.fromEntries(serviceNames.map((s) => [s, reply(s)])) as Record<ServiceName, PartReply>;

describe('assembleParts', () => {
  it('gives every part when every service answered', () => {
    const result = assembleParts(all((s) => ({ ok: true, data: { service: s } })));
    expect(result).toEqual({
      ok: true,
      parts: Object.fromEntries(serviceNames.map((s) => [s, { service: s }])),
    });
  });

  it('names the services that did not answer, and gives nothing', () => {
    const result = assembleParts(
      all((s) =>
        s === 'contact'
          ? {
              ok: false,
              error: { status: 503, code: 'service_unavailable', message: 'down' },
            }
          : { ok: true, data: {} },
      ),
    );
    expect(result).toEqual({ ok: false, missing: ['contact (503 service_unavailable)'] });
  });

  it('refuses an answer that is not an object', () => {
    const replies = all(() => ({ ok: true, data: {} }));
    replies.matchmaker = { ok: true, data: [] };
    expect(assembleParts(replies)).toEqual({ ok: false, missing: ['matchmaker'] });
  });
});
