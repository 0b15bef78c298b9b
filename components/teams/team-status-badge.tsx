// Teams show as Official or Pending (status 1 / 0).
import { Badge } from '@/components/ui/badge';
import { TEAM_STATUS, type TeamStatus } from '@/lib/teams/constants';

export function TeamStatusBadge({ status }: { status: TeamStatus }) {
  return status === TEAM_STATUS.official ? <Badge tone="success">Official</Badge> : <Badge tone="accent">Pending</Badge>;
}
