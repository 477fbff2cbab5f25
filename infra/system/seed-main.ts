import { runSeeds } from './seed';
import { systemEnv } from './env';

/** `make seed`: loads the demo data into a running system (make dev) through its API. */
const baseUrl = process.env.BASE_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`;
runSeeds(baseUrl, systemEnv(), { onlyIfEmpty: false }).then(
  () => process.stdout.write('seed complete\n'),
  (err: unknown) => {
    process.stderr.write(`seed failed: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
