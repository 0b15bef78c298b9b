// A processed file's status says whether rows were refused (lib/eligibility/status.ts), with the plural right.
import { describe, expect, it } from 'vitest';
import { completedWithErrors, eligibilityFileStatusLabel } from '@/lib/eligibility/status';

describe('eligibility file status label', () => {
  it('reads "Completed with N errors" only for a processed file with refused rows', () => {
    expect(eligibilityFileStatusLabel({ status: 'processed', error_count: 0 })).toBe('Complete');
    expect(eligibilityFileStatusLabel({ status: 'processed', error_count: 1 })).toBe('Completed with 1 error');
    expect(eligibilityFileStatusLabel({ status: 'processed', error_count: 1200 })).toBe('Completed with 1,200 errors');
    expect(eligibilityFileStatusLabel({ status: 'failed', error_count: 1 })).toBe('Failed');
    expect(completedWithErrors({ status: 'canceled', error_count: 3 })).toBe(false);
  });
});
