import { TEAM_PERMISSIONS, type TeamPermissions } from '@boardhouse/shared/team/team-api';
import { Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface PermissionSwitchesProps {
  value: TeamPermissions;
  onChange: (next: TeamPermissions) => void;
  disabled?: boolean;
  size?: 'xs' | 'sm' | 'md';
  /** Names the person in each switch's accessible label (a table row has several sets of switches). */
  whose?: string;
}

/**
 * The three team permissions as switches (SPEC.md section 6): create projects, see the team's projects,
 * order and pay. Used by the invite dialog, each member row and staff's Contact Permissions page.
 */
export function PermissionSwitches({
  value,
  onChange,
  disabled,
  size = 'sm',
  whose,
}: PermissionSwitchesProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      {TEAM_PERMISSIONS.map((permission) => (
        <Switch
          key={permission}
          size={size}
          checked={value[permission]}
          disabled={disabled}
          label={t(`team.permission.${permission}`)}
          aria-label={whose ? `${t(`team.permission.${permission}`)} – ${whose}` : undefined}
          onChange={(event) => onChange({ ...value, [permission]: event.currentTarget.checked })}
        />
      ))}
    </Stack>
  );
}
