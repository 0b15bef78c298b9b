// The authorization matrix, routes shard 1 of 2 (tests/helpers/authorization-matrix.ts): the shards run in parallel workers.
import { describeMatrix } from '../helpers/authorization-matrix';

describeMatrix(1, 2);
