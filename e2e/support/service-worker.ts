// Hands a push message to the app's service worker through the DevTools protocol, as a push service would.
import type { BrowserContext, Page } from 'playwright-core';

export async function deliverPushToServiceWorker(
  context: BrowserContext,
  page: Page,
  baseUrl: string,
  data: string,
): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === `${baseUrl}/`);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(baseUrl).origin,
    registrationId: await registrationId,
    data,
  });
}
