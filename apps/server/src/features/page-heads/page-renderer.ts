// The web app's pages as the server answers them (issue 18): the built index.html with each page's own
// <html lang> and head; the body stays the SPA's.
import type { Db } from '../../db/database.js';
import type { PageRendererFactory } from '../../http/web-app.js';
import { htmlTemplate } from './html-template.js';
import { renderPageHead } from './page-head.js';
import { pageHeadsService } from './page-heads.service.js';

export function pageRenderer(db: Db, publicUrl: string): PageRendererFactory {
  const service = pageHeadsService(db, publicUrl);
  return (indexHtml) => {
    const template = htmlTemplate(indexHtml);
    return async (path) => {
      const page = await service.answerFor(path);
      return {
        status: page.status,
        html: template.render(page.htmlLang, renderPageHead(publicUrl, page.head)),
      };
    };
  };
}
