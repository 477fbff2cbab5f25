import { execFile } from 'node:child_process';
import type { TestServers } from './servers';

/** True when `docker info` succeeds within 5 s, i.e. a Docker engine answers. */
export function dockerAvailable(): Promise<boolean> {
  return new Promise((resolve) => {
    execFile('docker', ['info'], { timeout: 5000 }, (error) => resolve(!error));
  });
}

/** Starts MongoDB 7, Redis 7 and NATS 2.10 (JetStream) containers with testcontainers. */
export async function startContainers(): Promise<TestServers> {
  const { GenericContainer, Wait } = await import('testcontainers');

  const results = await Promise.allSettled([
    new GenericContainer('mongo:7')
      .withExposedPorts(27017)
      .withWaitStrategy(Wait.forLogMessage(/Waiting for connections/))
      .start(),
    new GenericContainer('redis:7')
      .withExposedPorts(6379)
      .withCommand(['redis-server', '--save', '', '--appendonly', 'no'])
      .withWaitStrategy(Wait.forLogMessage(/Ready to accept connections/))
      .start(),
    new GenericContainer('nats:2.10')
      .withExposedPorts(4222)
      .withCommand(['-js'])
      .withWaitStrategy(Wait.forLogMessage(/Server is ready/))
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
  return {
    kind: 'containers',
    mongoUrl: url('mongodb', mongo, 27017),
    redisUrl: url('redis', redis, 6379),
    natsUrl: url('nats', nats, 4222),
    stop,
  };
}
