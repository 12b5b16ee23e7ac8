import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { type OpsAnswer, type OpsEndpoint, opsSecretPath } from './ops-channel.ts';

/** Sends `argv` to the running server's ops channel and answers what the command printed. */
export function callOpsChannel(
  dataDir: string,
  endpoint: OpsEndpoint,
  argv: readonly string[],
): Promise<OpsAnswer> {
  const secret = readFileSync(opsSecretPath(dataDir), 'utf8').trim();
  const body = JSON.stringify({ argv });
  return new Promise((resolve, reject) => {
    const call = request(
      {
        ...('socketPath' in endpoint
          ? { socketPath: endpoint.socketPath }
          : { host: '127.0.0.1', port: endpoint.port }),
        method: 'POST',
        path: '/run',
        headers: {
          authorization: `Bearer ${secret}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if (response.statusCode !== 200) {
            reject(new Error(`the server's ops channel answered ${response.statusCode}: ${text}`));
          } else {
            resolve(JSON.parse(text) as OpsAnswer);
          }
        });
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}
