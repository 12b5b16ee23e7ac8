// Uploads: chunked book files and covers, their preflight, abandoned uploads swept.
// This file is the feature's public face: other features and the entry points use only it.
export { preflightJob } from './preflight-job.ts';
