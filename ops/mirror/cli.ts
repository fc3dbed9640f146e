/**
 * 用法：npm run mirror:sync -- [构建目录（默认 build）] [--force]。把构建结果同步到国内镜像的对象存储（S3 兼容：
 * 阿里云 OSS、腾讯云 COS 等），连接信息都来自环境变量（src/config/env.ts 的 MIRROR_S3_*，见 README 的“国内访问”）。
 * 部署工作流的 mirror 作业调用它；测试直接调用 syncMirror。
 */
import path from 'node:path';
import { readEnv } from '../../src/config/env';
import { mirrorClient, syncMirror } from './sync';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const root = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? 'build');
  const env = readEnv(process.env);
  const missing = (
    [
      ['MIRROR_S3_ENDPOINT', env.mirrorS3Endpoint],
      ['MIRROR_S3_BUCKET', env.mirrorS3Bucket],
      ['MIRROR_S3_ACCESS_KEY_ID', env.mirrorS3AccessKeyId],
      ['MIRROR_S3_SECRET_ACCESS_KEY', env.mirrorS3SecretAccessKey],
    ] as const
  ).filter(([, value]) => !value);
  if (missing.length > 0) {
    console.error(`缺少 ${missing.map(([name]) => name).join('、')}，无法同步国内镜像。`);
    return 1;
  }
  const prefix =
    env.mirrorS3Prefix && !env.mirrorS3Prefix.endsWith('/') ? `${env.mirrorS3Prefix}/` : env.mirrorS3Prefix;
  const client = mirrorClient({
    endpoint: env.mirrorS3Endpoint!,
    region: env.mirrorS3Region,
    bucket: env.mirrorS3Bucket!,
    prefix,
    accessKeyId: env.mirrorS3AccessKeyId!,
    secretAccessKey: env.mirrorS3SecretAccessKey!,
    pathStyle: env.mirrorS3PathStyle,
  });
  const plan = await syncMirror(client, { root, bucket: env.mirrorS3Bucket!, prefix, force: args.includes('--force') });
  console.log(
    `国内镜像已同步到 ${env.mirrorS3Bucket}/${prefix}：上传 ${plan.upload.length} 个，删除 ${plan.remove.length} 个，未变 ${plan.unchanged} 个。`,
  );
  return 0;
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(`同步国内镜像失败：${String(error)}`);
    process.exitCode = 1;
  },
);
