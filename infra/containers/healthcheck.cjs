// The image's HEALTHCHECK (Dockerfile): which process runs here decides what is checked.
//   gateway            GET http://127.0.0.1:$PORT/livez answers 200;
//   services/<name>    the service's health subject answers on the bus (`rpc.<name>.health`
//                      in BUS_PREFIX's namespace), with Mongo and Redis reported reachable.
// Exits 0 when healthy, 1 otherwise, within 4 s. Plain CommonJS: no build step, and the
// `nats` package comes from the image's production install.
'use strict';
const { readdirSync, readFileSync } = require('node:fs');

const fail = (why) => {
  process.stderr.write(`unhealthy: ${why}\n`);
  process.exit(1);
};
setTimeout(() => fail('no answer within 4 s'), 4000).unref();

/** `gateway` or `services/<name>`: from the command line of the process running a bundle. */
function which() {
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    let argv;
    try {
      argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    } catch {
      continue;
    }
    const main = argv.find((a) => /(^|\/)(gateway|services\/[\w-]+)\/dist\/main\.js$/.test(a));
    if (main) return main.replace(/^.*?(gateway|services\/[\w-]+)\/dist\/main\.js$/, '$1');
  }
  return undefined;
}

async function main() {
  const proc = which();
  if (!proc) return fail('no gateway or service process found');
  if (proc === 'gateway') {
    const res = await fetch(`http://127.0.0.1:${process.env.PORT || 8080}/livez`);
    return res.ok ? process.exit(0) : fail(`/livez answered ${res.status}`);
  }
  const service = proc.slice('services/'.length);
  const { connect } = require('/app/node_modules/nats');
  const nc = await connect({
    servers: (process.env.NATS_URL || 'nats://127.0.0.1:4222').split(','),
  });
  const prefix = process.env.BUS_PREFIX ? `${process.env.BUS_PREFIX}.` : '';
  const msg = await nc.request(`${prefix}rpc.${service}.health`, new Uint8Array(), {
    timeout: 3000,
  });
  const reply = JSON.parse(new TextDecoder().decode(msg.data));
  await nc.close();
  const down = Object.entries((reply.data && reply.data.dependencies) || {})
    .filter(([, status]) => status !== 'ok')
    .map(([name]) => name);
  if (!reply.ok || down.length > 0) return fail(`${service}: ${down.join(', ') || 'error reply'}`);
  process.exit(0);
}

main().catch((error) => fail(error instanceof Error ? error.message : String(error)));
