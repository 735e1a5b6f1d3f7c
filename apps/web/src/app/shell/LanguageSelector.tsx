import { LANGUAGES, type Language } from '@boardhouse/shared/product';
import { Button, Menu, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { authApi } from '../../api/auth.api.ts';
import { getSession } from '../../api/session.store.ts';
import { changeLanguage, LANGUAGE_NAMES } from '../../i18n/i18n.ts';

/** Switches the interface language, keeps the choice, and saves it to the profile when signed in. */
export function LanguageSelector() {
  const { t, i18n } = useTranslation();
  const current = i18n.language as Language;

  const handleChoose = async (language: Language) => {
    await changeLanguage(language);
    if (!getSession().isLoggedIn) return;
    try {
      const { user } = await authApi.profile();
      await authApi.updateProfile({
        firstname: user.firstname,
        lastname: user.lastname,
        email: user.email,
        language,
      });
    } catch {
      // The choice is kept in this browser even when the profile could not be updated.
    }
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconLanguage size={18} />}
          data-testid="language-selector"
          px="xs"
        >
          <Text span size="sm" fw={600} visibleFrom="xs">
            {current.toUpperCase()}
          </Text>
          {/* Named by what it shows, and what it is for: "EN Language" (voice control: "click EN"). */}
          <VisuallyHidden>{t('shell.language')}</VisuallyHidden>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            onClick={() => void handleChoose(language)}
            rightSection={language === current ? <IconCheck size={14} /> : null}
          >
            {LANGUAGE_NAMES[language]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
