/** API schemas shared by browser and server. */
export * from './envelope';
export * from './auth';
export * from './system';
export * from './bank';
export * from './paper';
export * from './bank-write';
export * from './print';
export * from './scan';
export * from './practice-scan';
export * from './scan-page-detail';
export * from './account';
export * from './school';
export * from './team';
export * from './feedback';
export * from './materials';
export * from './grade-print';
export * from './exports';
