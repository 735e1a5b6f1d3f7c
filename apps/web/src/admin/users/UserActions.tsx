import type { AdminUser } from '@boardhouse/shared/users-admin/staff-users-api';
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { usersAdminApi } from '../../api/users-admin.api.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { AccountActionButton } from './account-fields.tsx';
import { useUserAction } from './use-user-action.ts';
import { fullName } from './user-columns.tsx';

type Pending = 'disable' | 'enable' | 'reset' | 'delete' | null;

/** Disable/enable, password reset by e-mail, set a password, delete: each confirmed first. */
export function UserActions({ user, onDeleted }: { user: AdminUser; onDeleted: () => void }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<Pending>(null);
  const [isSettingPassword, setSettingPassword] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const done = () => setPending(null);
  const status = useUserAction((disabled: boolean) => usersAdminApi.setDisabled([user.id], disabled), done);
  const reset = useUserAction(() => usersAdminApi.sendReset(user.id), done);
  const remove = useUserAction(
    () => usersAdminApi.remove([user.id]),
    () => {
      done();
      onDeleted();
    },
  );
  const setPasswordAction = useUserAction(
    () => usersAdminApi.setPassword(user.id, password),
    () => {
      setSettingPassword(false);
      setPassword('');
    },
  );
  const name = fullName(user);
  const confirm = {
    disable: { message: t('admin.usersPage.confirmDisable', { name }), run: () => status.mutate(true) },
    enable: { message: t('admin.usersPage.confirmEnable', { name }), run: () => status.mutate(false) },
    reset: {
      message: t('admin.usersPage.confirmReset', { email: user.email }),
      run: () => reset.mutate(undefined),
    },
    delete: { message: t('admin.usersPage.confirmDelete', { name }), run: () => remove.mutate(undefined) },
  };
  const submitPassword = () => {
    setPasswordError(null);
    setPasswordAction.mutate(undefined, {
      onError: (error) => {
        if (error instanceof ApiError) setPasswordError(error.fieldErrors.newPassword ?? error.message);
      },
    });
  };

  return (
    <>
      <Group gap="xs">
        {user.disabled ? (
          <AccountActionButton action="enable" onClick={() => setPending('enable')} />
        ) : (
          <AccountActionButton action="disable" onClick={() => setPending('disable')} />
        )}
        <AccountActionButton action="reset" disabled={user.disabled} onClick={() => setPending('reset')} />
        <AccountActionButton action="setPassword" onClick={() => setSettingPassword(true)} />
        <AccountActionButton action="delete" onClick={() => setPending('delete')} />
      </Group>
      <ConfirmDialog
        opened={pending !== null}
        message={pending ? confirm[pending].message : ''}
        isDanger={pending === 'delete' || pending === 'disable'}
        isBusy={status.isPending || reset.isPending || remove.isPending}
        onConfirm={() => pending && confirm[pending].run()}
        onCancel={done}
      />
      <Modal
        opened={isSettingPassword}
        onClose={() => setSettingPassword(false)}
        title={t('admin.usersPage.setPasswordTitle', { name })}
      >
        <Stack>
          <Text size="sm" c="dimmed">
            {t('admin.usersPage.setPasswordHint')}
          </Text>
          <PasswordInput
            label={t('admin.usersPage.newPassword')}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={passwordError}
            autoComplete="new-password"
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setSettingPassword(false)}>
              {t('common.cancel')}
            </Button>
            <Button loading={setPasswordAction.isPending} disabled={!password} onClick={submitPassword}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
