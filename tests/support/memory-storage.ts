/** A Web Storage stand-in for unit tests that run without a browser (`vi.stubGlobal('sessionStorage', new MemoryStorage())`). */
export class MemoryStorage {
  private values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}
