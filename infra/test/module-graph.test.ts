import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * What each deployable loads when its entry is imported: the kit is infrastructure only, so
 * the gateway (which owns no data) loads no database driver and no AI code, and the contact
 * service loads neither the AI provider, the NLP model nor the matching model. Each entry is
 * loaded in a fresh Node process and its module cache is read.
 */
const root = path.resolve(__dirname, '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');

const heavy = {
  openai: /node_modules\/openai\//,
  'wink-nlp': /node_modules\/wink-nlp\//,
  'English model': /node_modules\/wink-eng-lite-web-model\//,
  '@rapport/language': /services\/language\/src\//,
  '@rapport/matching': /services\/matching\/src\//,
  '@rapport/safety': /services\/safety\/src\//,
  mongodb: /node_modules\/mongodb\//,
} as const;
type Heavy = keyof typeof heavy;

function loadedBy(entry: string): Heavy[] {
  const script = `require(${JSON.stringify(path.join(root, entry))});
    process.stdout.write(JSON.stringify(Object.keys(require.cache)));`;
  const files = JSON.parse(
    execFileSync(tsx, ['-e', script], { cwd: root, encoding: 'utf8', timeout: 60_000 }),
  ) as string[];
  return (Object.keys(heavy) as Heavy[]).filter((name) => files.some((f) => heavy[name].test(f)));
}

it.each<[string, Heavy[]]>([
  ['gateway/src/index.ts', []],
  ['services/contact/src/index.ts', ['mongodb']],
  ['services/auth/src/index.ts', ['mongodb']],
])('%s loads only %j of the heavy modules', (entry, expected) => {
  expect(loadedBy(entry)).toEqual(expected);
});

it.each<[string, Heavy[]]>([
  ['services/knowledge-capture/src/index.ts', ['openai', 'wink-nlp', '@rapport/language']],
  ['services/questionnaire/src/index.ts', ['openai', 'wink-nlp', '@rapport/language']],
  ['services/client-profile/src/index.ts', ['@rapport/matching', '@rapport/safety']],
  ['services/matchmaker/src/index.ts', ['@rapport/matching', '@rapport/safety']],
])('%s loads the domain libraries it uses (%j among them)', (entry, expected) => {
  expect(loadedBy(entry)).toEqual(expect.arrayContaining(expected));
});
