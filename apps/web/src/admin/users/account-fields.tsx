import { LANGUAGES } from '@boardhouse/shared/product';
import { Button, Select, type SelectProps } from '@mantine/core';
import { IconKey, IconLock, IconLockOpen, IconMailForward, IconTrash } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyOptions } from './company-options.ts';

/** The language of an account's e-mails and pages. */
export function LanguageSelect(props: SelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('admin.usersPage.language')}
      data={LANGUAGES.map((lang) => ({ value: lang, label: lang.toUpperCase() }))}
      allowDeselect={false}
      {...props}
    />
  );
}

/** The company an account belongs to; empty = none. */
export function CompanySelect(props: SelectProps) {
  const { t } = useTranslation();
  const companies = useCompanyOptions();
  return (
    <Select
      label={t('admin.usersPage.company')}
      data={companies}
      searchable
      clearable
      placeholder={t('admin.usersPage.noCompany')}
      {...props}
    />
  );
}

export type AccountAction = 'disable' | 'enable' | 'delete' | 'reset' | 'setPassword';

const ACTIONS: Record<AccountAction, { colour?: string; icon: ReactNode; label: string }> = {
  disable: { colour: 'orange', icon: <IconLock size={16} />, label: 'admin.usersPage.disable' },
  enable: { colour: 'teal', icon: <IconLockOpen size={16} />, label: 'admin.usersPage.enable' },
  delete: { colour: 'red', icon: <IconTrash size={16} />, label: 'admin.usersPage.delete' },
  reset: { icon: <IconMailForward size={16} />, label: 'admin.usersPage.resetPassword' },
  setPassword: { icon: <IconKey size={16} />, label: 'admin.usersPage.setPassword' },
};

/** One staff action on accounts, the same button in the drawer and in the bulk bar. */
export function AccountActionButton({
  action,
  onClick,
  disabled,
}: {
  action: AccountAction;
  onClick: () => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { colour, icon, label } = ACTIONS[action];
  return (
    <Button size="xs" variant="light" color={colour} leftSection={icon} disabled={disabled} onClick={onClick}>
      {t(label)}
    </Button>
  );
}

/** A list query's state as DataTable takes it. */
export const tableState = (query: UseQueryResult<unknown>) => ({
  isLoading: query.isPending,
  isFetching: query.isFetching,
  error: query.error,
  onRetry: () => void query.refetch(),
});
