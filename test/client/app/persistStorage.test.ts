import { createLocalStorageEngine, noopStorage } from '@client/app/persistStorage';

describe('persist storage', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    window.localStorage.clear();
  });

  it('stores in localStorage through promises', async () => {
    const engine = createLocalStorageEngine();
    await engine.setItem('persist:x', '{"a":1}');
    expect(window.localStorage.getItem('persist:x')).toBe('{"a":1}');
    await expect(engine.getItem('persist:x')).resolves.toBe('{"a":1}');
    await engine.removeItem('persist:x');
    await expect(engine.getItem('persist:x')).resolves.toBeNull();
  });

  it('falls back to keeping nothing when localStorage refuses', async () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const engine = createLocalStorageEngine();
    expect(engine).toBe(noopStorage);
    await expect(engine.getItem('k')).resolves.toBeNull();
  });
});
