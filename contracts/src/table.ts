import type { z } from 'zod';
import type { ServiceName } from './operation';
import { operations, type OperationKey, type Operations } from './operations/index';

export type OpParams<K extends OperationKey> = z.output<Operations[K]['params']>;
export type OpQuery<K extends OperationKey> = z.output<Operations[K]['query']>;
export type OpBody<K extends OperationKey> = z.output<Operations[K]['body']>;
/** What a caller sends (before defaults and transforms). */
export type OpBodyInput<K extends OperationKey> = z.input<Operations[K]['body']>;
export type OpResponse<K extends OperationKey> = z.output<Operations[K]['response']>;

/** Keys of the operations a service answers, e.g. `'contact.send'`. */
export type OperationsOf<S extends ServiceName> = {
  [K in OperationKey]: Operations[K]['service'] extends S ? K : never;
}[OperationKey];

/** `rpc.<service>.<operation>` for a key `<service>.<operation>` (kit's `busNames` adds BUS_PREFIX). */
export function subjectFor(key: OperationKey): string {
  return `rpc.${key}`;
}

/** `rpc.<service>.health`: answered by every replica of the service (the gateway's /healthz). */
export function healthSubjectFor(service: ServiceName): string {
  return `rpc.${service}.health`;
}

export function operationKeys(): OperationKey[] {
  return Object.keys(operations) as OperationKey[];
}

export function operationsOf(service: ServiceName): OperationKey[] {
  return operationKeys().filter((k) => operations[k].service === service);
}
