import { FAQ_TOPICS, type FaqEntry } from '@boardhouse/shared/faq/faq-api';
import { Accordion, Alert, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconHelp, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noticesApi, noticesKeys } from '../../api/notices.api.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { MessageBody } from '../messages/MessageBody.tsx';
import { messagePlainText } from '../messages/message-html.ts';
import { filterFaq } from './faq-search.ts';

/** #/faq: the questions of each topic as an accordion, in the interface language, with a search box. */
export default function FaqPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const faq = useQuery({ queryKey: noticesKeys.faq(language), queryFn: () => noticesApi.faq(language) });
  const [search, setSearch] = useState('');
  const shown = useMemo(
    () => filterFaq(faq.data?.entries ?? [], search, messagePlainText),
    [faq.data, search],
  );
  const topics = FAQ_TOPICS.map((topic) => ({
    topic,
    entries: shown.filter((entry) => entry.topic === topic),
  })).filter((group) => group.entries.length > 0);

  return (
    <>
      <PageHeader title={t('pages.faq.title')} />
      <Stack maw={900} gap="lg">
        <Text c="dimmed">{t('faq.intro')}</Text>
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder={t('faq.search')}
          aria-label={t('faq.search')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maw={420}
        />
        {faq.isError && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('errors.loadFailed')}>
            {t('faq.loadFailed')}
          </Alert>
        )}
        {faq.isPending && <Skeleton height={360} radius="md" />}
        {faq.data && topics.length === 0 && (
          <EmptyState
            icon={<IconHelp size={28} />}
            title={search.trim() ? t('faq.noMatchTitle') : t('faq.emptyTitle')}
            description={search.trim() ? t('faq.noMatchText') : t('faq.emptyText')}
          />
        )}
        {topics.map(({ topic, entries }) => (
          <TopicSection
            key={topic}
            title={t(`faq.topics.${topic}`)}
            entries={entries}
            isOpenAll={!!search.trim()}
          />
        ))}
      </Stack>
    </>
  );
}

function TopicSection({
  title,
  entries,
  isOpenAll,
}: {
  title: string;
  entries: FaqEntry[];
  isOpenAll: boolean;
}) {
  const ids = entries.map((entry) => String(entry.id));
  return (
    <section>
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      <Paper withBorder radius="md">
        {/* While searching every match is open: the answer may be what matched. */}
        <Accordion
          multiple
          variant="default"
          key={isOpenAll ? 'open' : 'closed'}
          defaultValue={isOpenAll ? ids : []}
          chevronPosition="right"
        >
          {entries.map((entry) => (
            <Accordion.Item key={entry.id} value={String(entry.id)}>
              <Accordion.Control>
                <Text fw={500}>{entry.question}</Text>
              </Accordion.Control>
              <Accordion.Panel>
                <MessageBody html={entry.answer} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Paper>
    </section>
  );
}
