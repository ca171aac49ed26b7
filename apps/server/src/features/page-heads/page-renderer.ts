// The web app's pages as the server answers them (issue 18): the built index.html with each page's own
// <html lang> and head, and preloads of the chunks and public API reads its first render waits for; the body stays the
// SPA's.
import type { Db } from '../../db/database.js';
import type { PageRendererFactory } from '../../http/web-app.js';
import { htmlTemplate } from './html-template.js';
import { renderPageHead } from './page-head.js';
import { pageHeadsService } from './page-heads.service.js';
import { apiReadPreloads, pagePreloads } from './page-preloads.js';
import { pageRouteOf } from './page-route.js';

export function pageRenderer(db: Db, publicUrl: string): PageRendererFactory {
  const service = pageHeadsService(db, publicUrl);
  return (build) => {
    const template = htmlTemplate(build.indexHtml);
    const preloadsOf = pagePreloads(build.manifestJson);
    return async (path) => {
      const page = await service.answerFor(path);
      // The API reads first: small, and the page's first paint of its content waits for them.
      const elements = [
        renderPageHead(publicUrl, page.head),
        apiReadPreloads(page.apiReads ?? []),
        preloadsOf(pageRouteOf(path)),
      ];
      return {
        status: page.status,
        html: template.render(page.htmlLang, elements.filter((part) => part !== '').join('\n')),
      };
    };
  };
}
