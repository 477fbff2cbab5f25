import { isDuplicateKey } from './mongo';
import type { Collection, Document, OptionalUnlessRequiredId } from 'mongodb';

interface Waiting<T> {
  item: T;
  resolve: () => void;
  reject: (err: unknown) => void;
}

/**
 * Gathers what callers ask at the same moment into one database command, one command at a
 * time: while one runs, the next requests wait and go together. On FerretDB (SQLite) one
 * insert of a hundred documents costs about what one insert of one does, and concurrent
 * single writes only queue on its lock; so handlers running side by side get batches.
 * (Reads are not batched: FerretDB scans the whole collection for `_id: { $in: [...] }`,
 * while a lookup of one `_id` uses its index.)
 */
abstract class Coalescer<T> {
  private waiting: Waiting<T>[] = [];
  private running: Promise<void> | undefined;

  constructor(private readonly max: number) {}

  protected enqueue(item: T): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.running ??= this.drain();
    });
  }

  private async drain(): Promise<void> {
    // Let the callers of this moment join the first batch.
    await new Promise((r) => setImmediate(r));
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0, this.max);
      await this.run(batch).catch((err: unknown) => batch.forEach((w) => w.reject(err)));
    }
    this.running = undefined;
  }

  /** Runs one batch and settles each of its callers. */
  protected abstract run(batch: Waiting<T>[]): Promise<void>;
}

/** Inserts documents in batches; a document whose _id exists already counts as inserted. */
export class InsertBatcher<T extends Document> extends Coalescer<OptionalUnlessRequiredId<T>> {
  constructor(
    private readonly col: Collection<T>,
    max = 256,
  ) {
    super(max);
  }

  insert(doc: OptionalUnlessRequiredId<T>): Promise<void> {
    return this.enqueue(doc);
  }

  protected async run(batch: Waiting<OptionalUnlessRequiredId<T>>[]): Promise<void> {
    try {
      await this.col.insertMany(
        batch.map((w) => w.item),
        { ordered: false },
      );
      batch.forEach((w) => w.resolve());
    } catch (err) {
      const writeErrors = [(err as { writeErrors?: unknown }).writeErrors ?? []].flat();
      // No per-document errors: the command as a whole failed (a lost connection), and no
      // document may be taken as stored.
      if (writeErrors.length === 0) throw err;
      const failed = new Map<number, unknown>();
      for (const e of writeErrors as { index: number; code?: number }[]) {
        if (!isDuplicateKey(e)) failed.set(e.index, err);
      }
      batch.forEach((w, i) => (failed.has(i) ? w.reject(failed.get(i)) : w.resolve()));
    }
  }
}
