// The API under a fuzzing corpus, routes shard 2 of 3 (tests/helpers/api-fuzz.ts): the shards run in parallel workers.
import { describeFuzz } from '../helpers/api-fuzz';

describeFuzz(2, 3);
