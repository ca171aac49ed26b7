// The web app's pages as the server answers them (issue 18): the built index.html with each page's own
// <html lang> and head, and preloads of the chunks its first render waits for; the body stays the SPA's.
import type { Db } from '../../db/database.js';
import type { PageRendererFactory } from '../../http/web-app.js';
import { htmlTemplate } from './html-template.js';
import { renderPageHead } from './page-head.js';
import { pageHeadsService } from './page-heads.service.js';
import { pagePreloads } from './page-preloads.js';
import { pageRouteOf } from './page-route.js';

export function pageRenderer(db: Db, publicUrl: string): PageRendererFactory {
  const service = pageHeadsService(db, publicUrl);
  return (build) => {
    const template = htmlTemplate(build.indexHtml);
    const preloadsOf = pagePreloads(build.manifestJson);
    return async (path) => {
      const page = await service.answerFor(path);
      const head = renderPageHead(publicUrl, page.head);
      const preloads = preloadsOf(pageRouteOf(path));
      return {
        status: page.status,
        html: template.render(page.htmlLang, preloads === '' ? head : `${head}\n${preloads}`),
      };
    };
  };
}
