// The session cookie's token: an encrypted JWT (JWE, `dir` + A256GCM) made with jose. It is byte-for-byte the
// format next-auth 4's JWT helper wrote (the product used nothing else of next-auth, which is gone): the key is
// derived from AUTH_SECRET with HKDF-SHA256 (empty salt, next-auth's info string), and the claims carry iat, exp and
// jti. So cookies issued before the switch still open their sessions, and a rollback would read ours.
import { hkdfSync, randomUUID } from 'node:crypto';
import { EncryptJWT, jwtDecrypt, type JWTPayload } from 'jose';

/** next-auth's HKDF info string: changing it would sign every user out once. */
const KEY_INFO = 'NextAuth.js Generated Encryption Key';
/** Seconds of clock difference tolerated on exp/iat, as next-auth allowed. */
const CLOCK_TOLERANCE_SECONDS = 15;

const keys = new Map<string, Uint8Array>();

function encryptionKey(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (!key) {
    key = new Uint8Array(hkdfSync('sha256', secret, '', KEY_INFO, 32));
    keys.set(secret, key);
  }
  return key;
}

/** Encrypts `claims` into a token that expires `maxAgeSeconds` from now. */
export async function encodeSessionJwt(claims: JWTPayload, secret: string, maxAgeSeconds: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new EncryptJWT(claims)
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt(now)
    .setExpirationTime(now + maxAgeSeconds)
    .setJti(randomUUID())
    .encrypt(encryptionKey(secret));
}

/** The token's claims; throws when it is malformed, tampered with, made with another secret or expired. */
export async function decodeSessionJwt(token: string, secret: string): Promise<JWTPayload> {
  const { payload } = await jwtDecrypt(token, encryptionKey(secret), { clockTolerance: CLOCK_TOLERANCE_SECONDS });
  return payload;
}
