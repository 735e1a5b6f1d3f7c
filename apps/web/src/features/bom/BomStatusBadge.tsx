import { Badge, Tooltip, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BomLine, BomLineStatus } from '../../api/bom.api.ts';

const STATUS_COLORS: Record<BomLineStatus, string> = {
  matched: 'teal',
  unknown: 'orange',
  warning: 'yellow',
};

/**
 * A line's status with its warnings in a tooltip. The tooltip is mounted only while pointed at or
 * focused: a tooltip per row costs more than the rest of the row, and the table scrolls through
 * thousands of rows. The button keeps focus while the tooltip comes and goes, and names the
 * warnings for screen readers either way.
 */
export function BomStatusBadge({ line }: { line: Pick<BomLine, 'status' | 'warnings'> }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const label = `${t(`bom.status.${line.status}`)}${line.warnings.length > 1 ? ` (${line.warnings.length})` : ''}`;
  const help = line.warnings.length > 0 ? line.warnings.join('\n') : t(`bom.table.statusHelp.${line.status}`);
  const badge = (
    <Badge variant="light" color={STATUS_COLORS[line.status]} style={{ cursor: 'help' }}>
      {label}
    </Badge>
  );
  return (
    <UnstyledButton
      aria-label={`${label}: ${help}`}
      data-testid="line-status"
      onMouseEnter={() => setIsOpen(true)}
      onMouseLeave={() => setIsOpen(false)}
      onFocus={() => setIsOpen(true)}
      onBlur={() => setIsOpen(false)}
      onClick={() => setIsOpen((value) => !value)}
    >
      {isOpen ? (
        <Tooltip label={help} opened multiline w={280} style={{ whiteSpace: 'pre-line' }}>
          {badge}
        </Tooltip>
      ) : (
        badge
      )}
    </UnstyledButton>
  );
}
