// An in-memory CacheStorage for tests of the service worker's logic (keys by URL, like the real one for GET).

class MemoryCache {
  readonly entries = new Map<string, Response>();
  failPuts: Error | undefined;

  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    if (this.failPuts) throw this.failPuts;
    const key = request instanceof Request ? request.url : String(request);
    this.entries.delete(key);
    this.entries.set(key, response);
  }

  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    const key = request instanceof Request ? request.url : String(request);
    return this.entries.get(key)?.clone();
  }

  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }

  async delete(request: RequestInfo | URL): Promise<boolean> {
    const key = request instanceof Request ? request.url : String(request);
    return this.entries.delete(key);
  }
}

export class MemoryCacheStorage {
  readonly caches = new Map<string, MemoryCache>();
  /** Every put fails with this error (e.g. a QuotaExceededError) while set. */
  failPuts: Error | undefined;

  async open(name: string): Promise<MemoryCache> {
    let cache = this.caches.get(name);
    if (!cache) {
      cache = new MemoryCache();
      this.caches.set(name, cache);
    }
    cache.failPuts = this.failPuts;
    return cache;
  }

  async has(name: string): Promise<boolean> {
    return this.caches.has(name);
  }

  async keys(): Promise<string[]> {
    return [...this.caches.keys()];
  }

  async delete(name: string): Promise<boolean> {
    return this.caches.delete(name);
  }

  asCacheStorage(): CacheStorage {
    return this as unknown as CacheStorage;
  }
}
