// What the rest of the app uses of the installable, offline app (decision 015: features import each other only here).
export { offlineCopyMiddleware } from './offline-copies';
export { OfflineSupport } from './offline-support';
export { forgetPersonalCopies } from './personal-cache';
export { registerServiceWorker } from './service-worker';
