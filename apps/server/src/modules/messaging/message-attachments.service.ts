import { randomUUID } from 'node:crypto';
import {
  MAX_MESSAGE_ATTACHMENT_BYTES,
  MAX_MESSAGE_ATTACHMENTS,
  MESSAGE_ATTACHMENT_TYPES,
  type MessageAttachmentDto,
} from '@threshold/domain/messaging/message.contract';
import type { Actor } from '../../platform/authz/actor';
import { AppError, notFound } from '../../platform/http/errors';
import type { FileAreaDeps } from '../../platform/storage/file-area-deps';
import { attachmentResponse } from '../../platform/storage/stored-file-response';
import { openUpload } from '../../platform/storage/upload-stream';
import { loadConversation } from './conversations.service';
import {
  countUnsent,
  getMessageAttachment,
  insertMessageAttachment,
  type MessageAttachmentRow,
} from './message-attachments.repository';

/** Unsent uploads a person may hold in one conversation (a few messages' worth). */
const MAX_UNSENT = MAX_MESSAGE_ATTACHMENTS * 4;

export const toAttachmentDto = (row: MessageAttachmentRow): MessageAttachmentDto => ({
  id: row.id,
  filename: row.filename,
  content_type: row.contentType,
  size_bytes: row.sizeBytes,
});

/**
 * A file for a message about to be sent: PDF or image by its content (a renamed file is a 400 on
 * `file` before anything is written), at most 20 MB. Only its uploader sees it until it is sent.
 */
export async function uploadMessageAttachment(
  files: FileAreaDeps,
  actor: Actor,
  conversationId: string,
  request: Request,
  filename: string,
): Promise<MessageAttachmentDto> {
  const { db, storage } = files;
  await loadConversation(db, actor, conversationId);
  if ((await countUnsent(db, conversationId, actor.userId)) >= MAX_UNSENT)
    throw new AppError('VALIDATION_FAILED', 'Send or remove the files already attached first', {
      file: `At most ${MAX_UNSENT} files waiting to be sent`,
    });
  const upload = await openUpload(request, {
    maxBytes: Math.min(files.uploadMaxBytes, MAX_MESSAGE_ATTACHMENT_BYTES),
    allowed: MESSAGE_ATTACHMENT_TYPES,
  });
  const id = randomUUID();
  const key = `message-attachments/${conversationId}/${id}`;
  await storage.put(key, upload.stream);
  const { sizeBytes, sha256 } = upload.digest();
  try {
    const row = await insertMessageAttachment(db, {
      id,
      conversationId,
      uploadedBy: actor.userId,
      filename: upload.nameFor(filename),
      contentType: upload.contentType,
      sizeBytes,
      sha256,
      storageKey: key,
    });
    return toAttachmentDto(row);
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
}

/** People of the conversation download a sent file; an unsent one only its uploader. */
export async function downloadMessageAttachment(
  files: FileAreaDeps,
  actor: Actor,
  conversationId: string,
  attachmentId: string,
) {
  await loadConversation(files.db, actor, conversationId);
  const row = await getMessageAttachment(files.db, conversationId, attachmentId);
  if (!row || (row.messageId === null && row.uploadedBy !== actor.userId)) throw notFound('Attachment');
  return attachmentResponse(files, row);
}
