// The local-disk storage behind uploads: put/get/delete round trip, missing keys, and keys that are not ours.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isStorageKey, localStorage, storageKey } from '@/server/files/storage';

const dir = mkdtempSync(path.join(tmpdir(), 'renew-storage-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('local file storage', () => {
  it('stores, reads back with the type of its extension, and deletes', async () => {
    const storage = localStorage(dir);
    const key = storageKey('image/png');
    expect(key).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(storageKey('image/jpeg')).toMatch(/\.jpg$/);
    expect(storageKey('image/png')).not.toBe(key);

    const bytes = new Uint8Array([137, 80, 78, 71, 1, 2, 3]);
    await storage.put(key, bytes, 'image/png');
    const stored = await storage.get(key);
    expect(stored?.contentType).toBe('image/png');
    expect(Buffer.from(stored!.bytes).equals(Buffer.from(bytes))).toBe(true);
    // Fanned out under two levels, with no temporary file left behind.
    const leaf = path.join(dir, key.slice(0, 2), key.slice(2, 4));
    expect(readdirSync(leaf)).toEqual([key]);

    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key);
  });

  it('answers null for a key it does not hold, and refuses anything that is not a key', async () => {
    const storage = localStorage(dir);
    expect(await storage.get('0123456789abcdef0123456789abcdef.gif')).toBeNull();
    for (const bad of ['../../etc/passwd', '..%2f..%2fetc', 'abc.png', `${'a'.repeat(32)}.svg`, `${'A'.repeat(32)}.png`, `${'a'.repeat(32)}.png/..`, '']) {
      expect(isStorageKey(bad)).toBe(false);
      await expect(storage.get(bad)).rejects.toThrow(/Not a storage key/);
      await expect(storage.put(bad, new Uint8Array([1]), 'image/png')).rejects.toThrow(/Not a storage key/);
    }
  });
});
