// Eligibility after the commit: Process queues the file's eligibility.process job. The answer says 'processing', so a
// job that could not be queued fails the request ('Something went wrong') and the file is marked failed, never left
// 'processing' with nothing working on it.
import { db } from '@/server/db';
import { enqueue } from '@/server/jobs/enqueue';
import type { DomainEventMap } from '@/server/events/types';
import { handler } from '@/server/events/handler';

export const eligibilityProcessJob = handler<DomainEventMap['eligibility_file.process_requested']>({
  name: 'jobs.eligibilityProcess',
  onFailure: 'fail-request',
  run: async ({ fileId, mapping }) => {
    try {
      await enqueue('eligibility.process', { fileId, mapping });
    } catch (error) {
      await db.eligibilityFile.updateMany({ where: { id: fileId, status: 'processing' }, data: { status: 'failed' } });
      throw error;
    }
  },
});
