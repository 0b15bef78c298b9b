// The sidecar logs through the platform logger; createRealtimeServer accepts another sink so tests stay quiet.
import { logger } from '@/server/platform/logger';

export type RealtimeLog = Pick<typeof logger, 'debug' | 'info' | 'warn' | 'error'>;

export const defaultRealtimeLog: RealtimeLog = logger;
