// The session token made with jose keeps next-auth 4's format, so cookies issued before next-auth was removed still
// open their sessions. FIXTURE was made by next-auth 4.24.15's `encode` (maxAge 100 years) with SECRET.
import { describe, expect, it } from 'vitest';
import { decodeSessionJwt, encodeSessionJwt } from '@/server/auth/session-jwt';

const SECRET = 'test-secret-that-is-long-enough-for-next-auth-0123456789';
const FIXTURE =
  'eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..7aO40gf9j9n5D2Gr.FEVuodY1WVWhYgVp60srExiBpsD3ofWmfeGeLBQjAcW1HU0SrRpXbYEAPN0oPdYv1avh7DHNk2q79Xs4lGk9RuRpOYQ_0F5WUXv6oFDFSFT1avf6mePs2YtupOU_CfVb2w7aiIV4M8d1Huy9iassjyOBga0s3_KhMGOqgiiT-uYuUBqZg5MvHdN2KopeEDCKfOfvehv3.EcvbD5jacdjt5A9k4NVxaA';

describe('session token', () => {
  it('reads a token next-auth 4 made', async () => {
    expect(await decodeSessionJwt(FIXTURE, SECRET)).toMatchObject({ sub: '42', sid: 'fixture-session', stay: true, sv: 3, pid: 7, imp: 9 });
  });

  it('round-trips its own tokens in the same header and claims next-auth wrote', async () => {
    const token = await encodeSessionJwt({ sub: '1', sid: 's' }, SECRET, 60);
    const header = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString());
    expect(header).toEqual({ alg: 'dir', enc: 'A256GCM' });
    const claims = await decodeSessionJwt(token, SECRET);
    expect(claims).toMatchObject({ sub: '1', sid: 's' });
    expect(claims.exp! - claims.iat!).toBe(60);
    expect(typeof claims.jti).toBe('string');
  });

  it('refuses another secret, a tampered token and an expired one', async () => {
    await expect(decodeSessionJwt(FIXTURE, `${SECRET}x`)).rejects.toThrow();
    await expect(decodeSessionJwt(`${FIXTURE.slice(0, -3)}AAA`, SECRET)).rejects.toThrow();
    await expect(decodeSessionJwt(await encodeSessionJwt({ sub: '1' }, SECRET, -60), SECRET)).rejects.toThrow();
  });
});
