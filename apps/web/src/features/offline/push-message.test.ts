import { describe, expect, it } from 'vitest';
import { notificationOptionsOf, pathOfNotificationData, pushMessageOf } from './push-message';

describe('pushMessageOf (a Web Push for an alert)', () => {
  it('reads the server’s JSON: title, text, the alert results path and the tag', () => {
    const data = JSON.stringify({
      title: 'Demonstration',
      body: "Your alert 'Berlin' has 2 new Events.",
      path: '/en/alerts/results/Berlin',
      tag: 'alert:Berlin',
    });
    expect(pushMessageOf(data)).toEqual({
      title: 'Demonstration',
      body: "Your alert 'Berlin' has 2 new Events.",
      path: '/en/alerts/results/Berlin',
      tag: 'alert:Berlin',
    });
  });

  it.each(['https://evil.example/x', '//evil.example', '/\\evil.example', 42, null])(
    'never opens %j: the start page instead',
    (path) => {
      expect(pushMessageOf(JSON.stringify({ body: 'x', path })).path).toBe('/');
    },
  );

  it('shows a push that is not JSON as its text, titled like the local notification', () => {
    expect(pushMessageOf('Something happened')).toEqual({
      title: 'Demonstration',
      body: 'Something happened',
      path: '/',
    });
    expect(pushMessageOf(undefined)).toEqual({ title: 'Demonstration', body: '', path: '/' });
  });

  it('cuts overlong texts', () => {
    expect(pushMessageOf(JSON.stringify({ body: 'x'.repeat(5000) })).body).toHaveLength(300);
  });

  it('hands the path to the click handler through the notification’s data', () => {
    const options = notificationOptionsOf({
      title: 'Demonstration',
      body: 'b',
      path: '/de/alerts/results/Nord',
    });
    expect(pathOfNotificationData(options.data)).toBe('/de/alerts/results/Nord');
    expect(pathOfNotificationData({ path: 'https://evil.example' })).toBe('/');
    expect(pathOfNotificationData(undefined)).toBe('/');
  });
});
