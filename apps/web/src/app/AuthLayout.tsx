import { PRODUCT_NAME, VERSION_LABEL } from '@boardhouse/shared/product';
import { Box, Center, Group, Paper, Stack, Text } from '@mantine/core';
import { PageOutlet } from './PageOutlet.tsx';
import { LanguageSelector } from './shell/LanguageSelector.tsx';
import { Logo } from './shell/Logo.tsx';

/** Sign-in, sign-up, thank-you and welcome pages: a centred card, no shell. */
export function AuthLayout() {
  return (
    <Box mih="100vh" bg="gray.0" px="md" py="xl">
      <Group justify="space-between" maw={960} mx="auto" mb="xl">
        <Logo />
        <LanguageSelector />
      </Group>
      <Center>
        <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={520}>
          <PageOutlet />
        </Paper>
      </Center>
      <Stack align="center" mt="xl" gap={0}>
        <Text size="xs" c="dimmed">
          {PRODUCT_NAME} {VERSION_LABEL}
        </Text>
      </Stack>
    </Box>
  );
}
