// The audit trail's writer (docs/administration-access.md "Audit trail") against a real database: a row per change in
// the caller's transaction (rolled back with it), only the changed fields kept, secrets masked, no row for a no-op update.
import { describe, expect, it } from 'vitest';
import { db } from '@/server/db';
import { AUDIT_MASK, changedFields, recordAudit } from '@/server/audit/record';
import { CLIENT_ADDRESS_HEADER, clientAddressOf } from '@/server/http/client-address';

const rowsFor = (recordId: string) => db.auditEvent.findMany({ where: { record_type: 'Organization', record_id: recordId }, orderBy: { id: 'asc' } });
const uniqueId = () => `t${Date.now()}${Math.floor(Math.random() * 1e6)}`;

describe('recordAudit', () => {
  it('keeps only the changed fields, nested flags key by key, with the actor, the address and the scope', async () => {
    const id = uniqueId();
    await db.$transaction((tx) => recordAudit(tx, {
      actorId: 7, action: 'update', recordType: 'Organization', recordId: id, organizationId: 3, ip: '10.1.2.3',
      before: { name: 'Acme', password_min_length: 8, flags: { enable_account_lockouts: true, allow_autocomplete: false }, updated: new Date('2026-01-01T00:00:00Z') },
      after: { name: 'Acme', password_min_length: 10, flags: { enable_account_lockouts: false, allow_autocomplete: false }, updated: new Date('2026-01-02T00:00:00Z') },
    }));
    const [row] = await rowsFor(id);
    expect(row).toMatchObject({ actor_id: 7, action: 'update', organization_id: 3, promotion_id: null, ip: '10.1.2.3' });
    expect(row!.before).toEqual({ password_min_length: 8, flags: { enable_account_lockouts: true }, updated: '2026-01-01T00:00:00.000Z' });
    expect(row!.after).toEqual({ password_min_length: 10, flags: { enable_account_lockouts: false }, updated: '2026-01-02T00:00:00.000Z' });
  });

  it('never stores a secret: a changed wskey or hash shows as changed, masked; password rules are not secrets', async () => {
    const id = uniqueId();
    await recordAudit(db, {
      actorId: 1, action: 'create', recordType: 'Organization', recordId: id,
      after: { name: 'New', wskey: 'top-secret-key', password_min_length: 8, password_regular_expression_string: '^a' },
    });
    await recordAudit(db, {
      actorId: 1, action: 'update', recordType: 'Organization', recordId: id,
      before: { wskey: 'top-secret-key', pilot_password_hash: null }, after: { wskey: 'rotated-key', pilot_password_hash: '$argon2id$x' },
    });
    const [created, rotated] = await rowsFor(id);
    expect(created!.after).toEqual({ name: 'New', wskey: AUDIT_MASK, password_min_length: 8, password_regular_expression_string: '^a' });
    expect(rotated!.before).toEqual({ wskey: AUDIT_MASK, pilot_password_hash: null });
    expect(rotated!.after).toEqual({ wskey: AUDIT_MASK, pilot_password_hash: AUDIT_MASK });
    expect(JSON.stringify([created, rotated])).not.toMatch(/top-secret|rotated-key|argon2/);
  });

  it('writes nothing for an update that changed nothing, and nothing when the caller rolls back', async () => {
    const id = uniqueId();
    await recordAudit(db, { actorId: 1, action: 'update', recordType: 'Organization', recordId: id, before: { name: 'A' }, after: { name: 'A' } });
    await expect(db.$transaction(async (tx) => {
      await recordAudit(tx, { actorId: 1, action: 'delete', recordType: 'Organization', recordId: id, before: { name: 'A' } });
      throw new Error('rolled back');
    })).rejects.toThrow('rolled back');
    expect(await rowsFor(id)).toEqual([]);
    await recordAudit(db, { actorId: 1, action: 'unlock', recordType: 'Organization', recordId: id });
    expect(await rowsFor(id)).toHaveLength(1);
  });

  it('reads the client address the web server stamped', () => {
    expect(clientAddressOf(new Request('http://x', { headers: { [CLIENT_ADDRESS_HEADER]: '192.0.2.9' } }))).toBe('192.0.2.9');
    expect(clientAddressOf(new Request('http://x'))).toBeNull();
    expect(changedFields({ a: [1, 2] }, { a: [1, 2] })).toEqual({ before: null, after: null });
  });
});
