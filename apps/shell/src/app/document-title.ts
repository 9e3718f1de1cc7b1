import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME, ROUTE_TITLES_NAMESPACE } from '@irrigo/contracts';
import { SHELL_NAMESPACE } from '../i18n.js';

/** The 404's title: not a route of the table, so not one of ROUTES' titles. */
export const NOT_FOUND_TITLE = 'notFound';

/**
 * Names the browser tab (and history, bookmarks, a screen reader's page announcement) after the screen:
 * "Team accounts · Irrigo", in the interface language, renamed when the language changes.
 * `title` is a key of the `titles` namespace (ROUTES' `title`).
 */
export function useDocumentTitle(title: string): void {
  // useTranslation re-renders on a language change, so the tab follows the interface language.
  const { t } = useTranslation([ROUTE_TITLES_NAMESPACE, SHELL_NAMESPACE]);
  const page = t(title, { ns: ROUTE_TITLES_NAMESPACE });
  const text = t('documentTitle', { ns: SHELL_NAMESPACE, page, product: PRODUCT_NAME });
  useEffect(() => {
    document.title = text;
  }, [text]);
}
