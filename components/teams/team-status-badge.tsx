// Teams show as Official or Pending (status 1 / 0).
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { TEAM_STATUS, type TeamStatus } from '@/lib/teams/constants';

export function TeamStatusBadge({ status }: { status: TeamStatus }) {
  const t = useTranslations('teams');
  return status === TEAM_STATUS.official ? <Badge tone="success">{t('official')}</Badge> : <Badge tone="accent">{t('pending')}</Badge>;
}
