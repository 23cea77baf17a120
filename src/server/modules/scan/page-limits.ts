/** Most pages of one scan file (a grade's cards in one scanner PDF, 2,000 pages, fit). */
export const MAX_FILE_PAGES = 3000;

/** Most pages of one batch (a grade of 2,000 students with a two-sheet card, both sides, fits). */
export const MAX_BATCH_PAGES = 10000;

/** Why a file was not split: the batch would pass its page limit. */
export const batchFullReason = (have: number, adding: number): string =>
  `本批次已有 ${have} 页，加上该文件的 ${adding} 页将超过每批 ${MAX_BATCH_PAGES} 页的上限，请新建扫描批次后上传该文件`;

/** Why an upload is refused: the batch has reached its page limit. */
export const batchFullMessage = (have: number): string =>
  `本批次已有 ${have} 页，达到每批 ${MAX_BATCH_PAGES} 页的上限，请新建扫描批次后继续上传`;
