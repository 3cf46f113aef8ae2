import { readdir } from 'node:fs/promises';
import path from 'node:path';
import {
  chatHistoryReply,
  chatUploadReply,
  siteImagesApi,
  type DepositReviewItem,
  depositReviewApi,
} from '@wallet/contract';
import { call } from '../call.ts';
import type { TestApp } from '../harness.ts';
import type { Player } from '../money.ts';
import { chatHistory, sampleFile, sendChat, uploadChat } from './chat.ts';
import type { TestOperator } from './operators.ts';
import { multipart, sandboxSlip, steerVerifier, uploadSlip, usernameOf } from './slip.ts';

/** One file of each kind the site keeps, and the link it is read back through. */
export interface KeptFile {
  kind: 'slip' | 'chat image' | 'site image';
  data: Buffer;
  type: string;
  /** The link as the reader gets it: the operators' review item, the chat history, the setting's path. */
  link(reader: TestApp): Promise<string>;
}

/**
 * Keeps a slip (left for an operator's review), a chat image and a site image through `writer`;
 * each is read back through whichever node `link` is given.
 */
export async function keepOneOfEach(
  writer: TestApp,
  member: Player,
  operators: { finance: TestOperator; admin: TestOperator },
): Promise<KeptFile[]> {
  const username = await usernameOf(writer, member);
  const { image } = await sandboxSlip(writer, { amount: 40, username });
  await steerVerifier(writer, 'timeout', 1);
  const slip = await uploadSlip(writer, member, image);
  if (slip.statusCode !== 200) throw new Error(`slip upload: ${JSON.stringify(slip.body)}`);

  const gif = sampleFile.gif(3000);
  const chat = chatUploadReply.parse((await uploadChat(writer, member, 'image', gif)).json());
  await sendChat(writer, member, {
    message_type: 'media',
    payload: { url: false, fileType: 'image', filePath: chat.path },
  });

  const png = sampleFile.png(4000);
  const form = multipart([
    { name: 'file', filename: 'logo.png', type: 'application/octet-stream', data: png },
  ]);
  const site = await call(writer.app, siteImagesApi.upload, {
    body: form.payload,
    headers: { ...operators.admin.headers, 'content-type': form.contentType },
  });
  if (site.statusCode !== 200) throw new Error(`site image upload: ${site.body}`);
  const sitePath = (site.json() as { path: string }).path;

  return [
    {
      kind: 'slip',
      data: image,
      type: 'image/png',
      link: async (reader) => {
        const reviews = await call(reader.app, depositReviewApi.depositReviews, {
          headers: operators.finance.headers,
          query: { limit: 100, channel: 'slip' },
        });
        const items = (reviews.json() as { items: DepositReviewItem[] }).items;
        return items.find((item) => item.reference === slip.body.reference)!.imageUrl!;
      },
    },
    {
      kind: 'chat image',
      data: gif,
      type: 'image/gif',
      link: async (reader) => {
        const { list } = chatHistoryReply.parse((await chatHistory(reader, member)).json());
        const media = list.find((entry) => entry.message.message_type === 'media')!;
        return (media.message.payload as { filePath: string }).filePath;
      },
    },
    { kind: 'site image', data: png, type: 'image/png', link: async () => sitePath },
  ];
}

/** Every file under an UPLOAD_DIR but the sandbox game provider's books (the harness puts them there). */
export async function keptOnDisk(t: TestApp): Promise<string[]> {
  const entries = await readdir(t.config.UPLOAD_DIR, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(t.config.UPLOAD_DIR, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith(`sandbox-games${path.sep}`));
}
