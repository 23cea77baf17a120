/** A student as printed on a personalised card or a label. */
export interface PrintStudent {
  name: string;
  className: string;
  /** 考号: 1–32 letters or digits (it goes into Code 128 and the page QR). */
  examNo: string;
}

/** Tells whether a 考号 can be printed as Code 128 and carried in a page code. */
export const isPrintableExamNo = (examNo: string): boolean => /^[0-9A-Za-z]{1,32}$/.test(examNo);
