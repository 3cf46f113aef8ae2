/**
 * npm run storage:migrate — copies every file the site kept on this machine's disk (UPLOAD_DIR:
 * slips, chat media, site images) into the S3 bucket the S3_* variables name, verifying each by
 * size and sha256 (ADR 0141). Resumable and idempotent: a second run copies nothing. Run it
 * before switching the nodes to STORAGE=s3, and once more right after (what came in meanwhile).
 * Exit 0 when every file is in the bucket; 2 when any could not be copied (run it again).
 */
import { loadConfig } from '../config.ts';
import { copyDiskToS3 } from '../adapters/storage/copy-to-s3.ts';
import { s3StorageOf } from '../adapters/storage/from-config.ts';

let code = 0;
let s3: ReturnType<typeof s3StorageOf> | undefined;
try {
  const config = loadConfig({ ...process.env, STORAGE: 's3' });
  s3 = s3StorageOf(config);
  await s3.check();
  console.log(`storage:migrate: ${config.UPLOAD_DIR} -> bucket ${config.S3_BUCKET}`);
  const report = await copyDiskToS3(config.UPLOAD_DIR, s3, (line) => console.log(`  ${line}`));
  console.log(
    `storage:migrate: ${report.copied.length} copied, ${report.present.length} already there, ${report.failed.length} failed`,
  );
  if (report.failed.length > 0) code = 2;
} catch (error) {
  console.error(`storage:migrate failed: ${error instanceof Error ? error.message : String(error)}`);
  code = 2;
} finally {
  s3?.close();
}
process.exit(code);
