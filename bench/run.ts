import { startLocalServers } from '../infra/test-harness/servers';
import { busVsDirect } from './bus-vs-direct';
import { crisisBench } from './crisis';
import { expertBench } from './expert';
import { lighthouseRoutes } from './lighthouse';
import { loginBench } from './login';
import { scalingBench } from './scaling';
import { voiceBench } from './voice';

/** `make bench`: every benchmark in one run, on loopback only. */
async function main(): Promise<void> {
  const servers = await startLocalServers();
  try {
    process.stdout.write('## Bus vs direct (issue 2)\n');
    await busVsDirect(servers);
    process.stdout.write(
      '\n## Scaling: 1 and 2 replicas, bus vs in-process, interleaved rounds (issue 15)\n',
    );
    await scalingBench(servers);
    process.stdout.write('\n## Login: argon2id and throughput through the gateway (issue 3)\n');
    await loginBench(servers);
    process.stdout.write(
      '\n## Voice pipeline: end of a user turn → first tts-audio-chunk (issue 7)\n',
    );
    await voiceBench(servers);
    process.stdout.write('\n## Crisis check: time per text, in process (issue 12)\n');
    await crisisBench();
    process.stdout.write('\n## Expert engine: time per contribution, in process (issue 12)\n');
    await expertBench();
    process.stdout.write('\n## Marketing pages: Lighthouse and route JavaScript (issue 8)\n');
    await lighthouseRoutes(servers);
  } finally {
    await servers.stop();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(
    `bench failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
