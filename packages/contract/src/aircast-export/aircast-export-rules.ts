// The file name and columns the server and the browser share, without zod (the browser loads this file alone).

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** A YYYY-MM-DD date in the CSV file name format DD_MMM_YYYY (doc2 §9): 2026-01-05 → 05_Jan_2026. */
export const csvFileNameDate = (date: string): string => {
  const [year, month, day] = date.split('-');
  return `${day}_${monthNames[Number(month) - 1]}_${year}`;
};

/** The export's file name (decision 095): aircast_01_Jan_2026_to_31_Jan_2026.csv. */
export const aircastExportFileName = (from: string, to: string): string =>
  `aircast_${csvFileNameDate(from)}_to_${csvFileNameDate(to)}.csv`;

/** The CSV's columns, in order: the header row the file starts with. */
export const aircastExportHeaders = [
  'Customer alias',
  'Customer name',
  'Date',
  'Session',
  'Hours',
  'Attendees',
  'Peak concurrent viewers',
] as const;
