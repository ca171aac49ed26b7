// Worker threads that encrypt pushes for a fan-out (issue 14, decision 037). Encrypting a push (RFC 8291: a new
// ECDH key pair, the ECDH with the device's key, HKDF, AES-GCM) costs about 0.2–0.4 ms of CPU, most of a push's
// cost on the sending copy, and on the event loop it competes with the API's requests. The pool spreads a round's
// pushes over the threads; the requests themselves stay on the main thread, with its agent and its timeouts.
import { createRequire } from 'node:module';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { encryptPush, PUSH_REQUEST_OPTIONS, type PushRequest, type PushToEncrypt } from './push-sender.js';

/** One push's encryption as the pool answers it: the request, or why it could not be encrypted. */
export type Encrypted = { ok: true; request: PushRequest } | { ok: false; reason: string };

/** Rounds smaller than this are encrypted on the calling thread: a message round trip costs more than they do. */
export const POOL_MIN_BATCH = 8;

/**
 * The thread's code, plain CommonJS so that it runs alike under tsx, vitest and the compiled server: it calls
 * web-push's generateRequestDetails with the options encryptPush uses (PUSH_REQUEST_OPTIONS, passed in).
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const webPush = require(workerData.webPush);
parentPort.on('message', ({ id, items }) => {
  const results = [];
  const transfer = [];
  for (const item of items) {
    try {
      const details = webPush.generateRequestDetails(item.subscription, item.payload, {
        ...workerData.options,
        headers: { Authorization: item.authorization },
      });
      const body = new Uint8Array(details.body);
      results.push({ ok: true, request: { endpoint: details.endpoint, headers: details.headers, body } });
      transfer.push(body.buffer);
    } catch (error) {
      results.push({ ok: false, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  parentPort.postMessage({ id, results }, transfer);
});
`;

/** Threads by default: the cores, at most 4 (the database and the event loop need theirs too). */
export function defaultEncryptionThreads(): number {
  return Math.max(1, Math.min(4, os.availableParallelism()));
}

interface Pending {
  resolve(results: Encrypted[]): void;
  reject(error: Error): void;
}

/** Threads left without work this long stop (each holds ~10 MiB); the next fan-out starts them again. */
export const POOL_IDLE_MS = 30_000;

/**
 * `threads` worker threads, started when a round of at least POOL_MIN_BATCH pushes comes and stopped after
 * POOL_IDLE_MS without one, so an idle server holds none. With 0 threads, or when a thread fails, pushes are
 * encrypted on the calling thread.
 */
export class PushEncryptionPool {
  private workers: Worker[] = [];
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private closed = false;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(
    readonly threads: number,
    private readonly idleMs = POOL_IDLE_MS,
  ) {}

  /** Whether threads are running now (tests). */
  get running(): number {
    return this.workers.length;
  }

  private start() {
    const webPush = createRequire(import.meta.url).resolve('web-push');
    for (let i = 0; i < this.threads; i += 1) {
      const worker = new Worker(WORKER_SOURCE, {
        eval: true,
        workerData: { webPush, options: PUSH_REQUEST_OPTIONS },
      });
      worker.unref();
      worker.on('message', ({ id, results }: { id: number; results: Encrypted[] }) => {
        const pending = this.pending.get(id);
        this.pending.delete(id);
        pending?.resolve(results);
      });
      worker.on('error', (error) => this.fail(worker, error));
      worker.on('exit', (code) => this.fail(worker, new Error(`a push encryption thread stopped (${code})`)));
      this.workers.push(worker);
    }
  }

  /** A thread that failed or stopped: the rounds waiting on the pool fail (and are encrypted here instead). */
  private fail(worker: Worker, error: Error) {
    if (!this.workers.includes(worker)) return;
    this.workers = this.workers.filter((other) => other !== worker);
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
  }

  private async stopThreads() {
    const workers = this.workers;
    this.workers = [];
    for (const pending of this.pending.values())
      pending.reject(new Error('the push encryption threads stopped'));
    this.pending.clear();
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  /** Each item encrypted, in the items' order. */
  async encrypt(items: readonly PushToEncrypt[]): Promise<Encrypted[]> {
    if (this.closed || this.threads === 0 || items.length < POOL_MIN_BATCH) return items.map(encryptHere);
    clearTimeout(this.idleTimer);
    if (this.workers.length === 0) this.start();
    try {
      const workers = this.workers;
      const chunkSize = Math.ceil(items.length / workers.length);
      const chunks = workers.map((worker, index) => {
        const chunk = items.slice(index * chunkSize, (index + 1) * chunkSize);
        if (chunk.length === 0) return Promise.resolve([]);
        const id = this.nextId++;
        return new Promise<Encrypted[]>((resolve, reject) => {
          this.pending.set(id, { resolve, reject });
          worker.postMessage({ id, items: chunk });
        });
      });
      return (await Promise.all(chunks)).flat();
    } catch {
      // A thread failed under this round: its pushes are encrypted here; the next round starts new threads.
      await this.stopThreads();
      return items.map(encryptHere);
    } finally {
      if (!this.closed) {
        this.idleTimer = setTimeout(() => void this.stopThreads(), this.idleMs);
        this.idleTimer.unref();
      }
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.idleTimer);
    await this.stopThreads();
  }
}

function encryptHere(item: PushToEncrypt): Encrypted {
  try {
    return { ok: true, request: encryptPush(item) };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
