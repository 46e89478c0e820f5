import { useMutation } from '@tanstack/react-query';
import { VerifyResultDto } from '@threshold/domain/documents/verify.contract';
import { api } from '@/lib/api-client';
import { config } from '@/lib/env';
import { uploadFile } from '@/lib/upload-file';
import { sha256Hex } from '../lib/sha256-hex';

export interface FileCheck {
  fileName: string;
  /** Computed in the browser before the upload (null without Web Crypto). */
  browserSha256: string | null;
  result: VerifyResultDto;
}

/** Hashes the chosen PDF in the browser, then uploads it so the server also checks its signature. */
export function useVerifyFile(onProgress: (sent: number, total: number) => void) {
  return useMutation({
    mutationFn: async (file: File): Promise<FileCheck> => {
      const browserSha256 = await sha256Hex(file);
      const result = await uploadFile(`${config.apiUrl}/api/verify`, file, VerifyResultDto, onProgress);
      return { fileName: file.name, browserSha256, result };
    },
  });
}

/** Looks a pasted SHA-256 up among sealed documents. */
export function useVerifyHash() {
  return useMutation({
    mutationFn: (sha256: string) => api.get(`/api/verify/${sha256}`, { schema: VerifyResultDto }),
  });
}
