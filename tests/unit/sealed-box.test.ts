// Secrets at rest (server/platform/sealed-box.ts): what one use seals, only that use's key opens, and only whole.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openWith, sealWith } from '@/server/platform/sealed-box';

const key = randomBytes(32);
const parts = (sealed: string) => sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
const join = (buffers: Buffer[]) => buffers.map((b) => b.toString('base64url')).join('.');

describe('sealed box', () => {
  it('opens what it sealed, and seals the same value differently each time', () => {
    const a = sealWith(key, 'JBSWY3DPEHPK3PXP');
    expect(openWith(key, a)).toBe('JBSWY3DPEHPK3PXP');
    expect(sealWith(key, 'JBSWY3DPEHPK3PXP')).not.toBe(a);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
  });

  it('refuses another key, a changed body and a changed tag', () => {
    const sealed = sealWith(key, 'client-secret');
    expect(() => openWith(randomBytes(32), sealed)).toThrow();
    const [iv, tag, body] = parts(sealed);
    body![0] ^= 1;
    expect(() => openWith(key, join([iv!, tag!, body!]))).toThrow();
    const [, tag2, body2] = parts(sealed);
    tag2![15] ^= 1;
    expect(() => openWith(key, join([iv!, tag2!, body2!]))).toThrow();
  });

  it('refuses a tag cut short, which GCM would otherwise check on fewer bits and accept', () => {
    const [iv, tag, body] = parts(sealWith(key, 'vapid-private-key'));
    for (const length of [4, 8, 12, 15]) expect(() => openWith(key, join([iv!, tag!.subarray(0, length), body!]))).toThrow();
  });

  it('refuses what is not a sealed value', () => {
    for (const value of ['', 'demo.not-a-sealed-secret', 'a.b.c.d']) expect(() => openWith(key, value)).toThrow();
  });
});
