/**
 * Writes src/api/routes.gen.ts: method, path and access of every operation in the
 * contract table, as plain data, so the browser bundle never ships zod. Run by `npm run
 * gen -w web` and before every build; a unit spec fails when the file is stale.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as contractsModule from '@rapport/contracts';
import type { OperationKey } from '@rapport/contracts';
import { renderRoutesModule } from '../src/api/render-routes';

// contracts is a CommonJS package; loaded from this ES module, Node may expose it as `default`.
const contracts =
  (contractsModule as unknown as { default?: typeof contractsModule }).default ?? contractsModule;
const { operations } = contracts;

const target = fileURLToPath(new URL('../src/api/routes.gen.ts', import.meta.url));
const keys = Object.keys(operations) as OperationKey[];
writeFileSync(target, renderRoutesModule(keys.map((key) => ({ key, ...operations[key] }))));
console.log(`gen-routes: ${keys.length} operations -> ${target}`);
