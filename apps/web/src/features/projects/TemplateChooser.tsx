import { Badge, Card, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconFilePlus, IconTemplate } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductTemplate } from '../../api/product-templates.api.ts';
import { formatMm, formatNumber } from '../../components/format.ts';

/** A blank project or one of the staff's templates, as cards; choosing one creates the project. */
export function TemplateChooser({
  templates,
  onChoose,
}: {
  templates: ProductTemplate[];
  onChoose: (templateId?: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Text c="dimmed">{t('pages.createProject.chooseStart')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <StartCard
          icon={<IconFilePlus size={22} />}
          title={t('pages.createProject.blank')}
          text={t('pages.createProject.blankText')}
          onClick={() => onChoose()}
        />
        {templates.map((template) => (
          <StartCard
            key={template.id}
            icon={<IconTemplate size={22} />}
            title={template.name}
            text={template.description ?? ''}
            onClick={() => onChoose(template.id)}
          >
            <Group gap={6} mt="xs">
              <Badge variant="light" size="sm">
                {t('pages.createProject.layers', { count: template.pcbSpec.layers })}
              </Badge>
              <Badge variant="light" size="sm" color="gray" tt="none">
                {`${formatNumber(template.pcbSpec.widthMm)} × ${formatMm(template.pcbSpec.heightMm)}`}
              </Badge>
              <Badge variant="light" size="sm" color={template.assembly ? 'teal' : 'gray'}>
                {template.assembly ? t('pages.createProject.assembled') : t('pages.createProject.bareBoards')}
              </Badge>
              <Badge variant="light" size="sm" color="gray">
                {t('pages.createProject.quantities', {
                  quantities: template.quantities.map((quantity) => formatNumber(quantity)).join(', '),
                })}
              </Badge>
            </Group>
          </StartCard>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function StartCard({
  icon,
  title,
  text,
  onClick,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  onClick: () => void;
  children?: ReactNode;
}) {
  return (
    <UnstyledButton onClick={onClick} style={{ display: 'block', height: '100%' }}>
      <Card withBorder radius="md" padding="lg" h="100%">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Text c="teal.8" mt={2}>
            {icon}
          </Text>
          <div>
            <Text fw={600}>{title}</Text>
            {text && (
              <Text size="sm" c="dimmed">
                {text}
              </Text>
            )}
            {children}
          </div>
        </Group>
      </Card>
    </UnstyledButton>
  );
}
