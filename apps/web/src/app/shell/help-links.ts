import { useQuery } from '@tanstack/react-query';
import { authApi, authKeys } from '../../api/auth.api.ts';

export interface HelpLink {
  /** i18n key under `shell.`. */
  key: 'faq' | 'tutorial';
  href: string;
  /** Opens in a new tab (an outside site) rather than in the portal. */
  isExternal: boolean;
}

/**
 * The FAQ and Tutorial links, the same in the top bar (wide windows) and the menu (phones and tablets,
 * where the top bar has no room for them). Empty until the house's properties have loaded.
 */
export function useHelpLinks(): HelpLink[] {
  const { data: properties } = useQuery({
    queryKey: authKeys.properties,
    queryFn: authApi.properties,
    staleTime: Infinity,
  });
  if (!properties) return [];
  return [
    // The FAQ staff keep in the back office, unless the house points to an outside one.
    properties.faqUrl
      ? { key: 'faq', href: properties.faqUrl, isExternal: true }
      : { key: 'faq', href: '#/faq', isExternal: false },
    { key: 'tutorial', href: properties.tutorialUrl, isExternal: true },
  ];
}

/** The attributes that open an outside link in a new tab without handing it our window. */
export const externalLinkProps = (link: HelpLink) =>
  link.isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {};
