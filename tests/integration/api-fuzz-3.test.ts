// The API under a fuzzing corpus, routes shard 3 of 3 (tests/helpers/api-fuzz.ts): the shards run in parallel workers.
import { describeFuzz } from '../helpers/api-fuzz';

describeFuzz(3, 3);
