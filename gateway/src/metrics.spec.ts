import { operationLabel, operationRoutes } from './metrics';

describe('operation labels of HTTP requests', () => {
  const routes = operationRoutes();

  it('names every public route of the contract table by its operation id', () => {
    expect(routes.get('POST /api/contact')).toBe('contact.send');
    expect(routes.get('GET /api/get-assessment-questions')).toBe(
      'client-profile.get-assessment-questions',
    );
    expect([...routes.keys()].some((r) => r.includes('{'))).toBe(false);
  });

  it.each([
    ['POST', '/api/contact', 'contact.send'],
    ['HEAD', '/api/get-assessment-questions', 'client-profile.get-assessment-questions'],
    ['GET', '/healthz', 'other'],
    ['GET', '/*', 'other'],
    ['GET', undefined, 'not_found'],
  ])('%s %s → %s', (method, url, label) => {
    expect(operationLabel(routes, method, url)).toBe(label);
  });
});
