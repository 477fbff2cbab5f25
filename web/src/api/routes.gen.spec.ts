import { operations, type OperationKey } from '@rapport/contracts';
import { renderRoutesModule } from './render-routes';
import { routes } from './routes.gen';

describe('routes.gen.ts', () => {
  it('matches the contract table (run `npm run gen -w web` when this fails)', () => {
    const keys = Object.keys(operations) as OperationKey[];
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
