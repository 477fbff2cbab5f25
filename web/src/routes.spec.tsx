import { matchRoutes } from 'react-router';
import { routes } from './routes';

/** The route path chain that serves a URL, e.g. ['', 'client-profile', 'responses']. */
function served(url: string): string[] {
  const matches = matchRoutes(routes, url) ?? [];
  return matches.map((m) => m.route.path ?? (m.route.index ? '(index)' : ''));
}

describe('route table (spec §2)', () => {
  it.each([
    ['/', ['', '(index)']],
    ['/welcome', ['', 'welcome']],
    ['/pitch', ['', 'pitch']],
    ['/onePager', ['', 'onePager']],
    ['/fundraising-workshop', ['', 'fundraising-workshop']],
    ['/login', ['', '', 'login']],
    ['/register', ['', '', 'register']],
    ['/client-assessment', ['', '', '', 'client-assessment']],
    ['/client-profile', ['', '', '', 'client-profile', '(index)']],
    ['/client-profile/responses', ['', '', '', 'client-profile', 'responses']],
    ['/client-profile/personality', ['', '', '', 'client-profile', 'personality']],
    ['/client-profile/your-data', ['', '', '', 'client-profile', 'your-data']],
    ['/clientProfile', ['', '', '', 'clientProfile', '(index)']],
    ['/therapist-dashboard', ['', '', '', 'therapist-dashboard', '(index)']],
    ['/therapist-dashboard/questions', ['', '', '', 'therapist-dashboard', 'questions']],
    ['/therapist-dashboard/requests', ['', '', '', 'therapist-dashboard', 'requests']],
    ['/therapist-dashboard/your-data', ['', '', '', 'therapist-dashboard', 'your-data']],
    ['/therapist-questionnaire?edit=4', ['', '', 'therapist-questionnaire']],
    ['/natural-matchmaker', ['', '', 'natural-matchmaker']],
    ['/admin-dashboard', ['', '', '', 'admin-dashboard']],
    ['/anna', ['', '', ':therapistName']],
    ['/anna/contribution/c1', ['', '', ':therapistName/contribution/:contributionId']],
    ['/no/such/page', ['', '*']],
    ['/client-profile/nope', ['', '*']],
  ])('%s is served by %j', (url, chain) => {
    expect(served(url)).toEqual(chain);
  });
});
