import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DeleteObjectsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type ListObjectsV2CommandOutput,
} from '@aws-sdk/client-s3';
import { desiredObjects, planSync, type LocalFile, type SyncPlan } from './plan';

export interface MirrorTarget {
  endpoint: string;
  region: string;
  bucket: string;
  /** 桶里的目录，空字符串或以 / 结尾。 */
  prefix: string;
  accessKeyId: string;
  secretAccessKey: string;
  pathStyle: boolean;
}

export function mirrorClient(target: MirrorTarget): S3Client {
  return new S3Client({
    endpoint: target.endpoint,
    region: target.region,
    forcePathStyle: target.pathStyle,
    credentials: { accessKeyId: target.accessKeyId, secretAccessKey: target.secretAccessKey },
    // OSS 与 COS 不认 SDK 新加的 CRC32 校验头；MD5 由 Content-MD5 保证。
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

async function localFiles(root: string): Promise<LocalFile[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile());
  return Promise.all(
    files.map(async (entry) => {
      const absolute = path.join(entry.parentPath, entry.name);
      const md5 = createHash('md5')
        .update(await readFile(absolute))
        .digest('hex');
      return { relative: path.relative(root, absolute).split(path.sep).join('/'), md5 };
    }),
  );
}

/** 桶里这个目录下的全部对象：键 → ETag。 */
async function remoteObjects(client: S3Client, bucket: string, prefix: string): Promise<Map<string, string>> {
  const objects = new Map<string, string>();
  let token: string | undefined;
  do {
    const page: ListObjectsV2CommandOutput = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
    );
    for (const object of page.Contents ?? []) if (object.Key) objects.set(object.Key, object.ETag ?? '');
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return objects;
}

/** 同时进行的上传数：够快，又不至于让对象存储限流。 */
const PARALLEL_UPLOADS = 8;

/**
 * 把构建目录同步到桶里：按 plan.ts 上传新的和变了的文件（带 Content-Type、Cache-Control 和 Content-MD5），
 * 最后删掉构建里已经没有的对象。返回执行的计划。
 */
export async function syncMirror(
  client: S3Client,
  { root, bucket, prefix, force = false }: { root: string; bucket: string; prefix: string; force?: boolean },
): Promise<SyncPlan> {
  const desired = desiredObjects(await localFiles(root), prefix);
  const plan = planSync(desired, await remoteObjects(client, bucket, prefix), { force });
  // 按顺序分批：先资源，再页面，最后 sw.js（排序见 planSync），每批内并行。
  for (let i = 0; i < plan.upload.length; i += PARALLEL_UPLOADS) {
    await Promise.all(
      plan.upload.slice(i, i + PARALLEL_UPLOADS).map(async (object) =>
        client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: object.key,
            Body: await readFile(path.join(root, object.file)),
            ContentType: object.contentType,
            CacheControl: object.cacheControl,
            ContentMD5: Buffer.from(object.md5, 'hex').toString('base64'),
          }),
        ),
      ),
    );
  }
  for (let i = 0; i < plan.remove.length; i += 1000) {
    const batch = plan.remove.slice(i, i + 1000);
    await client.send(
      new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
    );
  }
  return plan;
}
