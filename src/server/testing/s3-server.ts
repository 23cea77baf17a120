import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** A local S3-protocol server (s3rver, in-process) with one bucket, and the env that selects it. */
export interface LocalS3 {
  endpoint: string;
  bucket: string;
  env: Record<string, string>;
  close: () => Promise<void>;
}

/** Starts s3rver on a free port of 127.0.0.1 with an empty bucket in a temporary folder. */
export async function startLocalS3(bucket = 'zuoye-test'): Promise<LocalS3> {
  const directory = await mkdtemp(join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    // s3rver accepts its well-known development key pair.
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
