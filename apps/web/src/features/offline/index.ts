// What the rest of the app uses of the installable, offline app (decision 015: features import each other only here).
// The banner, update prompt and service worker registration are the app's background services
// (app/background-services.tsx), a chunk of their own that no other feature uses.
export { offlineCopyMiddleware } from './offline-copies';
export { forgetPersonalCopies } from './personal-cache';
