import dayjs from 'dayjs';

/** The date format of the product: 2024-09-01. */
export const DATE_FORMAT = 'YYYY-MM-DD';

/** Formats a date (Date, epoch milliseconds or a parsable string) as YYYY-MM-DD; '' when invalid. */
export function formatDate(input: Date | number | string = new Date()): string {
  const value = dayjs(input);
  return value.isValid() ? value.format(DATE_FORMAT) : '';
}
