import { execFile } from 'node:child_process';
import type { TestServers } from './servers';
import { checkJetStream } from './readiness';

/**
 * True when a container engine answers within 5 s: the one DOCKER_HOST names (e.g. the podman
 * socket `make integration-containers` starts), else Docker's default socket.
 */
export function dockerAvailable(): Promise<boolean> {
  return new Promise((resolve) => {
    execFile('docker', ['info'], { timeout: 5000 }, (error) => resolve(!error));
  });
}

/**
 * The images of the container path. The defaults are the upstream images (a machine with
 * Docker pulls them); here no registry answers, so `make integration-containers` names the
 * ones `make images` built: our FerretDB, and Redis and NATS from Debian's packages.
 */
export function testImages(env: NodeJS.ProcessEnv = process.env) {
  return {
    mongo: env.RAPPORT_TEST_MONGO_IMAGE || 'mongo:7',
    redis: env.RAPPORT_TEST_REDIS_IMAGE || 'redis:7',
    nats: env.RAPPORT_TEST_NATS_IMAGE || 'nats:2.10',
  };
}

/** Every container of a run carries it, so leftovers of a killed run can be found and removed. */
export const TEST_CONTAINER_LABEL = 'dev.rapport.test-harness';

const START_TIMEOUT_MS = 60_000;

/**
 * Starts a MongoDB-wire server, Redis and NATS (JetStream) container with testcontainers,
 * each on a published loopback port (TESTCONTAINERS_HOST_OVERRIDE=127.0.0.1 for a podman
 * socket). Ready means: the port accepts connections, and NATS answers a JetStream request.
 */
export async function startContainers(): Promise<TestServers> {
  const { GenericContainer, Wait } = await import('testcontainers');
  const images = testImages();
  const labelled = (image: string) =>
    new GenericContainer(image)
      .withLabels({ [TEST_CONTAINER_LABEL]: String(process.pid) })
      .withStartupTimeout(START_TIMEOUT_MS)
      .withWaitStrategy(Wait.forListeningPorts());

  const results = await Promise.allSettled([
    // The image's own command: mongod for mongo:7, `ferretdb -listen 0.0.0.0:27017` for ours.
    labelled(images.mongo).withExposedPorts(27017).start(),
    labelled(images.redis)
      .withExposedPorts(6379)
      .withCommand([
        'redis-server',
        '--save',
        '',
        '--appendonly',
        'yes',
        '--appendfsync',
        'everysec',
      ])
      .start(),
    labelled(images.nats)
      .withExposedPorts(4222)
      .withCommand(['nats-server', '-js', '-sd', '/data'])
      .start(),
  ]);

  const started = results.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  const stop = async () => {
    await Promise.all(started.map((container) => container.stop()));
  };
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) {
    await stop();
    throw failure.reason;
  }

  const [mongo, redis, nats] = started as [
    (typeof started)[number],
    (typeof started)[number],
    (typeof started)[number],
  ];
  const url = (scheme: string, container: typeof mongo, port: number) =>
    `${scheme}://${container.getHost()}:${container.getMappedPort(port)}`;
  const servers: TestServers = {
    kind: 'containers',
    mongoUrl: url('mongodb', mongo, 27017),
    redisUrl: url('redis', redis, 6379),
    natsUrl: url('nats', nats, 4222),
    stop,
  };
  // The port may accept connections a moment before JetStream is ready.
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      await checkJetStream(servers.natsUrl);
      return servers;
    } catch (error) {
      if (Date.now() > deadline) {
        await stop();
        throw error;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
