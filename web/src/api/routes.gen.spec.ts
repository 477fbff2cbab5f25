import { operations, type OperationKey } from '@rapport/contracts';
import { renderRoutesModule } from './render-routes';
import { routes } from './routes.gen';

describe('routes.gen.ts', () => {
  it('matches the contract table (run `npm run gen -w web` when this fails)', () => {
    // Bus-only calls between services (access 'internal') have no HTTP route.
    const keys = (Object.keys(operations) as OperationKey[]).filter(
      (key) => operations[key].access !== 'internal',
    );
    const ops = keys.map((key) => ({ key, ...operations[key] }));
    expect(Object.keys(routes).sort()).toEqual([...keys].sort());
    for (const op of ops) {
      expect(routes[op.key]).toEqual({
        method: op.method,
        path: op.path,
        access: op.access,
        ...('invite' in op && op.invite ? { invite: true } : {}),
        ...(op.noCache ? { noCache: true } : {}),
      });
    }
  });

  it('leaves out bus-only calls between services', () => {
    const text = renderRoutesModule([
      { key: 'a.export-user', method: 'POST', path: '/internal/a/export-user', access: 'internal' },
      { key: 'a.one', method: 'POST', path: '/api/one', access: 'public' },
    ]);
    expect(text).toContain("'a.one'");
    expect(text).not.toContain('export-user');
  });

  it('renders one valid line per operation', () => {
    const text = renderRoutesModule([
      {
        key: 'b.two',
        method: 'GET',
        path: "/api/it's/{id}",
        access: 'user',
        invite: true,
        noCache: true,
      },
      { key: 'a.one', method: 'POST', path: '/api/one', access: 'public' },
    ]);
    expect(text).toContain(
      "  'a.one': { method: 'POST', path: '/api/one', access: 'public' },\n  'b.two': { method: 'GET', path: '/api/it\\'s/{id}', access: 'user', invite: true, noCache: true },",
    );
  });
});
