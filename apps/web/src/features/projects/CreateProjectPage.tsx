import { canCreateProjects } from '@boardhouse/shared/project-permissions';
import { Center, Loader } from '@mantine/core';
import { IconSquarePlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { authApi } from '../../api/auth.api.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { InfoDialog } from '../../components/InfoDialog.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';

/** 'Create Project': checks the team permission of SPEC.md section 6 before anything is created. */
export default function CreateProjectPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [isRefused, setRefused] = useState(false);
  const [isNoticeOpen, setNoticeOpen] = useState(false);
  const account = useQuery({ queryKey: ['account'], queryFn: authApi.account });

  const handleStart = () => {
    if (!account.data) return;
    if (!canCreateProjects(account.data.account.user)) {
      setRefused(true);
      return;
    }
    setNoticeOpen(true);
  };

  return (
    <>
      <PageHeader title={t('pages.createProject.title')} />
      {account.isPending ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : (
        <EmptyState
          icon={<IconSquarePlus size={28} />}
          title={t('pages.createProject.emptyTitle')}
          description={t('pages.createProject.emptyText')}
          actionLabel={t('pages.createProject.action')}
          onAction={handleStart}
        />
      )}
      <InfoDialog
        opened={isRefused}
        title={t('dialog.informationAlert')}
        message={t('dialog.noCreatePermission')}
        onClose={() => setRefused(false)}
      />
      <InfoDialog
        opened={isNoticeOpen}
        title={t('dialog.informationAlert')}
        message={t('dialog.availableSoon')}
        onClose={() => {
          setNoticeOpen(false);
          navigate('/my-projects');
        }}
      />
    </>
  );
}
