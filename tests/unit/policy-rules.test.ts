import { describe, expect, it } from 'vitest';
import { claimProblem } from '@/server/eligibility/policy';
import { isOpenWhileMfaOwed, mayOweMfa, owesMfa } from '@/server/mfa/policy';
import { mayDeleteReport, maySaveReport } from '@/server/reports/policy';

// The three policy files that used to await lookups now decide from the facts they are given (decision 017).
describe('eligibility claims', () => {
  const free = { id: 7, user_id: null };
  it('lets a free record be claimed by its identifier, with or without its own id', () => {
    expect(claimProblem(free)).toBeNull();
    expect(claimProblem(free, 7)).toBeNull();
  });
  it('calls an unknown identifier, or an id naming another record, invalid', () => {
    expect(claimProblem(null)).toBe('invalid');
    expect(claimProblem(free, 8)).toBe('invalid');
  });
  it('refuses a record someone registered with', () => {
    expect(claimProblem({ id: 7, user_id: 3 })).toBe('inUse');
  });
});

describe('MFA enforcement', () => {
  it('asks nothing of participants, nor of masters unless the setting requires it', () => {
    expect(mayOweMfa('User', true)).toBe(false);
    expect(mayOweMfa('Master', false)).toBe(false);
    expect(mayOweMfa('Master', true)).toBe(true);
    expect(mayOweMfa('Coordinator', false)).toBe(true);
  });
  it('owes MFA only when it is required and not set up', () => {
    expect(owesMfa({ required: true, enrolled: false })).toBe(true);
    expect(owesMfa({ required: true, enrolled: true })).toBe(false);
    expect(owesMfa({ required: false, enrolled: false })).toBe(false);
  });
  it('keeps the setup and ending a view-as open, and nothing administrative', () => {
    expect(isOpenWhileMfaOwed('mfa.manage')).toBe(true);
    expect(isOpenWhileMfaOwed('impersonation.stop')).toBe(true);
    expect(isOpenWhileMfaOwed('reports.use')).toBe(false);
  });
});

describe('reports', () => {
  const custom = { created_by_master: false, as_custom: true, parent_id: null };
  const byMaster = { ...custom, created_by_master: true };
  const builtIn = { created_by_master: true, as_custom: false, parent_id: null };
  it('lets a coordinator delete custom reports not made by a master, and only a master the defaults', () => {
    expect(mayDeleteReport('Coordinator', custom)).toBe(true);
    expect(mayDeleteReport('Coordinator', byMaster)).toBe(false);
    expect(mayDeleteReport('Coordinator', builtIn)).toBe(false);
    expect(mayDeleteReport('Master', builtIn)).toBe(true);
  });
  it('lets anyone save a new report', () => {
    expect(maySaveReport('User', null)).toBe(true);
    expect(maySaveReport('User', custom)).toBe(false);
  });
});
