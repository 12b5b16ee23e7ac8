// Push: web push subscriptions and notifications.
// This file is the feature's public face: other features and the entry points use only it.
export { pushJob } from './push-job.ts';
