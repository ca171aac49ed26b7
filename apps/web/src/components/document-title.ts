// document.title as the server writes a page's <title> (apps/server/src/features/page-heads/page-texts.ts):
// '{page} – {app name}', or the app name alone. The layout sets each screen's title on navigation (a layout
// effect); a screen that knows better (an event's or source's name, a text page) sets it after (a passive
// effect), so its title wins within the same render.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export function documentTitle(appName: string, page: string | undefined): string {
  return page === undefined ? appName : `${page} – ${appName}`;
}

/** Sets the title to `page` while it is given; undefined leaves the screen's title as the layout set it. */
export function useDocumentTitle(page: string | undefined): void {
  const { t } = useTranslation();
  useEffect(() => {
    if (page !== undefined) document.title = documentTitle(t('app.name'), page);
  }, [page, t]);
}
