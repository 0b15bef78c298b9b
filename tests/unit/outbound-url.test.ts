// The outbound guard's rules that need no network (docs/decisions/011-outbound-requests.md): which addresses are
// public, which URLs are refused before any connection, and the push services' allow-list.
import { describe, expect, it } from 'vitest';
import { checkOutboundUrl, isPublicAddress, OutboundUrlError } from '@/server/security/outbound-url';

const strict = { allowPrivateNetwork: false };
const refused = (url: string, policy = {}) => {
  expect(() => checkOutboundUrl(url, { ...strict, ...policy })).toThrow(OutboundUrlError);
};

describe('isPublicAddress', () => {
  it('refuses loopback, private, link-local, CGNAT, multicast, reserved and unspecified IPv4', () => {
    for (const a of ['127.0.0.1', '127.255.0.9', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254',
      '100.64.0.1', '0.0.0.0', '224.0.0.1', '239.1.1.1', '240.0.0.1', '255.255.255.255', '192.0.2.1', '198.18.0.1']) {
      expect(isPublicAddress(a), a).toBe(false);
    }
  });
  it('refuses IPv6 loopback, unique-local, link-local, multicast, v4-mapped, NAT64, 6to4, Teredo and documentation', () => {
    for (const a of ['::1', '::', 'fc00::1', 'fd12:3456::1', 'fe80::1', 'fe80::1%eth0', 'ff02::1', '::ffff:127.0.0.1', '::ffff:7f00:1',
      '::ffff:10.0.0.1', '64:ff9b::7f00:1', '2002:7f00:1::1', '2001:0:4136:e378::1', '2001:db8::1', '[::1]']) {
      expect(isPublicAddress(a), a).toBe(false);
    }
  });
  it('accepts public addresses and refuses what is not an address', () => {
    for (const a of ['8.8.8.8', '142.250.74.42', '172.32.0.1', '100.128.0.1', '2a00:1450:4001:80b::200a', '2606:4700::1111']) {
      expect(isPublicAddress(a), a).toBe(true);
    }
    expect(isPublicAddress('example.com')).toBe(false);
    expect(isPublicAddress('')).toBe(false);
  });
});

describe('checkOutboundUrl', () => {
  it('refuses loopback written any way the URL parser accepts: 127.1, 2130706433, 0x7f.1, 017700000001, [::ffff:127.0.0.1]', () => {
    for (const url of ['https://127.1/', 'https://2130706433/', 'https://0x7f.1/', 'https://017700000001/', 'https://[::ffff:127.0.0.1]/',
      'https://[::1]:9443/', 'https://169.254.169.254/latest/meta-data/', 'https://10.0.0.5/', 'https://localhost/', 'https://app.localhost/',
      'https://intranet/']) {
      refused(url);
    }
  });
  it('is https only, without credentials, unless private networks are allowed (development)', () => {
    refused('http://example.com/');
    refused('ftp://example.com/');
    refused('https://user:secret@example.com/');
    refused('not a url');
    expect(checkOutboundUrl('https://example.com/.well-known/openid-configuration', strict).hostname).toBe('example.com');
    expect(checkOutboundUrl('https://93.184.215.14:8443/', strict).port).toBe('8443');
    expect(checkOutboundUrl('http://127.0.0.1:9/x', { allowPrivateNetwork: true }).protocol).toBe('http:');
  });
  it('keeps to an allow-list: exact names, and .suffix entries for names under it only', () => {
    const allowHosts = ['fcm.googleapis.com', '.push.apple.com'];
    expect(checkOutboundUrl('https://fcm.googleapis.com/fcm/send/x', { ...strict, allowHosts }).host).toBe('fcm.googleapis.com');
    expect(checkOutboundUrl('https://web.push.apple.com/x', { ...strict, allowHosts }).host).toBe('web.push.apple.com');
    refused('https://push.apple.com/x', { allowHosts });
    refused('https://evilpush.apple.com.example.net/x', { allowHosts });
    refused('https://fcm.googleapis.com.evil.test/x', { allowHosts });
    refused('https://127.0.0.1/x', { allowHosts: ['127.0.0.1'] });
  });
});
