import { CHAT_IMAGE_MAX_MB, CHAT_VIDEO_MAX_MB } from '@wallet/contract';

const IMAGE = ['png', 'jpeg', 'jpg', 'gif'];
const VIDEO = ['mp4', 'mov', 'qt'];
const MB = 1024 * 1024;

export type FileCheck =
  | { ok: true; kind: 'image' | 'video' }
  | { ok: false; alert: 'unsupported' }
  | { ok: false; alert: 'tooLarge'; sizeMb: number };

/**
 * The spec's file rules (doc 1 section 5), checked before uploading so the member hears at once:
 * png, jpeg, jpg, gif images up to 10 MB; mp4 and quicktime videos up to 20 MB; no extension is
 * unsupported. The server checks the bytes again.
 */
export function checkChatFile(file: { name: string; size: number }): FileCheck {
  const dot = file.name.lastIndexOf('.');
  const extension = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  const kind = IMAGE.includes(extension) ? 'image' : VIDEO.includes(extension) ? 'video' : undefined;
  if (!kind) return { ok: false, alert: 'unsupported' };
  const maxMb = kind === 'image' ? CHAT_IMAGE_MAX_MB : CHAT_VIDEO_MAX_MB;
  if (file.size > maxMb * MB) return { ok: false, alert: 'tooLarge', sizeMb: maxMb };
  return { ok: true, kind };
}
