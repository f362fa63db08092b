import type {
  AbortableOperationOptions,
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
} from 'kysely';

/**
 * Counts the writes of this process as they become visible to others: a writing statement outside a
 * transaction when it completes, a transaction that wrote when its commit completes. Every statement
 * but a select may write (a raw one counts, whatever it does). The version mirror (db/versionMirror.ts)
 * compares the count with the one it last caught up to, so that a read after a write of this process
 * sees it; a write counted before its commit could let the mirror catch up too early.
 */
export class WriteCounter {
  private count = 0;

  /** How many writes have been committed. */
  get writes(): number {
    return this.count;
  }

  /** `dialect` with its driver's connections counted. */
  counting(dialect: Dialect): Dialect {
    return {
      createAdapter: () => dialect.createAdapter(),
      createDriver: () => new CountingDriver(dialect.createDriver(), () => (this.count += 1)),
      createQueryCompiler: () => dialect.createQueryCompiler(),
      createIntrospector: (db) => dialect.createIntrospector(db),
    };
  }
}

const mayWrite = (query: CompiledQuery): boolean => query.query.kind !== 'SelectQueryNode';

/** A connection of the counting driver: it knows whether it is in a transaction that wrote. */
class CountingConnection implements DatabaseConnection {
  inTransaction = false;
  wrote = false;

  constructor(
    readonly inner: DatabaseConnection,
    private readonly committed: () => void,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.inner.executeQuery<R>(query);
    this.completed(query);
    return result;
  }

  async *streamQuery<R>(
    query: CompiledQuery,
    chunkSize: number,
    options?: AbortableOperationOptions,
  ): AsyncIterableIterator<QueryResult<R>> {
    yield* this.inner.streamQuery<R>(query, chunkSize, options);
    this.completed(query);
  }

  private completed(query: CompiledQuery): void {
    if (!mayWrite(query)) return;
    if (this.inTransaction) this.wrote = true;
    else this.committed();
  }
}

class CountingDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly committed: () => void,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new CountingConnection(await this.inner.acquireConnection(), this.committed);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const counted = connection as CountingConnection;
    await this.inner.beginTransaction(counted.inner, settings);
    counted.inTransaction = true;
    counted.wrote = false;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const counted = connection as CountingConnection;
    try {
      await this.inner.commitTransaction(counted.inner);
    } finally {
      // A failed commit may still have committed (the answer was lost): count it.
      if (counted.wrote) this.committed();
      counted.inTransaction = false;
      counted.wrote = false;
    }
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const counted = connection as CountingConnection;
    try {
      await this.inner.rollbackTransaction(counted.inner);
    } finally {
      counted.inTransaction = false;
      counted.wrote = false;
    }
  }

  savepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    return this.inner.savepoint!((connection as CountingConnection).inner, name, compile);
  }

  rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    return this.inner.rollbackToSavepoint!((connection as CountingConnection).inner, name, compile);
  }

  releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    return this.inner.releaseSavepoint!((connection as CountingConnection).inner, name, compile);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection((connection as CountingConnection).inner);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}
