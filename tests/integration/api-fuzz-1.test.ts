// The API under a fuzzing corpus, routes shard 1 of 3 (tests/helpers/api-fuzz.ts): the shards run in parallel workers.
import { describeFuzz } from '../helpers/api-fuzz';

describeFuzz(1, 3);
