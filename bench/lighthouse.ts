import path from 'node:path';
import { freePort, type TestServers } from '../infra/test-harness/servers';
import { repoRoot, startProcess, stopProcess, waitForHealthy } from '../infra/system/launcher';
import { systemEnv } from '../infra/system/env';

const routes = ['/', '/welcome', '/pitch', '/onePager', '/fundraising-workshop', '/login'];
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

interface LhResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    { details?: { items?: Array<{ resourceType?: string; transferSize?: number; url?: string }> } }
  >;
}

/**
 * Issue 8: Lighthouse (mobile defaults, simulated throttling) on the marketing routes served by
 * the real gateway from the production build, plus the JavaScript each route downloads.
 */
export async function lighthouseRoutes(servers: TestServers): Promise<void> {
  const { default: lighthouse } = (await import('lighthouse')) as unknown as {
    default: (
      url: string,
      flags: Record<string, unknown>,
    ) => Promise<{ lhr: LhResult } | undefined>;
  };
  const chromeLauncher = (await import('chrome-launcher')) as unknown as {
    launch(o: Record<string, unknown>): Promise<{ port: number; kill(): Promise<void> | void }>;
  };
  const port = await freePort();
  const env = systemEnv({
    MONGO_URL: servers.mongoUrl,
    REDIS_URL: servers.redisUrl,
    NATS_URL: servers.natsUrl,
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HEALTH_SERVICES: 'contact',
    WEB_DIST: path.join(repoRoot, 'web', 'dist'),
  });
  const gateway = startProcess('gateway', 'gateway/src/main.ts', {
    env,
    logDir: path.join(repoRoot, '.data', 'bench-logs'),
  });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags,
  });
  try {
    await waitForGateway(`http://127.0.0.1:${port}`);
    process.stdout.write(
      '\n| route | performance | accessibility | best practices | SEO | route JS (transferred, KB) |\n|---|---|---|---|---|---|\n',
    );
    for (const route of routes) {
      const result = await lighthouse(`http://127.0.0.1:${port}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error(`lighthouse gave no result for ${route}`);
      const { categories, audits } = result.lhr;
      const score = (k: string) => Math.round((categories[k]?.score ?? 0) * 100);
      const js = (audits['network-requests']?.details?.items ?? [])
        .filter((i) => i.resourceType === 'Script')
        .reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
      process.stdout.write(
        `| ${route} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${(js / 1024).toFixed(1)} |\n`,
      );
    }
  } finally {
    await chrome.kill();
    await stopProcess(gateway);
  }
}

async function waitForGateway(url: string): Promise<void> {
  try {
    await waitForHealthy(url, 20_000);
  } catch {
    // /healthz may be 503 without services; the static app is what we need.
    const res = await fetch(url);
    if (!res.ok) throw new Error(`gateway not serving the web app: ${res.status}`);
  }
}
